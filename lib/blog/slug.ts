/**
 * Blog slugs, shared by the public pages, the API and the staff editor (so this module stays free
 * of the database client and can run in the browser).
 */

/** lowercase words joined by single hyphens, at most 255 characters (the column's limit). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 255;

export function isValidBlogSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX && BLOG_SLUG_PATTERN.test(slug);
}

/**
 * A slug suggested from a title: accents dropped, "&" read as "and", every other run of
 * characters outside a-z and 0-9 one hyphen, cut at a word boundary to 80 characters.
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug || (words[0] ?? "").slice(0, 80);
}
