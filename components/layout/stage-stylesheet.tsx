/**
 * The per-request stylesheet that shows the preview ribbon (components/layout/preview-ribbon.tsx).
 * Placed after the page's content: a stylesheet in the body holds back nothing painted before it,
 * so a production page (whose answer is empty) never waits for it to render.
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
