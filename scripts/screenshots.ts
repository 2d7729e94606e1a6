/**
 * Developer tool: screenshots of pages at 390 px and 1280 px (optionally in another display mode)
 * into tests/.artifacts/screens, to look at what we build.
 *   npx tsx scripts/screenshots.ts http://localhost:3100 / /contact --mode=dark
 * Modes: standard (default), dark, contrast (High Contrast at 150 % text).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { STORAGE_KEYS } from "@/lib/core/display-preferences";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@/tests/support/chromium";

async function main() {
  const args = process.argv.slice(2);
  const base = args.find((a) => a.startsWith("http")) ?? "http://localhost:3100";
  const mode = args.find((a) => a.startsWith("--mode="))?.slice(7) ?? "standard";
  const full = !args.includes("--viewport-only");
  const paths = args.filter((a) => a.startsWith("/"));
  const out = path.resolve("tests/.artifacts/screens");
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } });
    await context.addInitScript(
      ({ keys, mode: m }) => {
        if (m === "dark") localStorage.setItem(keys.theme, "dark");
        if (m === "contrast") {
          localStorage.setItem(keys.highContrast, "true");
          localStorage.setItem(keys.fontSize, "150");
        }
      },
      { keys: STORAGE_KEYS, mode },
    );
    const page = await context.newPage();
    for (const p of paths.length ? paths : ["/"]) {
      await page.goto(base + p, { waitUntil: "load" });
      await page.waitForTimeout(500);
      const name = `${p === "/" ? "home" : p.slice(1).replace(/\//g, "_")}-${mode}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(out, name));
    }
    await context.close();
  }
  await browser.close();
}

void main();
