import Link from "@/components/ui/link";
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
    <ul className={`link-cards ${className}`}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>
            <span>
              {l.label} <ChevronRightIcon />
            </span>
            <span>{l.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
