/** @jest-environment node */
import { markupToText, parseInline, parseMarkup } from "@/lib/core/markup";

describe("content markup", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(parseMarkup("First line\nstill first.\n\nSecond.")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "First line still first." }] },
      { kind: "paragraph", content: [{ kind: "text", text: "Second." }] },
    ]);
  });

  it("reads '## ' as a heading and '### ' as a subheading", () => {
    expect(parseMarkup("## Backups\n\n### Weekly tests")).toEqual([
      { kind: "heading", level: 2, content: [{ kind: "text", text: "Backups" }] },
      { kind: "heading", level: 3, content: [{ kind: "text", text: "Weekly tests" }] },
    ]);
  });

  it("links [text](/path) to a page of the site, and leaves any other address as text", () => {
    expect(parseInline("[Book a time](/book), or reply.")).toEqual([
      { kind: "link", text: "Book a time", href: "/book" },
      { kind: "text", text: ", or reply." },
    ]);
    expect(parseInline("**Bold** and [the FAQ](/faq#backups)")).toEqual([
      { kind: "bold", text: "Bold" },
      { kind: "text", text: " and " },
      { kind: "link", text: "the FAQ", href: "/faq#backups" },
    ]);
    for (const hostile of [
      "[x](javascript:alert(1))",
      "[x](https://evil.example/book)",
      "[x](//evil.example/book)",
      "[x](/book?next=https://evil.example)",
      "[x](/Book)",
      "[x](book)",
      '[x](/book" onmouseover="alert(1))',
    ]) {
      expect(parseInline(hostile)).toEqual([{ kind: "text", text: hostile }]);
    }
    expect(markupToText("[Book a time](/book).")).toBe("Book a time.");
    expect(markupToText("[Book a time](/book).", { linkTo: (p) => `https://site.example${p}` })).toBe(
      "Book a time (https://site.example/book).",
    );
  });

  it("reads '- ' lines as list items", () => {
    expect(parseMarkup("- one\n- **two**")).toEqual([
      { kind: "list", items: [[{ kind: "text", text: "one" }], [{ kind: "bold", text: "two" }]] },
    ]);
  });

  it("turns a paragraph with embedded '- ' lines into a lead-in plus a list", () => {
    expect(parseMarkup("Check these:\n- firewall\n- backups")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "Check these:" }] },
      { kind: "list", items: [[{ kind: "text", text: "firewall" }], [{ kind: "text", text: "backups" }]] },
    ]);
  });

  it("keeps a heading followed directly by text in the same chunk as two blocks", () => {
    expect(parseMarkup("## Title\nBody text").map((b) => b.kind)).toEqual(["heading", "paragraph"]);
  });

  it("marks **bold** spans and leaves an unmatched ** as text", () => {
    expect(parseInline("a **b** c **d")).toEqual([
      { kind: "text", text: "a " },
      { kind: "bold", text: "b" },
      { kind: "text", text: " c **d" },
    ]);
  });

  it("returns nothing for empty, blank or missing content", () => {
    expect(parseMarkup("")).toEqual([]);
    expect(parseMarkup("  \n\n \n")).toEqual([]);
    expect(parseMarkup(null)).toEqual([]);
  });

  it("normalises Windows line endings", () => {
    expect(parseMarkup("a\r\n\r\nb")).toHaveLength(2);
  });

  it("keeps hostile input as plain text: scripts, javascript: links, HTML attributes", () => {
    const hostile =
      '<script>alert("x")</script>\n\n[click](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n- <b>**bold**</b>';
    const blocks = parseMarkup(hostile);
    expect(blocks[0]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: '<script>alert("x")</script>' }] });
    expect(blocks[1]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "[click](javascript:alert(1))" }] });
    expect(blocks[2]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "<img src=x onerror=alert(1)>" }] });
    expect(blocks[3]).toEqual({
      kind: "list",
      items: [
        [
          { kind: "text", text: "<b>" },
          { kind: "bold", text: "bold" },
          { kind: "text", text: "</b>" },
        ],
      ],
    });
  });

  it("gives plain text for previews", () => {
    expect(markupToText("## Title\n\nSome **bold** text\n- a\n- b")).toBe("Title\n\nSome bold text\n\n- a\n- b");
  });
});
