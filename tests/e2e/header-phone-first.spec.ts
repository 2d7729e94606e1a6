import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { BUSINESS, telHref } from "@/content/business";
import { LEGAL_NAV, MAIN_NAV, SERVICE_NAV } from "@/content/navigation";
import { showInMode, type DisplayMode } from "./helpers/display-modes";
import { watchLayoutShifts } from "./helpers/layout-shift";

/**
 * Phone first: the call button is one tap away in the header at every width; the accessibility
 * button has a place of its own that covers no text or control at any scroll position; the mobile
 * menu opens without JavaScript with the same markup the hydrated menu uses.
 */

test.describe.configure({ mode: "parallel" });

const callName = `Call ${BUSINESS.phones.main.display}`;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const width of [320, 390, 1280]) {
  test(`${width} px: the call button is visible, named, 44 × 44, beside logo and the other buttons without overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    const banner = page.getByRole("banner");
    const call = banner.getByRole("link", { name: callName, exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", telHref(BUSINESS.phones.main));
    const a11y = banner.getByRole("button", { name: "Accessibility options" });
    await expect(a11y).toBeVisible();

    const logo = banner.getByRole("link", { name: BUSINESS.name });
    const boxes = [call, a11y, logo];
    if (width < 768) boxes.push(banner.locator("summary"));
    else boxes.push(banner.getByRole("link", { name: "Get Support" }));
    const measured: Box[] = [];
    for (const l of boxes) {
      const box = await l.boundingBox();
      expect(box, `${await l.evaluate((el) => el.outerHTML.slice(0, 60))} has a box`).not.toBeNull();
      measured.push(box!);
    }
    const [callBox, a11yBox] = measured;
    for (const box of [callBox!, a11yBox!]) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // All in one row inside the viewport, none over another.
    for (const [i, a] of measured.entries()) {
      expect(a.x, `box ${i} starts inside the viewport`).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width, `box ${i} ends inside the viewport`).toBeLessThanOrEqual(width);
      expect(a.y + a.height, `box ${i} is in the header's first row`).toBeLessThanOrEqual(100);
      for (const b of measured.slice(i + 1))
        expect(overlaps(a, b), `boxes ${i} and ${measured.indexOf(b)} overlap`).toBe(false);
    }
    if (width >= 640) await expect(call).toContainText(BUSINESS.phones.main.display);
  });
}

test.describe("without JavaScript (390 px)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the menu opens from its toggle, holds every link, and a link navigates", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: callName, exact: true })).toBeVisible();
    const toggle = banner.locator("summary");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName("Open menu");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Close menu");
    for (const l of [...MAIN_NAV, ...SERVICE_NAV, ...LEGAL_NAV]) {
      await expect(menu.getByRole("link", { name: l.label, exact: true })).toHaveAttribute("href", l.href);
    }
    // The keyboard works natively too: Enter on the focused toggle closes and opens it again.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("painted mid-parse (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  // A slow phone may paint the header while the parser has read the menu's <details> tag but not
  // its <summary>; the browser then shows a <details>'s own "Details" label in its place. Nothing
  // in the header may move when the toggle arrives (a layout shift on every page kind).
  for (const width of [320, 390]) {
    test(`${width} px: the header lays out the same before the menu's toggle is parsed, showing no stray label`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/managed-it");
      const banner = page.getByRole("banner");
      const geometry = () =>
        banner.evaluate((header) =>
          [".logo", ".site-header-actions", "details.mobile-menu"].map((selector) => {
            const { x, y, width, height } = header.querySelector(selector)!.getBoundingClientRect();
            return { selector, x, y, width, height };
          }),
        );
      const finished = await geometry();
      const details = banner.locator("details.mobile-menu");
      await details.evaluate((el) => el.replaceChildren());
      expect(await geometry()).toEqual(finished);
      await expect(details).toBeHidden();
    });
  }
});

/**
 * Serves `path` from the site in two pieces, holding the rest back after `splitAfter` until the
 * browser has had time to paint what it has (everything else passes straight through): a phone
 * on a slow network paints the page as far as it has read it, wherever a packet ends.
 */
async function pausingProxy(upstream: string, path: string, splitAfter: string, holdMs: number) {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(new URL(req.url ?? "/", upstream), {
        headers: { accept: req.headers.accept ?? "*/*" },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get("content-type") ?? "application/octet-stream";
      if (req.url !== path) {
        res.writeHead(answer.status, { "content-type": type });
        res.end(body);
        return;
      }
      const html = body.toString("utf8");
      const at = html.indexOf(splitAfter);
      if (at < 0) throw new Error(`${splitAfter} is not in ${path}`);
      res.writeHead(200, { "content-type": type });
      res.write(html.slice(0, at + splitAfter.length));
      setTimeout(() => res.end(html.slice(at + splitAfter.length)), holdMs);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test.describe("painted while the header is still arriving", () => {
  // Wherever the network pauses inside the header's row of buttons or its centred menu, what is
  // painted before the pause must not move when the rest arrives (a layout shift, counted against
  // every page).
  const pauses = {
    "inside the row, before any button": '<div class="site-header-actions">',
    "after the call button": 'class="header-call">',
    "after the support link": "Get Support</a>",
    "after the accessibility button": "Accessibility options</span></button></div>",
    "inside the main menu of wide screens": 'class="nav-desktop"><ul><li><a href="/">Home</a></li>',
  };
  for (const width of [390, 1280]) {
    for (const [where, splitAfter] of Object.entries(pauses)) {
      test(`${width} px, a pause ${where}: nothing in the header moves`, async ({ page, baseURL }) => {
        const proxy = await pausingProxy(baseURL!, "/managed-it", splitAfter, 700);
        try {
          await page.setViewportSize({ width, height: 800 });
          const layout = await watchLayoutShifts(page);
          await page.goto(`${proxy.origin}/managed-it`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Two frames after the last piece, so any shift it caused has been recorded.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const shifts = await layout.shifts();
          expect(shifts.map((s) => `${s.value.toFixed(4)}: ${s.moved.join(" | ")}`)).toEqual([]);
        } finally {
          proxy.close();
        }
      });
    }
  }
});

test("with JavaScript the same <details> markup is the menu: one copy, and a client navigation closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await expect(page.locator("nav[aria-label='Mobile']")).toHaveCount(1);
  const details = page.getByRole("banner").locator("details");
  await expect(details).toHaveCount(1);
  await details.locator("summary").click();
  await expect(details).toHaveAttribute("open");
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(details).not.toHaveAttribute("open");
});

/** The page kinds a visitor reads on a phone; the blog post is found from the blog's list. */
const PAGE_KINDS = [
  "/",
  "/managed-it",
  "/locations/markham",
  "/services/managed-it/markham",
  "blog post",
  "/contact",
  "/support",
  "/health-checklist",
  "/newsletter",
  "/about",
] as const;

/**
 * Scrolls the whole page in steps and, wherever the accessibility button is on screen, lists every
 * visible text fragment (each line box of each text node) and control whose box meets the
 * button's. Layout is synchronous, so each step measures right after scrolling, with no waiting.
 */
async function coveredByButton(page: Page): Promise<{ problems: string[]; stepsOnScreen: number }> {
  const button = await page.getByRole("button", { name: "Accessibility options" }).elementHandle();
  if (!button) throw new Error("no accessibility button");
  return page.evaluate((btn) => {
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.trim() && !btn.contains(n) && !n.parentElement?.closest("script, style, noscript"))
        texts.push(n as Text);
    }
    const controls = Array.from(
      document.querySelectorAll(
        "a[href], button, input, select, textarea, summary, label, [role='button'], [tabindex]:not([tabindex='-1'])",
      ),
    ).filter((el) => el !== btn && !el.contains(btn) && !btn.contains(el));
    const range = document.createRange();
    const problems: string[] = [];
    let stepsOnScreen = 0;
    const last = Math.max(0, document.documentElement.scrollHeight - innerHeight);
    const step = Math.max(100, Math.floor(innerHeight * 0.75));
    for (let y = 0; ; y = Math.min(last, y + step)) {
      window.scrollTo({ top: y, behavior: "instant" });
      const b = btn.getBoundingClientRect();
      if (b.bottom > 0 && b.top < innerHeight) {
        stepsOnScreen++;
        for (const t of texts) {
          range.selectNodeContents(t);
          for (const r of range.getClientRects()) {
            if (r.width <= 1 || r.height <= 1 || !meets(r, b)) continue;
            const parent = t.parentElement;
            if (!parent || !shown(parent)) continue;
            // Screen-reader-only text overflows the 1 px box that clips it: nothing there to cover.
            const box = parent.getBoundingClientRect();
            if (box.width > 1 && box.height > 1)
              problems.push(`scrollY ${y}: text "${t.textContent!.trim().slice(0, 50)}"`);
          }
        }
        for (const c of controls) {
          const r = c.getBoundingClientRect();
          if (r.width > 1 && r.height > 1 && meets(r, b) && shown(c))
            problems.push(`scrollY ${y}: control ${c.outerHTML.slice(0, 80)}`);
        }
      }
      if (y >= last) break;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return { problems: [...new Set(problems)].slice(0, 20), stepsOnScreen };
  }, button);
}

test.describe("the accessibility button covers nothing (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const mode of ["standard", "high-contrast-150"] as const satisfies readonly DisplayMode[]) {
    test(`every page kind in ${mode}: no text or control under the button at any scroll position`, async ({ page }) => {
      test.slow();
      await page.goto("/blog");
      const postHref = await page
        .locator(
          "main a[href^='/blog/']:not([href^='/blog/category/']):not([href^='/blog/page/']):not([href='/blog/feed.xml'])",
        )
        .first()
        .getAttribute("href");
      expect(postHref, "a blog post is listed").toBeTruthy();
      for (const kind of PAGE_KINDS) {
        const path = kind === "blog post" ? postHref! : kind;
        expect((await page.goto(path))?.status(), path).toBe(200);
        await showInMode(page, mode, path);
        await expect(page.getByRole("button", { name: "Accessibility options" })).toBeInViewport();
        const { problems, stepsOnScreen } = await coveredByButton(page);
        expect(stepsOnScreen, `${path}: the button was on screen at the top`).toBeGreaterThan(0);
        expect(problems, `${path} [${mode}]`).toEqual([]);
      }
    });
  }
});
