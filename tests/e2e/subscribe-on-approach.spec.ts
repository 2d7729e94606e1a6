import { expect, test, type Page } from "@playwright/test";
import { NEWSLETTER_MESSAGES } from "@/lib/newsletter/subscribe-schema";
import {
  expectScripted as expectScriptedForm,
  FORM_LIBRARY_MARKER,
  holdLaterScripts,
  isServed,
  markServed,
  watchScriptsHolding,
} from "./helpers/take-over";

/**
 * The subscription form on /newsletter is served as markup that posts by itself and is taken over
 * by its script as the visitor approaches it (components/newsletter/subscribe-form-on-approach.tsx,
 * docs/decisions/0018-forms-taken-over-on-approach.md): on a phone, where it sits below the
 * reasons to subscribe, the script is not part of loading the page.
 */

const FORM = "form[action='/api/newsletter/subscribe']";
const subscribeForm = (page: Page) => page.locator(FORM);
/** Scripts that hold the scripted form (its success notice). */
const watchFormScripts = (page: Page) => watchScriptsHolding(page, "Subscription Successful!");

/** The scripted form checks a field when it is left; the served one does not. */
const expectScripted = (page: Page) =>
  expectScriptedForm(subscribeForm(page), { email: /^Email/, next: /^Name/, message: NEWSLETTER_MESSAGES.email });

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the form's script loads only as the visitor approaches the form", async ({ page }) => {
    const errors = collectErrors(page);
    const loaded = watchFormScripts(page);
    const library = watchScriptsHolding(page, FORM_LIBRARY_MARKER);
    await page.goto("/newsletter");
    await page.waitForLoadState("networkidle");
    const form = subscribeForm(page);
    await expect(form.getByRole("button", { name: "Subscribe", exact: true })).toBeAttached();
    await expect(form.getByRole("heading", { name: "Subscribe to Our Newsletter" })).toBeAttached();
    expect(loaded, "loaded with the page").toEqual([]);
    expect(library, "the form library loaded with the page").toEqual([]);

    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
    await expect.poll(() => library.length, { message: "the form library came with the take-over" }).toBeGreaterThan(0);
    await expectScripted(page);
    expect(errors).toEqual([]);
  });

  test("taken over while the visitor types: the text, the focus and the caret carry on", async ({ page }) => {
    await page.goto("/newsletter");
    await page.waitForLoadState("networkidle");
    await markServed(page, FORM);
    const held = await holdLaterScripts(page);
    const name = subscribeForm(page).getByLabel(/^Name/);
    // Focus reaches into the form before it is scrolled near: that starts the load (held here).
    await name.focus();
    await name.pressSequentially("Dr Lee");
    await expect.poll(held.requested).toBeGreaterThan(0);
    expect(await isServed(page, FORM)).toBe(true);

    held.release();
    await expect.poll(() => isServed(page, FORM)).toBe(false);
    await expect(name).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.type(".");
    await expect(name).toHaveValue("Dr. Lee");

    // What was carried over goes out with the scripted submission (answered here: nothing stored).
    let sent: Record<string, unknown> | undefined;
    await page.route("**/api/newsletter/subscribe", async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 201, json: { message: "Check your inbox." } });
    });
    const form = subscribeForm(page);
    await form.getByLabel(/^Email/).fill("dr.lee@example.ca");
    await form.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page.getByText("Subscription Successful!").first()).toBeVisible();
    expect(sent).toMatchObject({ email: "dr.lee@example.ca", name: "Dr. Lee", sourcePath: "/newsletter" });
    await expect(name).toHaveValue("");
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the form is in view when the page opens, so its script loads with the page", async ({ page }) => {
    const errors = collectErrors(page);
    const loaded = watchFormScripts(page);
    await page.goto("/newsletter");
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
    await expectScripted(page);
    expect(errors).toEqual([]);
  });
});
