import { isValidBlogSlug, popularTags, splitTags } from "./posts";

jest.mock("@/lib/core/db", () => ({ getDb: jest.fn() }));

describe("splitTags", () => {
  it("splits the stored comma-separated string, trimming and dropping empty parts", () => {
    expect(splitTags(" mfa, phishing ,, backups ,")).toEqual(["mfa", "phishing", "backups"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("popularTags", () => {
  const posts = [
    { tags: "mfa,phishing,backups" },
    { tags: "MFA,ransomware" },
    { tags: "mfa,phishing" },
    { tags: "zeta" },
  ];
  it("orders by use, counting spellings case-insensitively and keeping the first spelling", () => {
    expect(popularTags(posts)).toEqual(["mfa", "phishing", "backups", "ransomware", "zeta"]);
  });
  it("counts a tag once per post and keeps at most the limit", () => {
    expect(popularTags([{ tags: "a,a,A" }, { tags: "b" }, { tags: "b" }], 1)).toEqual(["b"]);
    const many = Array.from({ length: 25 }, (_, i) => ({ tags: `tag-${String(i).padStart(2, "0")}` }));
    expect(popularTags(many)).toHaveLength(10);
  });
});

describe("isValidBlogSlug", () => {
  it.each(["windows-10-end-of-life", "a", "abc123"])("accepts %s", (slug) => expect(isValidBlogSlug(slug)).toBe(true));
  it.each(["", "Upper", "double--hyphen", "-leading", "trailing-", "spa ce", "../etc/passwd", "é", "a".repeat(256)])(
    "rejects %j",
    (slug) => expect(isValidBlogSlug(slug)).toBe(false),
  );
});
