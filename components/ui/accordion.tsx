import { ChevronDownIcon } from "@/components/ui/icons";

export interface AccordionItem {
  id: string;
  title: string;
  content: React.ReactNode;
}

/**
 * One item open at a time, and an open item can be closed again: native <details name="…">
 * (an exclusive group), so it works without JavaScript and with the keyboard by default.
 */
export function Accordion({
  items,
  group,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  group: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
      {items.map((item) => (
        <details key={item.id} name={group} id={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface-alt [&::-webkit-details-marker]:hidden">
            <Heading className="text-base">{item.title}</Heading>
            <ChevronDownIcon className="shrink-0 text-xl text-brand transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-ink-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
