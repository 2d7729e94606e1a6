import { expect, type Page } from "@playwright/test";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "@/lib/core/seo/limits";

/**
 * The page's <title> and meta description fit what search results show in full (title at most
 * 60 characters, description 70 to 160), and the Open Graph and Twitter tags, where the page sets
 * them, say the same.
 */
export async function expectHeadMetadataFits(page: Page, path: string): Promise<void> {
  const head = await page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    return {
      title: document.head.querySelector("title")?.textContent ?? "",
      description: content('meta[name="description"]') ?? "",
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      twitterTitle: content('meta[name="twitter:title"]'),
      twitterDescription: content('meta[name="twitter:description"]'),
    };
  });
  expect(head.title.length, `${path}: <title> "${head.title}"`).toBeLessThanOrEqual(TITLE_MAX);
  expect(head.title.length, `${path}: <title>`).toBeGreaterThan(0);
  expect(head.description.length, `${path}: description "${head.description}"`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
  expect(head.description.length, `${path}: description "${head.description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);
  for (const [tag, value, expected] of [
    ["og:title", head.ogTitle, head.title],
    ["twitter:title", head.twitterTitle, head.title],
    ["og:description", head.ogDescription, head.description],
    ["twitter:description", head.twitterDescription, head.description],
  ] as const) {
    if (value !== null) expect(value, `${path}: ${tag}`).toBe(expected);
  }
}
