import { isValidBlogSlug, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Windows 10: End of Life!", "windows-10-end-of-life"],
    ["Tips & Tricks for the Front Desk", "tips-and-tricks-for-the-front-desk"],
    ["Café crème — Montréal's clinics", "cafe-creme-montreals-clinics"],
    ["   ", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("always gives a valid slug (or nothing), cut at a word to 80 characters", () => {
    const long = slugify("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("-")).toBe(false);
    expect(isValidBlogSlug(long)).toBe(true);
    expect(isValidBlogSlug(slugify("a".repeat(120)))).toBe(true);
  });
});
