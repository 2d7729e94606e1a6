import type { Block, Inline } from "@/lib/core/markup";
import { parseMarkup } from "@/lib/core/markup";

function Inlines({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) =>
        part.kind === "bold" ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

function BlockView({ block, headingOffset }: { block: Block; headingOffset: 0 | 1 }) {
  switch (block.kind) {
    case "heading": {
      const Tag = (block.level + headingOffset === 2 ? "h2" : block.level + headingOffset === 3 ? "h3" : "h4") as
        "h2" | "h3" | "h4";
      return (
        <Tag className={block.level === 2 ? "mt-8 text-2xl font-bold text-ink" : "mt-6 text-xl font-semibold text-ink"}>
          <Inlines content={block.content} />
        </Tag>
      );
    }
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted">
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines content={item} />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <p className="mt-4 leading-relaxed text-ink-muted">
          <Inlines content={block.content} />
        </p>
      );
  }
}

/**
 * Renders stored content markup as React elements (never as HTML), so stored text cannot inject
 * markup or scripts. `headingOffset` 1 turns "## " into h3 where the page already uses h2.
 */
export function RichText({
  source,
  headingOffset = 0,
  empty,
}: {
  source: string | null | undefined;
  headingOffset?: 0 | 1;
  empty?: string;
}) {
  const blocks = parseMarkup(source);
  if (blocks.length === 0) return empty ? <p className="mt-4 text-ink-muted">{empty}</p> : null;
  return (
    <div>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} headingOffset={headingOffset} />
      ))}
    </div>
  );
}
