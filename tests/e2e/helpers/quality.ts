import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { VNU_PORT } from "./env";

/** WCAG 2.1 A and AA, the level the accessibility statement claims. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Only violations are read: axe then skips collecting the details of every passing node. Legacy
  // mode runs axe in the page itself instead of opening a blank page to merge frame results
  // (about 2.5 times faster here); it only gives up cross-origin frames, which no page has (the CSP
  // allows no frame unless a maps key is set, and the tests set none).
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  if (results.violations.length === 0) return;
  const lines = results.violations.map(
    (v) =>
      `  - ${v.id} (${v.impact ?? "n/a"}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join("; ") ?? ""}`)
        .join("\n"),
  );
  throw new Error(`axe found ${results.violations.length} violation(s) on ${label}:\n${lines.join("\n")}`);
}

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Validates markup with the W3C Nu validator (vnu-jar, run as a local service by Playwright). */
export async function validateHtml(html: string): Promise<NuMessage[]> {
  const response = await fetch(`http://127.0.0.1:${VNU_PORT}/?out=json`, {
    method: "POST",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: html,
  });
  if (!response.ok) throw new Error(`Nu validator answered ${response.status}`);
  const body = (await response.json()) as { messages: NuMessage[] };
  return body.messages.filter((m) => m.type === "error" || m.type === "non-document-error");
}

/** Fails when the Nu validator reports any error for the page's served HTML (or the given HTML). */
export async function expectValidHtml(page: Page, html?: string, label = page.url()): Promise<void> {
  const markup = html ?? (await page.content());
  const errors = await validateHtml(markup);
  if (errors.length === 0) return;
  const lines = errors.map(
    (e) => `  - line ${e.lastLine ?? "?"}: ${e.message}${e.extract ? ` [${e.extract.trim().slice(0, 120)}]` : ""}`,
  );
  throw new Error(`Nu validator found ${errors.length} error(s) on ${label}:\n${lines.join("\n")}`);
}

/** Both checks on the page as served: the HTTP response's own markup for Nu, the live DOM for axe. */
export async function expectPageQuality(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  const served = await response.text();
  await expectValidHtml(page, served, path);
  await expectNoAxeViolations(page, path);
}
