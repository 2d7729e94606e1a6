/** @jest-environment node */
import { BUSINESS } from "@/content/business";
import { escapeHtml, renderEmail } from "@/lib/core/email-template";

describe("e-mail templates", () => {
  const hostile = `<script>alert(1)</script> & "quotes" 'single' <img src=x onerror=alert(1)>`;
  const email = renderEmail({
    heading: "New contact message",
    paragraphs: ["Someone wrote in."],
    fields: [{ label: "Name", value: hostile }],
    quote: { label: "Message", text: `${hostile}\nsecond line` },
    footerLines: [{ text: "Unsubscribe", href: "https://x.ca/u?t=a&b=<c>" }],
  });

  it("never lets visitor text become markup", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain('href="https://x.ca/u?t=a&amp;b=&lt;c&gt;"');
  });

  it("keeps the visitor's text verbatim in the plain-text part", () => {
    expect(email.text).toContain(`${hostile}\nsecond line`);
  });

  it("carries the sender's identity and postal address in both parts", () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain(BUSINESS.name);
      expect(part).toContain(BUSINESS.parent.name);
      expect(part).toContain("King Street East");
    }
  });

  it("puts a link after the paragraphs: the address in the text, an escaped anchor in the HTML", () => {
    const linked = renderEmail({
      heading: "Issue",
      paragraphs: ["Body."],
      link: { text: "Read <this>", href: "https://x.ca/n/1?a=1&b=2" },
    });
    expect(linked.text).toContain("Body.\n\nRead <this>: https://x.ca/n/1?a=1&b=2");
    expect(linked.html).toContain(
      '<a href="https://x.ca/n/1?a=1&amp;b=2" style="color:#0c528f;font-weight:bold">Read &lt;this&gt;</a>',
    );
    expect(linked.html.indexOf("Body.")).toBeLessThan(linked.html.indexOf("Read &lt;this&gt;"));
  });

  it("keeps the subject on one line", () => {
    expect(renderEmail({ heading: "a\r\nBcc: x@y.z" }).subject).toBe("a Bcc: x@y.z");
  });

  it("escapes every HTML-special character", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("report sections", () => {
  const hostile = `<script>alert(1)</script>`;
  const email = renderEmail({
    heading: "Report",
    sections: [{ heading: `Area ${hostile}`, items: ["first", `second ${hostile}`] }],
  });

  it("render as a heading and a list in both parts, escaped in HTML", () => {
    expect(email.text).toContain(`Area ${hostile}\n- first\n- second ${hostile}\n`);
    expect(email.html).toContain("<h2");
    expect(email.html).toContain('<li style="margin:0 0 6px">first</li>');
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Area &lt;script&gt;");
  });
});
