/** @jest-environment node */
import { BLOG_CATEGORY_SLUGS } from "@/content/blog-categories";
import { fieldErrorsOf } from "@/lib/core/http/post-pipeline";
import { BLOG_POST_MESSAGES, blogPostFieldsSchema, blogPostSaveSchema, normalizeTags } from "./post-schema";

jest.mock("@/lib/core/db", () => ({}));

const valid = {
  title: "  Backups that actually restore  ",
  slug: "backups-that-restore",
  excerpt: "What a tested backup looks like in a dental office.",
  category: "cybersecurity",
  tags: " backups,  Ransomware ,,backups ",
  author: " Toronto Dental IT ",
  content: "## Why\n\nBecause.",
};

describe("blogPostFieldsSchema", () => {
  it("accepts a complete post, trims text and normalises the tags", () => {
    const parsed = blogPostFieldsSchema.parse(valid);
    expect(parsed.title).toBe("Backups that actually restore");
    expect(parsed.author).toBe("Toronto Dental IT");
    expect(parsed.tags).toBe("backups, Ransomware");
    expect(parsed.content).toBe(valid.content);
  });

  it.each([
    "Upper-Case",
    "two  spaces",
    "double--hyphen",
    "-leading",
    "trailing-",
    "é-accent",
    "under_score",
    "slash/inside",
  ])("refuses the slug %j with the format message", (slug) => {
    const result = blogPostFieldsSchema.safeParse({ ...valid, slug });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!).slug).toEqual([BLOG_POST_MESSAGES.slugFormat]);
  });

  it("names an empty or too long slug plainly", () => {
    expect(fieldErrorsOf(blogPostFieldsSchema.safeParse({ ...valid, slug: "  " }).error!).slug?.[0]).toBe(
      BLOG_POST_MESSAGES.slugEmpty,
    );
    expect(fieldErrorsOf(blogPostFieldsSchema.safeParse({ ...valid, slug: "a".repeat(256) }).error!).slug?.[0]).toMatch(
      /at most 255/,
    );
  });

  it("accepts each of the seven categories and nothing else", () => {
    for (const category of BLOG_CATEGORY_SLUGS)
      expect(blogPostFieldsSchema.safeParse({ ...valid, category }).success).toBe(true);
    for (const category of ["", "news", "Cybersecurity"]) {
      expect(fieldErrorsOf(blogPostFieldsSchema.safeParse({ ...valid, category }).error!).category).toEqual([
        BLOG_POST_MESSAGES.category,
      ]);
    }
  });

  it("requires title, excerpt, author and content, with one clear message each", () => {
    const errors = fieldErrorsOf(
      blogPostFieldsSchema.safeParse({ ...valid, title: " a ", excerpt: "short", author: " ", content: " \n " }).error!,
    );
    expect(errors).toEqual({
      title: [BLOG_POST_MESSAGES.title],
      excerpt: [BLOG_POST_MESSAGES.excerpt],
      author: [BLOG_POST_MESSAGES.author],
      content: [BLOG_POST_MESSAGES.content],
    });
  });

  it("is strict: an unknown field is an error, not silently stored", () => {
    const result = blogPostFieldsSchema.safeParse({ ...valid, isPublished: true });
    expect(fieldErrorsOf(result.error!)).toEqual({ isPublished: ["This field is not accepted."] });
  });
});

describe("blogPostSaveSchema", () => {
  it("takes the fields plus draft or published", () => {
    expect(blogPostSaveSchema.parse({ ...valid, status: "published" }).status).toBe("published");
    expect(blogPostSaveSchema.parse({ ...valid, status: "draft" }).status).toBe("draft");
    expect(blogPostSaveSchema.safeParse({ ...valid, status: "scheduled" }).success).toBe(false);
    expect(blogPostSaveSchema.safeParse(valid).success).toBe(false);
  });
});

describe("normalizeTags", () => {
  it("trims, drops empty parts and case-insensitive repeats, keeping the first spelling", () => {
    expect(normalizeTags("MFA, mfa ,phishing,, Dentrix  G7 ,")).toBe("MFA, phishing, Dentrix G7");
    expect(normalizeTags("  ")).toBe("");
  });
});
