/**
 * Debian's Chromium and the flags it needs on this kind of machine (ENGINEERING.md), shared by the
 * Playwright config and the benchmarks. Never `npx playwright install`.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
