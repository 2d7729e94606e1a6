import type { Page } from "@playwright/test";
import { STORAGE_KEYS } from "@/lib/core/display-preferences";
import { expectNoAxeViolations, expectValidHtml } from "./quality";

export type DisplayMode = "standard" | "high-contrast-150" | "dark";
export const DISPLAY_MODES: readonly DisplayMode[] = ["standard", "high-contrast-150", "dark"];

/** Stores the widget's preferences for a mode, as a visitor's earlier choice would have. */
export async function setDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  await page.evaluate(
    ({ keys, mode: m }) => {
      localStorage.removeItem(keys.highContrast);
      localStorage.removeItem(keys.fontSize);
      localStorage.removeItem(keys.theme);
      if (m === "high-contrast-150") {
        localStorage.setItem(keys.highContrast, "true");
        localStorage.setItem(keys.fontSize, "150");
      }
      if (m === "dark") localStorage.setItem(keys.theme, "dark");
    },
    { keys: STORAGE_KEYS, mode },
  );
}

/**
 * Reloads the page in a display mode and proves the mode is really on, or "zero violations" would
 * only repeat the standard check.
 */
export async function showInMode(page: Page, mode: DisplayMode, path: string): Promise<void> {
  await setDisplayMode(page, mode);
  await page.reload();
  const applied = await page.evaluate(() => ({
    hc: document.body.classList.contains("high-contrast"),
    dark: document.documentElement.classList.contains("dark"),
    font: document.documentElement.style.fontSize,
  }));
  const expected = {
    hc: mode === "high-contrast-150",
    dark: mode === "dark",
    font: mode === "high-contrast-150" ? "150%" : "",
  };
  if (JSON.stringify(applied) !== JSON.stringify(expected)) {
    throw new Error(`display mode ${mode} not applied on ${path}: ${JSON.stringify(applied)}`);
  }
}

/**
 * The check every page test runs: the served HTML passes the Nu validator, and the page has zero
 * axe violations in Standard, in High Contrast with 150 % text, and in the dark theme.
 * `prepare` brings the page into the state to check (open a dialog, show results, ...).
 */
export async function expectPageQualityInAllModes(
  page: Page,
  path: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  await expectValidHtml(page, await response.text(), path);
  for (const mode of DISPLAY_MODES) {
    await showInMode(page, mode, path);
    if (prepare) await prepare(page);
    await expectNoAxeViolations(page, `${path} [${mode}]`);
  }
  await setDisplayMode(page, "standard");
}
