import { expect, test, type Locator, type Page } from "@playwright/test";
import { NEWSLETTER_MESSAGES } from "@/lib/newsletter/subscribe-schema";
import { queryRows } from "./helpers/db";
import { expectHydrated } from "./helpers/hydration";
import { holdScripts } from "./helpers/scripts";

/**
 * The contact form (low on the home page, in a location page's contact box) and the subscription
 * form (/newsletter) as a visitor meets them, on a phone and on a wide screen: the server sends a
 * complete form that posts by itself, the page's scripts hydrate that same form, and nothing typed,
 * focused or pressed in between is lost.
 */

interface FormCase {
  path: string;
  /** The form on that page. */
  form: (page: Page) => Locator;
  submit: string;
  /** The field typed into while the scripts are held, and the field checked when it is left. */
  name: RegExp;
  email: RegExp;
  emailError: string;
  /** Other required fields, filled once the form is scripted. */
  rest: Record<string, string>;
  api: string;
  thankYou: RegExp;
  /** What the scripted form shows once the server took a submission. */
  notice: (page: Page) => Locator;
  /** What the server stored for an address: one row per submission it took. */
  stored: (email: string) => Promise<unknown[]>;
  /** The one row a submission from `path` stores. */
  row: (email: string, path: string) => unknown;
}

const contactForm = (page: Page) => page.locator("form[action='/api/contact']");
const CONTACT = {
  form: contactForm,
  submit: "Send Message",
  name: /^Name/,
  email: /^Email/,
  emailError: "Please enter a valid email address.",
  rest: { Message: "Our server is down since this morning." },
  api: "**/api/contact",
  thankYou: /\/contact\/thank-you$/,
  notice: (page: Page) => page.getByRole("status").filter({ hasText: "Message Sent!" }),
  stored: (email: string) => queryRows(`SELECT "sourcePath" FROM "ContactMessage" WHERE "email" = $1`, [email]),
  row: (_email: string, path: string) => ({ sourcePath: path }),
} satisfies Omit<FormCase, "path">;

const CASES: FormCase[] = [
  { path: "/", ...CONTACT },
  { path: "/locations/markham", ...CONTACT },
  {
    path: "/newsletter",
    form: (page) => page.locator("form[action='/api/newsletter/subscribe']"),
    submit: "Subscribe",
    name: /^Name/,
    email: /^Email/,
    emailError: NEWSLETTER_MESSAGES.email,
    rest: {},
    api: "**/api/newsletter/subscribe",
    thankYou: /\/newsletter\/thank-you$/,
    notice: (page) => page.getByText("Subscription Successful!").first(),
    stored: (email) => queryRows(`SELECT "email" FROM "NewsletterSubscriber" WHERE "email" = $1`, [email]),
    row: (email) => ({ email }),
  },
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

let n = 0;
/** A unique forwarded address per test, so rate limits never decide a result. */
function forwardedFor(): string {
  n++;
  return `198.18.${(process.pid + n) % 250}.${(n % 250) + 1}`;
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

const isHydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));

/** The element's size on screen. */
const sizeOf = (element: Locator) =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });

const uniqueEmail = (kind: string, width: number) =>
  `${kind}-${width}-${process.pid}-${Date.now().toString(36)}@example.com`;

/** Fills the form's required fields with values the server takes. */
async function fillValid(page: Page, c: FormCase, email: string): Promise<Locator> {
  const form = c.form(page);
  await form.getByLabel(c.name).fill("Dr. Quick Press");
  await form.getByLabel(c.email).fill(email);
  for (const [label, value] of Object.entries(c.rest)) await form.getByLabel(label).fill(value);
  return form;
}

/**
 * Whichever answered — the browser's own post (the thank-you page) or the script (its notice, on
 * the same page) — the submission went through, and once.
 */
async function expectSentOnce(page: Page, c: FormCase, email: string): Promise<void> {
  await expect
    .poll(async () => {
      if (c.thankYou.test(page.url())) return "posted";
      if (new URL(page.url()).pathname === c.path && (await c.notice(page).isVisible())) return "scripted";
      return "nothing yet";
    })
    .toMatch(/^(posted|scripted)$/);
  expect(await c.stored(email)).toEqual([c.row(email, c.path)]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const c of CASES) {
      test(`${c.path}: the form works before its scripts, and what is typed before and after hydration stays and is sent without leaving the page`, async ({
        page,
      }) => {
        const errors = collectErrors(page);
        const held = await holdScripts(page);
        await page.goto(c.path, { waitUntil: "domcontentloaded" });

        // The server's form, complete, before any script has run.
        const form = c.form(page);
        await expect(form).toHaveAttribute("method", "post");
        await expect(form.getByRole("button", { name: c.submit, exact: true })).toBeVisible();
        for (const label of [c.name, c.email, ...Object.keys(c.rest)])
          await expect(form.getByLabel(label)).toBeVisible();
        expect(await isHydrated(form), "the scripts are held").toBe(false);

        // Typed before the scripts, the caret left inside the text.
        const name = form.getByLabel(c.name);
        await name.focus();
        await name.pressSequentially("Dr Lee");
        for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
        const before = await sizeOf(form);

        held.release();
        await expectHydrated(form);
        // The same field, still focused, the caret where it was: typing goes on in place.
        await expect(name).toBeFocused();
        await page.keyboard.type(".");
        await expect(name).toHaveValue("Dr. Lee");
        expect(await sizeOf(form), "the form kept its size when its scripts arrived").toEqual(before);

        // Scripted now: a field is checked when it is left.
        const email = form.getByLabel(c.email);
        await email.fill("not-an-address");
        await name.focus();
        await expect(form.getByText(c.emailError)).toBeVisible();
        await email.fill("dr.lee@example.ca");
        for (const [label, value] of Object.entries(c.rest)) await form.getByLabel(label).fill(value);

        // Sent by the script (answered here, so nothing is stored), and the page stays.
        let sent: Record<string, unknown> | undefined;
        await page.route(c.api, async (route) => {
          sent = route.request().postDataJSON() as Record<string, unknown>;
          await route.fulfill({ status: 201, json: { success: true, message: "Thank you." } });
        });
        await form.getByRole("button", { name: c.submit, exact: true }).click();
        await expect(c.notice(page)).toBeVisible();
        await expect(page).toHaveURL(c.path);
        expect(sent).toMatchObject({ name: "Dr. Lee", email: "dr.lee@example.ca", sourcePath: c.path });
        expect(errors).toEqual([]);
      });

      test(`${c.path}: a press on "${c.submit}" as soon as the form is there is never lost`, async ({ page }) => {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
        const email = uniqueEmail("quick", viewport.width);
        await page.goto(c.path, { waitUntil: "commit" });
        const form = await fillValid(page, c, email);
        await form.getByRole("button", { name: c.submit, exact: true }).click();
        await expectSentOnce(page, c, email);
      });

      test(`${c.path}: a press on "${c.submit}" before any script has run is the browser's own post, answered by the thank-you page`, async ({
        page,
      }) => {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
        const email = uniqueEmail("early", viewport.width);
        const held = await holdScripts(page);
        await page.goto(c.path, { waitUntil: "domcontentloaded" });
        const form = await fillValid(page, c, email);
        await form.getByRole("button", { name: c.submit, exact: true }).click();
        await expect(page).toHaveURL(c.thankYou);
        expect(await c.stored(email)).toEqual([c.row(email, c.path)]);
        held.release();
      });

      test(`${c.path}: a press on "${c.submit}" held while the scripts arrive is not lost`, async ({ page }) => {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
        const email = uniqueEmail("held", viewport.width);
        const held = await holdScripts(page);
        await page.goto(c.path, { waitUntil: "domcontentloaded" });
        const form = await fillValid(page, c, email);
        const send = form.getByRole("button", { name: c.submit, exact: true });
        // Scrolled to and pointed at as a click would be (the location page's contact box is sticky).
        await send.hover();
        await page.mouse.down();
        // The scripts arrive and hydrate the form under the pressed button.
        held.release();
        await expectHydrated(form);
        await page.mouse.up();
        await expectSentOnce(page, c, email);
      });
    }
  });
}

test("reached by a client-side navigation, the home page's contact form is scripted", async ({ page }) => {
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  const errors = collectErrors(page);
  await page.evaluate(() => ((window as unknown as { __stayed?: boolean }).__stayed = true));
  await page.locator("header a[href='/']").first().click();
  await expect(page).toHaveURL("/");
  const form = contactForm(page);
  await form.getByLabel(/^Email/).fill("not-an-address");
  await form.getByLabel("Message").focus();
  await expect(form.getByText(CONTACT.emailError)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  expect(errors).toEqual([]);
});
