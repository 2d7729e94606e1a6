/** @jest-environment node */
import { resetEnvCache } from "@/lib/core/env";
import { verifyUnsubscribeToken } from "@/lib/newsletter/tokens";
import { ISSUE_KIND, issueEmail } from "./send";

jest.mock("@/lib/core/db", () => ({ getDb: jest.fn(), isUniqueViolation: jest.fn() }));

const SECRET = "jest-newsletter-secret-0123456789abcdefghij";

beforeAll(() => {
  process.env.NEWSLETTER_TOKEN_SECRET = SECRET;
  process.env.SITE_URL = "https://www.example.ca";
  resetEnvCache();
});

const issue = {
  id: 12,
  title: "Ransomware <season> & you",
  content:
    "Intro with **bold** text.\n\n## Alerts\n\n- Patch <script>alert(1)</script> now\n- Test backups\n\n[Book a time](/book), or reply.",
  month: "November",
  year: 2026,
};
const subscriber = { id: 7, email: "pat@example.com", name: "Pat Lee" };

describe("issueEmail", () => {
  let email: ReturnType<typeof issueEmail>;
  beforeAll(() => {
    email = issueEmail(issue, subscriber, 99);
  });

  it("is one subscriber's message of kind newsletter-issue, related to the delivery", () => {
    expect(email.kind).toBe(ISSUE_KIND);
    expect(email.to).toBe("pat@example.com");
    expect(email.related).toEqual({ type: "NewsletterDelivery", id: 99 });
    expect(email.subject).toBe(issue.title);
  });

  it("carries the content as plain text (markup removed) and a link to the issue page", () => {
    expect(email.text).toContain("Dental Tech Trends, November 2026");
    expect(email.text).toContain("Intro with bold text.");
    expect(email.text).toContain("Alerts");
    expect(email.text).not.toContain("##");
    expect(email.text).not.toContain("**");
    expect(email.text).toContain("- Test backups");
    expect(email.text).toContain("Read this issue on our website: https://www.example.ca/newsletter/12");
    // A link to a page of the site is written with its full address.
    expect(email.text).toContain("Book a time (https://www.example.ca/book), or reply.");
  });

  it("escapes everything in the HTML part", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Patch &lt;script&gt;alert(1)&lt;/script&gt; now");
    expect(email.html).toContain("Ransomware &lt;season&gt; &amp; you");
    expect(email.html).toContain('<a href="https://www.example.ca/newsletter/12"');
  });

  it("has the subscriber's own unsubscribe link and one-click headers", () => {
    const page = /(https:\/\/www\.example\.ca\/newsletter\/unsubscribe\?token=(\S+))/.exec(email.text);
    expect(page).not.toBeNull();
    expect(verifyUnsubscribeToken(decodeURIComponent(page![2]!), subscriber, SECRET)).toBe(true);
    expect(email.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.example\.ca\/api\/newsletter\/unsubscribe\?token=7\./,
    );
    expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const other = issueEmail(issue, { id: 8, email: "sam@example.com", name: "Sam" }, 100);
    expect(other.headers?.["List-Unsubscribe"]).not.toBe(email.headers?.["List-Unsubscribe"]);
  });
});
