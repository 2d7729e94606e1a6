import { expect, test } from "@playwright/test";
import { holdScripts } from "./helpers/scripts";

/**
 * A visitor on a slow phone can type into a form before its scripts have run: the server sends a
 * complete, working form. When the scripts arrive and hydrate it, what was typed must stay in the
 * fields — and then go out with the scripted submission.
 */

const TYPED = {
  name: "Dr. Early Typist",
  email: "early.typist@example.com",
  message: "Typed before the page's scripts arrived.",
};

for (const path of ["/contact", "/"]) {
  test(`${path}: what a visitor typed into the contact form before its scripts ran is kept when they hydrate it`, async ({
    page,
  }) => {
    const held = await holdScripts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.getByLabel(/^Name/).fill(TYPED.name);
    await form.getByLabel("Email").fill(TYPED.email);
    await form.getByLabel("Message").fill(TYPED.message);

    held.release();
    // Hydrated: the scripted form checks a field when it is left (the server's form does not).
    await expect
      .poll(async () => {
        await form.getByLabel("Email").fill("not-an-address");
        await form.getByLabel("Message").focus();
        return form.getByText(/valid e-mail|valid email/i).count();
      })
      .toBeGreaterThan(0);
    await form.getByLabel("Email").fill(TYPED.email);
    await expect(form.getByLabel(/^Name/)).toHaveValue(TYPED.name);
    await expect(form.getByLabel("Message")).toHaveValue(TYPED.message);

    // And the scripted submission sends it (answered here, so no row is stored by this test).
    let sent: Record<string, unknown> | undefined;
    await page.route("**/api/contact", async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 201, json: { success: true, message: "Thank you." } });
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    expect(sent).toMatchObject(TYPED);
  });
}

test("/contact/check: text added to the kept message before the scripts ran survives hydration and is sent", async ({
  page,
}) => {
  const held = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = () => page.locator("form").filter({ has: page.getByLabel("Message") });
  await form().getByLabel(/^Name/).fill(TYPED.name);
  await form().getByLabel("Email").fill("not-an-address");
  await form().getByLabel("Message").fill("Call me");
  // The server's form posts itself; the check page comes back with the scripts still held.
  await form().getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/check$/);
  await expect(form().getByLabel("Message")).toHaveValue("Call me");
  await form().getByLabel("Email").fill(TYPED.email);
  await form().getByLabel("Message").fill("Call me back about our server, please.");

  held.release();
  // Hydrated: the scripted form checks a field when it is left.
  await expect
    .poll(async () => {
      await form().getByLabel(/^Name/).fill("Q");
      await form().getByLabel("Email").focus();
      return form()
        .getByText(/at least 2 characters/i)
        .count();
    })
    .toBeGreaterThan(0);
  await form().getByLabel(/^Name/).fill(TYPED.name);
  await expect(form().getByLabel("Message")).toHaveValue("Call me back about our server, please.");

  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/contact", async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 201, json: { success: true, message: "Thank you." } });
  });
  await form().getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(sent).toMatchObject({ ...TYPED, message: "Call me back about our server, please." });
});
