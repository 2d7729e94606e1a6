/** @jest-environment node */
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  DESCRIPTION_PADDING,
  TITLE_MAX,
  buildMetadata,
  clipAtWord,
  fitDescription,
  fitTitle,
  fitTitleWithTail,
} from "@/lib/core/seo/metadata";

const LONG_EXCERPT =
  "Multi-factor authentication is one of the most effective protections a dental office can add, but a poor rollout creates friction and workarounds. Here is how to introduce MFA in a way the team will actually accept.";

describe("clipAtWord", () => {
  it("returns text that fits unchanged, spaces collapsed", () => {
    expect(clipAtWord("  Backups   that restore ", 60)).toBe("Backups that restore");
  });
  it("cuts at a word boundary, never inside a word, and ends with one ellipsis", () => {
    const out = clipAtWord(LONG_EXCERPT, DESCRIPTION_MAX);
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(out.endsWith("…")).toBe(true);
    const kept = out.slice(0, -1);
    expect(LONG_EXCERPT.startsWith(kept)).toBe(true);
    // The next character of the original after what was kept is a space or punctuation: a whole word ended there.
    expect(LONG_EXCERPT[kept.length]).toMatch(/[\s,.;:]/);
    expect(kept).not.toMatch(/[\s,;:]$/);
  });
  it("cuts a single over-long word when there is no space to cut at", () => {
    expect(clipAtWord("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("fitTitle", () => {
  it("adds the site name when the whole fits", () => {
    expect(fitTitle("Contact Us")).toBe("Contact Us | Toronto Dental IT");
  });
  it("drops the site name for a title that fits only alone", () => {
    const t = "Managed IT Services for Dental Practices in Toronto";
    expect(fitTitle(t)).toBe(t);
  });
  it("clips a staff post's long title at a word", () => {
    const t = "Moving Practice Management to the Cloud: A Checklist for Ontario Dental Offices";
    const out = fitTitle(t);
    expect(out.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(out).toBe("Moving Practice Management to the Cloud: A Checklist…");
  });
});

describe("fitDescription", () => {
  it("keeps a description of the right length as written", () => {
    const d =
      "Practical guidance for dental practices on ransomware, phishing and privacy breaches, from a Toronto team.";
    expect(fitDescription(d)).toBe(d);
  });
  it("clips a long excerpt at a word to at most 160", () => {
    const out = fitDescription(LONG_EXCERPT);
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(out.length).toBeGreaterThan(DESCRIPTION_MAX - 20);
  });
  it.each(["", "Short.", "A two-line note on printers", "x".repeat(DESCRIPTION_MIN - 1)])(
    "pads a short excerpt (%j) to at least 70 with a sentence about the site",
    (excerpt) => {
      const out = fitDescription(excerpt);
      expect(out.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(out.endsWith(DESCRIPTION_PADDING)).toBe(true);
      expect(out).not.toContain("..");
    },
  );
  it("closes an unpunctuated excerpt with a full stop before the padding", () => {
    expect(fitDescription("New printers for the front desk")).toBe(
      `New printers for the front desk. ${DESCRIPTION_PADDING}`,
    );
  });
});

describe("buildMetadata fits what it is given", () => {
  it("a long post: absolute title and clipped description, the same in Open Graph and Twitter", () => {
    const meta = buildMetadata({
      title: "Rolling Out Multi-Factor Authentication Without Slowing the Front Desk",
      description: LONG_EXCERPT,
      path: "/blog/x",
      type: "article",
    });
    const title = (meta.title as { absolute: string }).absolute;
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.openGraph?.title).toBe(title);
    expect(meta.twitter?.title).toBe(title);
    expect(meta.openGraph?.description).toBe(meta.description);
    expect(meta.twitter?.description).toBe(meta.description);
    expect((meta.description ?? "").length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
  it("a short title stays a plain string for the layout's template", () => {
    const meta = buildMetadata({ title: "About Us", description: "x".repeat(80), path: "/about" });
    expect(meta.title).toBe("About Us");
    expect(meta.openGraph?.title).toBe("About Us | Toronto Dental IT");
  });
});

describe("clipAtWord's ending", () => {
  it("never ends on a dangling small word", () => {
    expect(clipAtWord("Guest Wi-Fi and Clinical Computers Should Never Share a Network", 60)).toBe(
      "Guest Wi-Fi and Clinical Computers Should Never Share…",
    );
    expect(clipAtWord("PHIPA Breach Reporting: What Ontario Dental Practices Need to Know", 60)).toBe(
      "PHIPA Breach Reporting: What Ontario Dental Practices Need…",
    );
  });
});

describe("fitTitleWithTail", () => {
  it("keeps the whole when it fits", () => {
    expect(fitTitleWithTail("Dental Tech Trends — Sensor Care", "(July 2026)")).toBe(
      "Dental Tech Trends — Sensor Care (July 2026)",
    );
  });
  it("drops the series name before a dash to keep the issue's own subject whole", () => {
    expect(fitTitleWithTail("Dental Tech Trends — Year-End Hardware Budgeting", "(November 2026)")).toBe(
      "Year-End Hardware Budgeting (November 2026)",
    );
  });
  it("clips the subject at a word, never the tail", () => {
    const out = fitTitleWithTail(
      "Dental Tech Trends — Windows 10, Eight Months After End of Support and What Comes Next",
      "(June 2026)",
    );
    expect(out.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(out).toBe("Windows 10, Eight Months After End of Support… (June 2026)");
  });
});
