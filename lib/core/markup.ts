/**
 * The site's content markup (blog posts, newsletter issues), parsed into a small tree that a
 * component renders as React elements. It never produces HTML: whatever is stored (a <script>, a
 * javascript: link, an onerror attribute) can only ever appear as text.
 *
 * Rules: paragraphs are split on blank lines; a line starting with "## " is a
 * heading and "### " a subheading; lines starting with "- " are list items; **text** is bold;
 * [text](/path) links to a page of this site (a path only: any other address stays as text); a
 * paragraph with embedded "- " lines becomes a lead-in plus a list.
 */
export type Inline =
  { kind: "text"; text: string } | { kind: "bold"; text: string } | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "heading"; level: 2 | 3; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; items: Inline[][] };

/**
 * A link's target: a path of this site (lower-case letters, digits, hyphens and slashes, an
 * optional #fragment). A scheme, a host, "//", a query or anything else is never a target, so a
 * stored link can only ever lead to one of the site's own pages.
 */
const SITE_PATH = /^\/(?!\/)[a-z0-9\-/]*(#[a-z0-9-]+)?$/;

/** **bold** spans and [text](/path) links; an unmatched "**", or a link to anything but a site path, stays as text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]*)\)/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const isLink = m[2] !== undefined;
    if (isLink && !SITE_PATH.test(m[3]!)) continue;
    if (m.index > last) out.push({ kind: "text", text: text.slice(last, m.index) });
    out.push(isLink ? { kind: "link", text: m[2]!, href: m[3]! } : { kind: "bold", text: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

const LIST_ITEM = /^\s*- (.*)$/;

export function parseMarkup(source: string | null | undefined): Block[] {
  if (!source) return [];
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").filter((l) => l.trim() !== "");
    if (lines.length === 0) continue;
    let prose: string[] = [];
    let items: string[] = [];
    const flushProse = () => {
      if (prose.length) blocks.push({ kind: "paragraph", content: parseInline(prose.join(" ").trim()) });
      prose = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ kind: "list", items: items.map(parseInline) });
      items = [];
    };
    for (const line of lines) {
      const trimmed = line.trim();
      if (trimmed.startsWith("### ")) {
        flushProse();
        flushList();
        blocks.push({ kind: "heading", level: 3, content: parseInline(trimmed.slice(4).trim()) });
      } else if (trimmed.startsWith("## ")) {
        flushProse();
        flushList();
        blocks.push({ kind: "heading", level: 2, content: parseInline(trimmed.slice(3).trim()) });
      } else {
        const item = LIST_ITEM.exec(line);
        if (item) {
          // A lead-in line followed by "- " lines: the lead-in stays a paragraph before the list.
          flushProse();
          items.push(item[1]!.trim());
        } else {
          flushList();
          prose.push(trimmed);
        }
      }
    }
    flushProse();
    flushList();
  }
  return blocks;
}

/**
 * Plain text of content markup (for excerpts, previews and e-mail). With `linkTo`, a link's text
 * is followed by its address in brackets (an e-mail's reader has no page to follow it from).
 */
export function markupToText(
  source: string | null | undefined,
  options: { linkTo?: (path: string) => string } = {},
): string {
  const inline = (parts: Inline[]) =>
    parts.map((x) => (x.kind === "link" && options.linkTo ? `${x.text} (${options.linkTo(x.href)})` : x.text)).join("");
  return parseMarkup(source)
    .map((b) => (b.kind === "list" ? b.items.map((i) => `- ${inline(i)}`).join("\n") : inline(b.content)))
    .join("\n\n");
}
