"use client";

import { EARLY_SCRIPT } from "@/lib/core/early-script";

/**
 * The script inlined at the top of every page's body (lib/core/early-script.ts). Rendered by a
 * browser island without props so its text is in the HTML once: a server component's inline
 * script is also sent, escaped, in every page's React data (docs/decisions/0013-page-weight.md).
 * The HTML is the same either way, so the script runs as the page is parsed and its hash in the
 * Content Security Policy still matches; hydration keeps the element and does not run it again.
 */
export function EarlyScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />;
}
