import { expect, type Locator, type Page } from "@playwright/test";

/**
 * For forms served as markup and taken over by their script on approach
 * (docs/decisions/0018-forms-taken-over-on-approach.md).
 */

/**
 * The build's script files, with or without the build's deployment id that Next appends to their
 * URLs (`?dpl=…`, next.config.ts).
 */
export const SCRIPT_URL = /\/_next\/static\/chunks\/[^?#]*\.js(?:\?[^#]*)?$/;

/** Scripts the page loads whose text includes `marker` (a string only the scripted form holds). */
export function watchScriptsHolding(page: Page, marker: string): string[] {
  const loaded: string[] = [];
  page.on("response", async (response) => {
    if (!SCRIPT_URL.test(response.url())) return;
    const body = await response.text().catch(() => "");
    if (body.includes(marker)) loaded.push(response.url());
  });
  return loaded;
}

/**
 * A name react-hook-form's bundle keeps when minified (its context's display name): the form
 * library the scripted forms share, which comes with the take-over, never with the page.
 */
export const FORM_LIBRARY_MARKER = "HookFormContext";

/** Holds every script requested from now on until `release()`. */
export async function holdLaterScripts(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release!: () => void;
  let requested = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT_URL, async (route) => {
    requested++;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

type Marked = HTMLFormElement & { __served?: boolean };

/** Marks the form `selector` finds now; `isServed` then tells whether that one is still on the page. */
export async function markServed(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((form) => ((form as Marked).__served = true));
}
export const isServed = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).evaluate((form) => Boolean((form as Marked).__served));

/**
 * Waits until the scripted form has replaced the served one: React keeps the props of an element it
 * rendered on the element itself (`__reactProps$` and a random suffix), and only the scripted form
 * handles its submission. For tests of the scripted form's own behaviour (its notices, sending
 * without leaving the page), which a click on the still-served form would turn into a page post.
 */
export async function expectTakenOver(form: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        form.evaluate((el) =>
          Object.entries(el).some(
            ([key, props]) =>
              key.startsWith("__reactProps$") && typeof (props as { onSubmit?: unknown }).onSubmit === "function",
          ),
        ),
      { message: "the scripted form has taken over" },
    )
    .toBe(true);
}

/**
 * Waits until the form behaves as the scripted one: it checks a field when the visitor leaves it
 * (an address typed wrong shows `message`), which the served form does not.
 */
export async function expectScripted(
  form: Locator,
  { email, next, message }: { email: string | RegExp; next: string | RegExp; message: string },
): Promise<void> {
  await expect
    .poll(async () => {
      await form.getByLabel(email).fill("not-an-address");
      await form.getByLabel(next).focus();
      return form.getByText(message).count();
    })
    .toBeGreaterThan(0);
}
