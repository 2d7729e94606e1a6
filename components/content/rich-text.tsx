import type { Block, Inline } from "@/lib/core/markup";
import Link from "@/components/ui/link";
import { parseMarkup } from "@/lib/core/markup";

/**
 * A block's text: plain runs are text nodes of the block itself, bold runs <strong>, links to the
 * site's own pages links. No wrapper
 * element per run, since each would be sent twice (HTML and React data) for no look of its own.
 */
function Inlines({ content }: { content: Inline[] }) {
  if (content.length === 1 && content[0]!.kind === "text") return content[0]!.text;
  return content.map((part, i) =>
    part.kind === "bold" ? (
      <strong key={i}>{part.text}</strong>
    ) : part.kind === "link" ? (
      <Link key={i} href={part.href} className="text-link underline">
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

/** A heading's text without its markup, the key of `headingIds`. */
function plainText(content: Inline[]): string {
  return content.map((part) => part.text).join("");
}

function BlockView({
  block,
  headingOffset,
  headingIds,
}: {
  block: Block;
  headingOffset: 0 | 1;
  headingIds?: Readonly<Record<string, string>>;
}) {
  switch (block.kind) {
    case "heading": {
      const Tag = (block.level + headingOffset === 2 ? "h2" : block.level + headingOffset === 3 ? "h3" : "h4") as
        "h2" | "h3" | "h4";
      return (
        <Tag id={headingIds?.[plainText(block.content)]}>
          <Inlines content={block.content} />
        </Tag>
      );
    }
    case "list":
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines content={item} />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <p>
          <Inlines content={block.content} />
        </p>
      );
  }
}

/**
 * Renders stored content markup as React elements (never as HTML), so stored text cannot inject
 * markup or scripts. `headingOffset` 1 turns "## " into h3 where the page already uses h2.
 * `headingIds` gives headings, by their text, an id that links elsewhere point to.
 */
export function RichText({
  source,
  headingOffset = 0,
  empty,
  headingIds,
}: {
  source: string | null | undefined;
  headingOffset?: 0 | 1;
  empty?: string;
  headingIds?: Readonly<Record<string, string>>;
}) {
  const blocks = parseMarkup(source);
  if (blocks.length === 0) return empty ? <p className="mt-4 text-ink-muted">{empty}</p> : null;
  return (
    <div className={headingOffset ? "rich-text nested" : "rich-text"}>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} headingOffset={headingOffset} headingIds={headingIds} />
      ))}
    </div>
  );
}
