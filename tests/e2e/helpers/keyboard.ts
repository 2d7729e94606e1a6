import { expect, type ElementHandle, type Locator, type Page } from "@playwright/test";

interface FocusReport {
  /** A short description of the focused element, for messages and order checks. */
  stop: string;
  /** What a keyboard user could not see; empty when focus is plainly visible. */
  problems: string[];
  /** Whether the focused element is the one passed in. */
  isTarget: boolean;
}

/**
 * One look at the focused element, in one round trip: what it is, and what is wrong with it as a
 * keyboard user would see it: nothing focused, no visible focus indicator (the site's one
 * `:focus-visible` outline, or a box-shadow ring), not rendered, outside the viewport, entirely
 * covered by something else (WCAG 2.4.11), or inside a part hidden from assistive technology.
 */
function inspectFocus(page: Page, target?: ElementHandle<Node>): Promise<FocusReport> {
  return page.evaluate((target) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return { stop: "<body>", problems: ["nothing is focused (focus is on <body>)"], isTarget: false };
    }
    const name = el.getAttribute("aria-label") ?? el.innerText?.trim().replace(/\s+/g, " ") ?? "";
    const label = el instanceof HTMLInputElement && el.labels?.[0] ? el.labels[0].innerText.trim() : "";
    const role = el.getAttribute("role");
    const stop = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${(name || label).slice(0, 60)}"`;

    const problems: string[] = [];
    const style = getComputedStyle(el);
    if (!el.matches(":focus-visible")) problems.push("does not match :focus-visible");
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "" && style.boxShadow !== "none";
    if (!outline && !ring)
      problems.push(
        `has no focus indicator (outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow})`,
      );
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push("is not visible");
    if (el.closest('[aria-hidden="true"], [inert]')) problems.push("is inside an aria-hidden or inert part");
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) problems.push("has no size");
    else if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth)
      problems.push("is outside the viewport");
    else {
      // Not entirely obscured: at least one of five points of its visible box shows the element
      // itself (or its label, for a native radio or checkbox).
      const left = Math.max(r.left, 0) + 1;
      const right = Math.min(r.right, innerWidth) - 1;
      const top = Math.max(r.top, 0) + 1;
      const bottom = Math.min(r.bottom, innerHeight) - 1;
      const points: [number, number][] = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + 2, top + 2],
        [right - 2, top + 2],
        [left + 2, bottom - 2],
        [right - 2, bottom - 2],
      ];
      const labels = el instanceof HTMLInputElement && el.labels ? [...el.labels] : [];
      const shows = (hit: Element | null) =>
        !!hit && (el === hit || el.contains(hit) || labels.some((l) => l.contains(hit)));
      const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
      if (!hits.some(shows)) {
        const cover = hits[0];
        problems.push(
          `is covered by <${cover?.tagName.toLowerCase()}${cover?.id ? `#${cover.id}` : ""} class="${cover?.getAttribute("class") ?? ""}">`,
        );
      }
    }
    return { stop, problems, isTarget: target ? el === target : false };
  }, target);
}

/** Like inspectFocus, but gives a smooth scroll (html has scroll-behavior: smooth) time to end. */
async function settledFocus(page: Page, target?: ElementHandle<Node>): Promise<FocusReport> {
  let report = await inspectFocus(page, target);
  for (let i = 0; i < 15 && report.problems.length > 0 && report.stop !== "<body>"; i++) {
    await page.waitForTimeout(100);
    report = await inspectFocus(page, target);
  }
  return report;
}

/** What is wrong with the focused element as a keyboard user sees it (empty: nothing). */
export async function focusProblems(page: Page): Promise<string[]> {
  return (await settledFocus(page)).problems;
}

/** A short description of the focused element. */
export async function describeFocus(page: Page): Promise<string> {
  return (await inspectFocus(page)).stop;
}

/** Asserts that something is focused and that a keyboard user can see it (see inspectFocus). */
export async function expectFocusVisible(page: Page, context = ""): Promise<void> {
  const { stop, problems } = await settledFocus(page);
  expect(problems, `${context ? `${context}: ` : ""}focused ${stop}`).toEqual([]);
}

/** Presses a key, then asserts that `target` has focus and that the focus is visible. */
export async function pressAndExpectFocus(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectFocusVisible(page, `after ${key}`);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, checking every stop on
 * the way: focus never lands on something hidden, covered or without a visible indicator.
 * Returns the stops, in order, the target last.
 */
export async function tabUntil(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<string[]> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error("tabUntil: the target is not in the page");
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const { stop, problems, isTarget } = await settledFocus(page, handle);
    stops.push(stop);
    expect(problems, `Tab stop ${i + 1}: ${stop} (after ${stops.slice(0, -1).join(" → ") || "the page top"})`).toEqual(
      [],
    );
    if (isTarget) return stops;
  }
  throw new Error(`tabUntil: focus did not reach the target in ${max} presses; stops: ${stops.join(" → ")}`);
}
