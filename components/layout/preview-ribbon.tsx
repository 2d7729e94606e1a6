/**
 * Marks every page of a preview deployment, so reviewers always know where they are and that
 * what they send does not reach the business. Whether the server runs as a preview is decided
 * when it starts, not when the site is built, and most pages are prerendered: so the ribbon is in
 * every page, hidden by the site's stylesheet, and shown by /stage.css (app/stage.css/route.ts),
 * which the server answers per request (docs/decisions/0003-deployment-identity.md). It is fixed
 * in place over the page's corner, so showing it moves nothing.
 */
export function PreviewRibbon() {
  return (
    <div data-stage-ribbon="" role="note" aria-label="Preview deployment" className="stage-ribbon">
      <strong>Preview</strong>
      <span data-stage-note="email">E-mail is only logged here, never sent.</span>
    </div>
  );
}

/**
 * The per-request stylesheet that shows the ribbon. Placed after the page's content: a stylesheet
 * in the body holds back nothing painted before it, so a production page (whose answer is empty)
 * never waits for it to render.
 */
export function StageStylesheet() {
  // React renders a stylesheet link without `precedence` where it stands, not hoisted to <head>.
  // Not a CSS module on purpose: its content is decided per request, after the build. Wrapped so
  // that a modal dialog, which marks every other child of <body> aria-hidden, marks the wrapper
  // (aria-hidden is not allowed on a <link>).
  return (
    <div>
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/stage.css" />
    </div>
  );
}
