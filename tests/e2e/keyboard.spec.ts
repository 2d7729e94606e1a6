import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { CHECKLIST_CATEGORIES, type ChecklistAnswer } from "@/content/checklist";
import { LEGAL_NAV, MAIN_NAV, SERVICE_NAV, SUPPORT_LINK } from "@/content/navigation";
import { ANSWERS_STORAGE_KEY } from "@/lib/browser/checklist-answers";
import { expectHydrated } from "./helpers/hydration";
import { describeFocus, expectFocusVisible, focusProblems, pressAndExpectFocus, tabUntil } from "./helpers/keyboard";
import { STAFF, ensureStaffUser } from "./helpers/staff";

/**
 * The keyboard-only walk: every interactive component of the site driven with Tab, Shift+Tab,
 * Enter, Space, Escape and the arrow keys alone, from the top of the page. After each step the
 * test asserts which element has focus and that a sighted keyboard user can see it
 * (helpers/keyboard.ts); no control under test is clicked or focused by script.
 */

test.describe.configure({ mode: "parallel" });

const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** The way a keyboard user passes the header: the skip link, then on into the main content. */
async function skipToMain(page: Page): Promise<void> {
  await pressAndExpectFocus(page, "Tab", page.getByRole("link", { name: "Skip to main content" }));
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
}

test.describe("skip link", () => {
  test("the first Tab shows it; Enter moves focus to the main content, and the next Tab starts there", async ({
    page,
  }) => {
    await page.goto("/about");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await pressAndExpectFocus(page, "Tab", skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusedIs(page, "main *"), `after the skip link, Tab went to ${await describeFocus(page)}`).toBe(true);
    await expectFocusVisible(page);
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const order = [
    ...MAIN_NAV.map((l) => l.label),
    ...SERVICE_NAV.map((l) => l.label),
    SUPPORT_LINK.label,
    BUSINESS.phones.main.display,
    ...LEGAL_NAV.map((l) => l.label),
  ];

  test("closed, its links are out of the Tab order; Enter and Space open it, Tab walks its links in visual order, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    // The menu is a <details> disclosure: its toggle is the <summary>, whose name follows its state.
    const toggle = page.getByRole("banner").locator("summary");
    const details = page.getByRole("banner").locator("details");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAccessibleName("Open menu");

    // Skip link, logo, call, accessibility, then the menu button; the closed menu's links are never a stop.
    const stops = await tabUntil(page, toggle, { max: 5 });
    expect(stops[0]).toContain("Skip to main content");
    await page.keyboard.press("Tab");
    expect(
      await focusedIs(page, "main *"),
      `after the closed menu button, Tab went to ${await describeFocus(page)}`,
    ).toBe(true);
    await pressAndExpectFocus(page, "Shift+Tab", toggle);

    await page.keyboard.press("Enter");
    const close = toggle;
    await expect(details).toHaveAttribute("open");
    await expect(close).toHaveAccessibleName("Close menu");
    await expect(close).toBeFocused();
    await expectFocusVisible(page, "menu button after opening");
    await expect(menu).toBeVisible();

    const links = menu.getByRole("link");
    await expect(links).toHaveCount(order.length);
    for (const [i, name] of order.entries()) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i), `Tab stop ${i + 1} in the menu`).toBeFocused();
      await expect(links.nth(i)).toHaveAccessibleName(
        new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`),
      );
      await expectFocusVisible(page, `menu link "${name}"`);
    }
    // Back up one link, then Escape closes from inside the menu and focus returns to the button.
    await pressAndExpectFocus(page, "Shift+Tab", links.nth(order.length - 2));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(details).not.toHaveAttribute("open");
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page, "menu button after Escape");

    // Space opens it too; Escape on the button itself closes it.
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("Tab past the last link leaves the menu closed behind it, so focus is never hidden under the open panel", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("banner").locator("summary");
    await tabUntil(page, toggle, { max: 5 });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const last = menu.getByRole("link").last();
    await tabUntil(page, last, { max: order.length + 1 });
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").locator("details")).not.toHaveAttribute("open");
    expect(await focusedIs(page, "main *"), `after the last menu link, Tab went to ${await describeFocus(page)}`).toBe(
      true,
    );
    await expectFocusVisible(page, "first stop after the menu");
  });

  test("a tap outside the open menu puts it away, a tap inside keeps it", async ({ page }) => {
    await page.goto("/");
    const details = page.getByRole("banner").locator("details");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const widget = page.getByRole("button", { name: "Accessibility options" });
    // The menu's listeners are attached once the header island has hydrated.
    await expectHydrated(details);
    await page.getByRole("banner").locator("summary").click();
    await expect(menu).toBeVisible();
    await menu.locator(".menu-label").first().click();
    await expect(menu).toBeVisible();
    // The header's accessibility button, outside the menu: the menu closes and the panel opens.
    await widget.click();
    await expect(menu).toBeHidden();
    await expect(details).not.toHaveAttribute("open");
    await expect(page.getByRole("region", { name: "Accessibility options" })).toBeVisible();
  });
});

test.describe("accordions", () => {
  for (const url of ["/faq", "/locations/toronto", "/services/managed-it/toronto"]) {
    test(`${url}: Tab reaches each question; Enter and Space open and close it, one open at a time`, async ({
      page,
    }) => {
      await page.goto(url);
      await skipToMain(page);
      const items = page.locator("main details");
      expect(await items.count()).toBeGreaterThan(1);
      const first = items.nth(0);
      const second = items.nth(1);
      await tabUntil(page, first.locator("summary"), { max: 60 });
      await expect(first).not.toHaveAttribute("open");
      await expect(first.locator("summary + div")).toBeHidden();

      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("open");
      await expect(first.locator("summary + div")).toBeVisible();
      await expect(first.locator("summary")).toBeFocused();
      await expectFocusVisible(page, "summary after Enter");

      // The open answer holds no control, so the next Tab is the next question.
      await pressAndExpectFocus(page, "Tab", second.locator("summary"));
      await page.keyboard.press("Space");
      await expect(second).toHaveAttribute("open");
      await expect(first).not.toHaveAttribute("open");
      await expect(second.locator("summary + div")).toBeVisible();
      await page.keyboard.press("Space");
      await expect(second).not.toHaveAttribute("open");
      await expect(second.locator("summary + div")).toBeHidden();
      await pressAndExpectFocus(page, "Shift+Tab", first.locator("summary"));
    });
  }
});

test.describe("home: carousel and partner strip", () => {
  test("Pause/Play, the testimonial dots and the partner strip's Pause/Play work with Tab, Enter and Space", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const pause = carousel.getByRole("button", { name: "Pause testimonial rotation" });
    await skipToMain(page);
    await tabUntil(page, pause, { max: 60 });

    await page.keyboard.press("Enter");
    const play = carousel.getByRole("button", { name: "Play testimonial rotation" });
    await expect(play).toBeFocused();
    await expectFocusVisible(page, "carousel Play");
    await page.keyboard.press("Space");
    await expect(pause).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(play).toBeFocused();

    // The dots follow the button, in order; Enter and Space show their slide.
    for (const n of [1, 2, 3])
      await pressAndExpectFocus(page, "Tab", carousel.getByRole("button", { name: `Show testimonial ${n} of 3` }));
    await page.keyboard.press("Enter");
    await expect(slides.nth(2)).toHaveAttribute("aria-hidden", "false");
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    await expect(carousel.getByRole("button", { name: "Show testimonial 3 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await pressAndExpectFocus(page, "Shift+Tab", carousel.getByRole("button", { name: "Show testimonial 2 of 3" }));
    await page.keyboard.press("Space");
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");
    await expect(slides.nth(2)).toHaveAttribute("aria-hidden", "true");

    // Then the partner strip, whose logos are not controls: its Pause/Play is the next stop.
    const partnersPause = page.getByRole("button", { name: "Pause partner logos" });
    const stops = await tabUntil(page, partnersPause, { max: 3 });
    expect(stops).toHaveLength(2); // the last dot, then the strip's button
    const track = page.locator(".partners-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await page.keyboard.press("Enter");
    const partnersPlay = page.getByRole("button", { name: "Play partner logos" });
    await expect(partnersPlay).toBeFocused();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await expectFocusVisible(page, "partner strip Play");
    await page.keyboard.press("Space");
    await expect(partnersPause).toBeFocused();
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("with reduced motion the carousel starts still, and its Play button really starts it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const play = carousel.getByRole("button", { name: "Play testimonial rotation" });
    await skipToMain(page);
    await tabUntil(page, play, { max: 60 });
    await page.keyboard.press("Enter");
    const pause = carousel.getByRole("button", { name: "Pause testimonial rotation" });
    await expect(pause).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(play).toBeFocused();
    // The partner strip stands still for reduced motion and offers no button.
    await expect(page.getByRole("button", { name: /partner logos/ })).toBeHidden();
  });
});

type Label = "Yes" | "No" | "Not Sure";
const VALUE: Record<Label, ChecklistAnswer> = { Yes: "yes", No: "no", "Not Sure": "unsure" };
const ALL_YES = Object.fromEntries(
  CHECKLIST_CATEGORIES.map((c) => [c.id, Object.fromEntries(c.questions.map((q) => [q.id, VALUE.Yes]))]),
);

test.describe("health checklist", () => {
  test("tabs move with the arrow keys, Home and End; Tab enters the panel; radios answer with Space and the arrow keys", async ({
    page,
  }) => {
    await page.goto("/health-checklist");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(CHECKLIST_CATEGORIES.length);
    const [security, backup] = [tabs.nth(0), tabs.nth(1)];
    await tabUntil(page, security, { max: 40 });
    await expect(security).toHaveAttribute("aria-selected", "true");

    await pressAndExpectFocus(page, "ArrowRight", backup);
    await expect(backup).toHaveAttribute("aria-selected", "true");
    await pressAndExpectFocus(page, "End", tabs.last());
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    await pressAndExpectFocus(page, "ArrowRight", security); // wraps
    await pressAndExpectFocus(page, "ArrowLeft", tabs.last());
    await pressAndExpectFocus(page, "Home", security);
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName(/Security & Privacy/);

    // One Tab stop for the tab list: the next Tab is the panel, then each question's radio group.
    const panel = page.getByRole("tabpanel");
    await pressAndExpectFocus(page, "Tab", panel);
    const groups = panel.getByRole("group");
    const firstYes = groups.nth(0).getByRole("radio", { name: "Yes", exact: true });
    await pressAndExpectFocus(page, "Tab", firstYes);
    await expect(firstYes).not.toBeChecked();
    await page.keyboard.press("Space");
    await expect(firstYes).toBeChecked();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await page.keyboard.press("ArrowRight");
    const firstNo = groups.nth(0).getByRole("radio", { name: "No", exact: true });
    await expect(firstNo).toBeFocused();
    await expect(firstNo).toBeChecked();
    await expectFocusVisible(page, "radio after ArrowRight");
    await pressAndExpectFocus(page, "ArrowDown", groups.nth(0).getByRole("radio", { name: "Not Sure", exact: true }));
    await expect(groups.nth(0).getByRole("radio", { name: "Not Sure", exact: true })).toBeChecked();

    // A radio group is one stop: Tab goes on to the next question's first radio.
    await pressAndExpectFocus(page, "Tab", groups.nth(1).getByRole("radio", { name: "Yes", exact: true }));
    await pressAndExpectFocus(page, "Shift+Tab", groups.nth(0).getByRole("radio", { name: "Not Sure", exact: true }));
  });

  test("View Results and the Email Results dialog: opens by keyboard, keeps focus inside, Escape and Cancel close it and focus returns", async ({
    page,
  }) => {
    await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
      key: ANSWERS_STORAGE_KEY,
      value: JSON.stringify(ALL_YES),
    });
    await page.goto("/health-checklist");
    const tabs = page.getByRole("tab");
    await tabUntil(page, tabs.first(), { max: 40 });
    await pressAndExpectFocus(page, "End", tabs.last());
    await tabUntil(page, page.getByRole("button", { name: "View Results" }), { max: 12 });
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: "Your IT Health Assessment Results" });
    await expect(heading).toBeFocused();

    const emailButton = page.getByRole("button", { name: "Email Results" });
    await tabUntil(page, emailButton, { max: 20 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Email Your Results" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Email address/)).toBeFocused();
    await expectFocusVisible(page, "e-mail field on opening");

    // Focus cycles inside the dialog both ways and never reaches the page behind it.
    const stops: string[] = [];
    for (const key of [
      "Tab",
      "Tab",
      "Tab",
      "Tab",
      "Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
    ]) {
      await page.keyboard.press(key);
      stops.push(await describeFocus(page));
      expect(
        await dialog.evaluate((d) => d.contains(document.activeElement)),
        `${key} left the dialog: ${stops.join(" → ")}`,
      ).toBe(true);
      expect(await focusProblems(page), `${key} → ${stops.at(-1)}`).toEqual([]);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(emailButton).toBeFocused();
    await expectFocusVisible(page, "Email Results after Escape");

    // Space opens it again; Cancel (reached by Tab) closes it and focus returns again.
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await tabUntil(page, dialog.getByRole("button", { name: "Cancel" }), { max: 6 });
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(emailButton).toBeFocused();
  });
});

test.describe("accessibility widget", () => {
  test("opens from the keyboard with focus inside, Tab walks it in order, Escape and its Close button return focus", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const toggle = page.getByRole("button", { name: "Accessibility options" });
    // The widget's button has its place in the header: skip link, logo, call, Get Support, then it.
    await tabUntil(page, toggle, { max: 5 });
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Accessibility options" });
    await expect(panel).toBeVisible();
    const closeInPanel = panel.getByRole("button", { name: "Close accessibility options" });
    await expect(closeInPanel).toBeFocused();
    await expectFocusVisible(page, "panel's Close button on opening");

    await pressAndExpectFocus(page, "Tab", panel.getByRole("radio", { name: "Standard" }));
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("radio", { name: "High Contrast" })).toBeChecked();
    await expect(page.locator("body")).toHaveClass(/high-contrast/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.locator("body")).not.toHaveClass(/high-contrast/);
    const smaller = panel.getByRole("button", { name: "Decrease text size" });
    await pressAndExpectFocus(page, "Tab", smaller);
    await page.keyboard.press("Enter");
    await expect(panel.locator("output")).toHaveText("90%");
    // Decrease is now at its bound and unavailable; focus must stay on it, not drop to the page.
    await expect(smaller).toBeDisabled();
    await expect(smaller).toBeFocused();
    await expectFocusVisible(page, "Decrease at its bound");
    await pressAndExpectFocus(page, "Tab", panel.getByRole("button", { name: "Increase text size" }));
    await page.keyboard.press("Enter");
    await expect(panel.locator("output")).toHaveText("100%");
    await page.keyboard.press("Enter");
    await expect(panel.locator("output")).toHaveText("110%");
    const reset = panel.getByRole("button", { name: "Reset" });
    await pressAndExpectFocus(page, "Tab", reset);
    await page.keyboard.press("Enter");
    await expect(panel.locator("output")).toHaveText("100%");
    await expect(reset).toBeDisabled();
    await expect(reset).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page, "widget button after Escape");

    await page.keyboard.press("Space");
    await expect(closeInPanel).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("accessibility panel: put away when the visitor turns elsewhere", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px a tap elsewhere or focus moving past it closes it, leaving focus where it went`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/privacy-policy");
      const toggle = page.getByRole("button", { name: "Accessibility options" });
      const panel = page.getByRole("region", { name: "Accessibility options" });
      await toggle.click();
      await expect(panel).toBeVisible();
      // A tap inside the panel, away from its controls, keeps it open.
      await panel.getByRole("heading", { name: "Accessibility", exact: true }).click();
      await expect(panel).toBeVisible();
      // A tap on the page (the footer, clear of the panel) closes it.
      await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");

      // Focus moving on to the page closes it, and stays where it went.
      await page.evaluate(() => window.scrollTo(0, 0));
      await toggle.click();
      await expect(panel).toBeVisible();
      await page.locator("#main-content").focus();
      await expect(panel).toBeHidden();
      await expect(page.locator("#main-content")).toBeFocused();
    });
  }
});

test.describe("staff sign-in", () => {
  test("Tab order username → password → Sign in; a failure is announced with focus kept; a keyboard-only sign-in reaches the staff area", async ({
    page,
  }) => {
    await ensureStaffUser();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.2.${Math.floor(Math.random() * 250) + 1}` });
    await page.goto("/admin/sign-in");
    const username = page.getByLabel("Username");
    const password = page.getByLabel("Password");
    const submit = page.getByRole("button", { name: "Sign in" });
    await pressAndExpectFocus(page, "Tab", page.getByRole("link", { name: "Skip to main content" }));
    await pressAndExpectFocus(page, "Tab", username);
    await pressAndExpectFocus(page, "Tab", password);
    await pressAndExpectFocus(page, "Tab", submit);
    await pressAndExpectFocus(page, "Shift+Tab", password);
    await pressAndExpectFocus(page, "Shift+Tab", username);

    // A wrong password (for a user that does not exist, so no real account is locked by the run).
    await page.keyboard.type("e2e-keyboard-nobody");
    await page.keyboard.press("Tab");
    await page.keyboard.type("not the password");
    await page.keyboard.press("Enter");
    const alert = page.getByRole("alert").filter({ hasText: "The username or password is incorrect." });
    await expect(alert).toBeVisible();
    await expect(password).toBeFocused();
    await expectFocusVisible(page, "after a failed sign-in from the password field");

    // The same from the Sign in button: focus must not drop to the page while the request runs.
    await page.keyboard.press("Tab");
    await expect(submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(submit).toHaveText("Sign in");
    await expect(alert).toBeVisible();
    expect(
      await focusProblems(page),
      `after a failed sign-in from the button, focus is on ${await describeFocus(page)}`,
    ).toEqual([]);

    // Now the right credentials, typed.
    await tabUntil(page, username, { max: 4, backwards: true });
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(STAFF.username);
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(STAFF.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/leads/);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  });
});
