import Link from "next/link";
import { ChevronRightIcon } from "@/components/ui/icons";

/** A grid of links to related pages, each a card with its label and a line on what it holds. */
export function LinkCards({
  links,
  className,
}: {
  links: readonly { href: string; label: string; description: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <Link
            href={l.href}
            className="flex h-full flex-col rounded-xl border border-line bg-surface-raised p-5 hover:border-brand"
          >
            <span className="flex items-center gap-1 font-semibold text-link">
              {l.label} <ChevronRightIcon />
            </span>
            <span className="mt-1 text-sm text-ink-muted">{l.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
