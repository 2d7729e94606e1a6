import type { Page } from "@playwright/test";

/**
 * The build's script files, with or without the build's deployment id that Next appends to their
 * URLs (`?dpl=…`, next.config.ts).
 */
export const SCRIPT_URL = /\/_next\/static\/chunks\/[^?#]*\.js(?:\?[^#]*)?$/;

/**
 * Holds every script file the page asks for from now on until `release()`: until then the page is
 * the server's HTML alone, as a visitor on a slow connection first gets it.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT_URL, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
