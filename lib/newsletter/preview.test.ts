import { NEWSLETTER } from "@/content/newsletter";
import { issuePreview } from "@/lib/newsletter/preview";

describe("issuePreview", () => {
  it("drops markup and runs white space together", () => {
    expect(issuePreview("## Budget\n\nPlan **servers** first.\n- one\n- two")).toBe(
      "Budget Plan servers first. - one - two...",
    );
  });

  it("cuts long text at the preview length, without a trailing space before the ellipsis", () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(" ");
    const preview = issuePreview(words);
    expect(preview.endsWith("...")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(NEWSLETTER.previewLength + 3);
    expect(preview).not.toMatch(/\s\.\.\.$/);
    expect(words.startsWith(preview.slice(0, -3))).toBe(true);
  });
});
