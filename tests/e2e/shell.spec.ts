import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { LEGAL_NAV, MAIN_NAV, SERVICE_NAV } from "@/content/navigation";
import { STORAGE_KEYS } from "@/lib/core/display-preferences";
import { expectPageQualityInAllModes } from "./helpers/display-modes";
import { expectHydrated } from "./helpers/hydration";
import { expectNoAxeViolations } from "./helpers/quality";

async function tabUntilFocused(page: Page, matches: (el: Element) => boolean, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const hit = await page.evaluate(`(${matches.toString()})(document.activeElement)`);
    if (hit) return;
  }
  throw new Error("focus never reached the expected element");
}

test.describe("desktop header and footer (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("skip link, header links with aria-current, phone and Get Support work from the keyboard", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of MAIN_NAV)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About", exact: true })).not.toHaveAttribute("aria-current", "page");

    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: `Call ${BUSINESS.phones.main.display}` })).toHaveAttribute(
      "href",
      "tel:+14165550142",
    );
    await expect(banner.getByRole("link", { name: "Get Support" })).toHaveAttribute("href", "/support");
    await expect(banner.locator("summary")).toBeHidden();

    // Keyboard focus reaches the header links and shows a visible outline.
    await page.goto("/");
    await tabUntilFocused(page, (el) => el.textContent === "Dental Practice Blog");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("the footer has every group and this year's copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Quick Links", "Services", "Contact", "Follow Us"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    for (const s of SERVICE_NAV)
      await expect(footer.getByRole("link", { name: s.label, exact: true })).toHaveAttribute("href", s.href);
    for (const l of LEGAL_NAV)
      await expect(footer.getByRole("link", { name: l.label, exact: true })).toHaveAttribute("href", l.href);
    await expect(footer.getByRole("link", { name: "Urgent Support", exact: true })).toHaveAttribute("href", "/support");
    await expect(footer.getByRole("link", { name: /King Street East/ })).toHaveAttribute("href", "/location");
    await expect(footer.getByRole("link", { name: BUSINESS.emails.info })).toHaveAttribute(
      "href",
      `mailto:${BUSINESS.emails.info}`,
    );
    await expect(footer.getByRole("link", { name: /on (Facebook|X \(Twitter\)|LinkedIn)/ })).toHaveCount(3);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${BUSINESS.name}`);
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes with the keyboard, holds every link, Escape returns focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // A <details> disclosure: the <summary> is the toggle and the browser exposes its state.
    const toggle = page.getByRole("banner").locator("summary");
    const details = page.getByRole("banner").locator("details");
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(details).not.toHaveAttribute("open");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(details).toHaveAttribute("open");
    await expect(toggle).toHaveAccessibleName("Close menu");
    for (const l of [...MAIN_NAV, ...SERVICE_NAV, ...LEGAL_NAV]) {
      await expect(menu.getByRole("link", { name: l.label, exact: true })).toHaveAttribute("href", l.href);
    }
    await expect(menu.getByRole("link", { name: "Get Support" })).toHaveAttribute("href", "/support");
    await expect(menu.getByRole("link", { name: BUSINESS.phones.main.display })).toHaveAttribute(
      "href",
      "tel:+14165550142",
    );
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");

    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expectNoAxeViolations(page, "/ (menu closed again)");
  });
});

test.describe("accessibility widget", () => {
  test("keyboard: high contrast, text size bounds, theme, more options; choices survive a reload before first paint", async ({
    page,
  }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Accessibility options" });
    await open.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Accessibility options" });
    await expect(panel).toBeVisible();

    await panel.getByRole("radio", { name: "High Contrast" }).check();
    await expect(page.locator("body")).toHaveClass(/high-contrast/);

    const bigger = panel.getByRole("button", { name: "Increase text size" });
    const smaller = panel.getByRole("button", { name: "Decrease text size" });
    await smaller.click();
    await expect(panel.locator("output")).toHaveText("90%");
    await expect(smaller).toBeDisabled();
    for (let i = 0; i < 6; i++) await bigger.click();
    await expect(panel.locator("output")).toHaveText("150%");
    await expect(bigger).toBeDisabled();
    await panel.getByRole("button", { name: "Reset" }).click();
    await expect(panel.locator("output")).toHaveText("100%");
    await bigger.click();
    await bigger.click();
    await expect(page.locator("html")).toHaveAttribute("style", /font-size: 120%/);

    await panel.getByRole("radio", { name: "Dark" }).check();
    await expect(page.locator("html")).toHaveClass(/dark/);

    await panel.getByRole("button", { name: "More options" }).click();
    await expect(panel.getByRole("link", { name: "Read our accessibility statement" })).toHaveAttribute(
      "href",
      "/accessibility",
    );

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    expect(
      await page.evaluate(
        (k) => [localStorage.getItem(k.highContrast), localStorage.getItem(k.fontSize), localStorage.getItem(k.theme)],
        STORAGE_KEYS,
      ),
    ).toEqual(["true", "120", "dark"]);

    // Record the state at the first animation frame that has content to paint (the skip link is
    // the first element after the preferences script), before React has run.
    await page.addInitScript(() => {
      const check = () => {
        const body = document.body;
        if (body && body.querySelector('a[href="#main-content"]')) {
          (window as unknown as { __firstFrame: unknown }).__firstFrame = {
            hc: body.classList.contains("high-contrast"),
            dark: document.documentElement.classList.contains("dark"),
            font: document.documentElement.style.fontSize,
          };
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await page.waitForFunction(() => "__firstFrame" in window);
    expect(await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)).toEqual({
      hc: true,
      dark: true,
      font: "120%",
    });

    // The widget reflects the stored choices after the reload.
    await page.getByRole("button", { name: "Accessibility options" }).click();
    await expect(panel.getByRole("radio", { name: "High Contrast" })).toBeChecked();
    await expect(panel.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(panel.locator("output")).toHaveText("120%");
  });

  test("system theme follows the device", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await page.evaluate((k) => localStorage.setItem(k.theme, "system"), STORAGE_KEYS);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // While the page is open too, with the accessibility panel never opened.
    await expectHydrated(page.getByRole("button", { name: "Accessibility options" }));
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(page.getByRole("region", { name: "Accessibility options" })).toHaveCount(0);
  });

  test("the panel is rendered when it first opens, not with every page", async ({ page }) => {
    await page.goto("/privacy-policy");
    // The button's name follows its state ("Close accessibility options" while open).
    const open = page.getByRole("banner").locator("button.header-button");
    await expect(open).toHaveAccessibleName("Accessibility options");
    await expectHydrated(open);
    const panel = page.locator('[role="region"][aria-label="Accessibility options"]');
    await expect(panel).toHaveCount(0);
    await expect(open).not.toHaveAttribute("aria-controls");
    await open.click();
    await expect(panel).toBeVisible();
    await expect(open).toHaveAttribute("aria-controls", (await panel.getAttribute("id")) ?? "");
    await expect(open).toHaveAttribute("aria-expanded", "true");
    // Closed again, it stays in the page, hidden, keeping what was chosen in it.
    await panel.getByRole("button", { name: "Close accessibility options" }).click();
    await expect(panel).toBeHidden();
    await expect(panel).toHaveCount(1);
  });
});

test.describe("not-found pages: a real 404, in the shell only under a known section", () => {
  for (const path of ["/no-such-page", "/zzz/deeper/path", "/404-in-shell", "/404-bare"]) {
    test(`${path} answers 404 without header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    });
  }

  for (const path of ["/locations/atlantis", "/about/nothing-here", "/services/a/b/c"]) {
    test(`${path} answers 404 inside the shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    });
  }

  test("the not-found page has its content: support e-mail, phone and links onward", async ({ page }) => {
    await page.goto("/no-such-page");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: BUSINESS.emails.support })).toHaveAttribute(
      "href",
      `mailto:${BUSINESS.emails.support}`,
    );
    await expect(main.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "View Sitemap" })).toHaveAttribute("href", "/sitemap");
    for (const [name, href] of [
      ["IT Services", "/services"],
      ["Contact Us", "/contact"],
      ["Locations", "/locations"],
    ]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href!);
    }
  });
});

test.describe("display modes", () => {
  // The home page and the bare 404 are swept by site-sweep.spec.ts; the in-shell 404 is checked here.
  test("bare and in-shell 404 pages: zero axe violations and zero Nu errors in all three modes", async ({ page }) => {
    await expectPageQualityInAllModes(page, "/no-such-page");
    await expectPageQualityInAllModes(page, "/locations/atlantis");
  });
  test("open mobile menu and open widget pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // One at a time: opening either puts the other away (a tap outside it).
    await expectPageQualityInAllModes(page, "/", async (p) => {
      await p.getByRole("banner").locator("summary").click();
      await expect(p.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    });
    await expectPageQualityInAllModes(page, "/", async (p) => {
      await p.getByRole("button", { name: "Accessibility options" }).click();
      await expect(p.getByRole("region", { name: "Accessibility options" })).toBeVisible();
    });
  });
});
