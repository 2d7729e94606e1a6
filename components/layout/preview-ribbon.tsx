"use client";

/**
 * Marks every page of a preview deployment, so reviewers always know where they are and that
 * what they send does not reach the business. Whether the server runs as a preview is decided
 * when it starts, not when the site is built, and most pages are prerendered: so the ribbon is in
 * every page, hidden by the site's stylesheet, and shown by /stage.css (app/stage.css/route.ts),
 * which the server answers per request (docs/decisions/0003-deployment-identity.md). It is fixed
 * in place over the page's corner, so showing it moves nothing. A browser island without props
 * only so that its fixed markup is not described again in every page's React data
 * (docs/decisions/0013-page-weight.md); it does nothing in the browser.
 */
export function PreviewRibbon() {
  return (
    <div data-stage-ribbon="" role="note" aria-label="Preview deployment" className="stage-ribbon">
      <strong>Preview</strong>
      <span data-stage-note="email">E-mail is only logged here, never sent.</span>
    </div>
  );
}
