import { expect, test, type Page } from "@playwright/test";
import {
  expectScripted as expectScriptedForm,
  FORM_LIBRARY_MARKER,
  holdLaterScripts,
  isServed as isServedForm,
  markServed as markServedForm,
  SCRIPT_URL,
  watchScriptsHolding,
} from "./helpers/take-over";

/**
 * The contact form low on the home and location pages loads its script only as the visitor
 * approaches it (components/contact/contact-form-on-approach.tsx): until then the served form is
 * complete and posts by itself; then the scripted form replaces it, keeping what was typed, the
 * focus and the caret, and never swallowing a press that began on the served form
 * (docs/decisions/0018-forms-taken-over-on-approach.md).
 */

/** Scripts the page loads that hold the scripted contact form (its success view's button text). */
const watchFormScripts = (page: Page) => watchScriptsHolding(page, "Send Another Message");

const contactForm = (page: Page) => page.locator("form.contact-form");

const markServed = (page: Page) => markServedForm(page, "form.contact-form");
const isServed = (page: Page) => isServedForm(page, "form.contact-form");

/** The scripted form checks a field when it is left; the served one does not. */
const expectScripted = (page: Page) =>
  expectScriptedForm(contactForm(page), {
    email: "Email",
    next: "Message",
    message: "Please enter a valid email address.",
  });

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ["/", "/locations/markham"]) {
  test(`${path}: the contact form's script loads only as the visitor approaches the form`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const loaded = watchFormScripts(page);
    const library = watchScriptsHolding(page, FORM_LIBRARY_MARKER);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const form = contactForm(page);
    await expect(form).toHaveAttribute("action", "/api/contact");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeAttached();
    expect(loaded, "loaded with the page").toEqual([]);
    expect(library, "the form library loaded with the page").toEqual([]);

    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
    await expect.poll(() => library.length, { message: "the form library came with the take-over" }).toBeGreaterThan(0);
    await expectScripted(page);
    expect(errors).toEqual([]);
  });
}

test("taken over while the visitor types: the text, the focus and the caret carry on", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await markServed(page);
  const held = await holdLaterScripts(page);
  const message = contactForm(page).getByLabel("Message");
  // Focus reaches into the form before it is scrolled near: that starts the load (held here).
  await message.focus();
  await message.pressSequentially("Our server");
  await expect.poll(held.requested).toBeGreaterThan(0);
  expect(await isServed(page)).toBe(true);

  held.release();
  await expect.poll(() => isServed(page)).toBe(false);
  await expect(message).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("X");
  await page.keyboard.press("End");
  await page.keyboard.type(" is down");
  await expect(message).toHaveValue("Our serveXr is down");

  // What was carried over goes out with the scripted submission (answered here: nothing stored),
  // and a second message starts from empty fields, not from what the served form held.
  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/contact", async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 201, json: { success: true, message: "Thank you." } });
  });
  const form = contactForm(page);
  await form.getByLabel(/^Name/).fill("Dr. Carried Over");
  await form.getByLabel("Email").fill("carried.over@example.com");
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.getByRole("button", { name: "Send Another Message" }).click();
  expect(sent).toMatchObject({ name: "Dr. Carried Over", message: "Our serveXr is down" });
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
  await expect(contactForm(page).getByLabel(/^Name/)).toHaveValue("");
});

test("a press that began on the served form is not lost when the script arrives under it", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const held = await holdLaterScripts(page);
  const send = contactForm(page).getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  const box = (await send.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(held.requested).toBeGreaterThan(0);
  const arrived = page.waitForResponse(SCRIPT_URL);
  held.release();
  // The script arrives and runs while the button is still held down (a few turns of the page's
  // event loop after its response: evaluated, then its promise settled).
  await (await arrived).finished();
  for (let turn = 0; turn < 5; turn++) await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
  await page.mouse.up();
  // The click went to the served form, which posted the empty form: the server sends it back
  // with its errors, on its check page.
  await expect(page).toHaveURL(/\/contact\/check$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your message was not sent yet" })).toBeVisible();
});

test("reached by a client-side navigation, the home page's contact form is scripted as it comes near", async ({
  page,
}) => {
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.evaluate(() => ((window as unknown as { __stayed?: boolean }).__stayed = true));
  await page.locator("header a[href='/']").first().click();
  await expect(page).toHaveURL("/");
  await contactForm(page).scrollIntoViewIfNeeded();
  await expectScripted(page);
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  expect(errors).toEqual([]);
});
