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
    <div className="accordion">
      {items.map((item) => (
        <details key={item.id} name={group} id={item.id} className="group">
          <summary>
            <Heading>{item.title}</Heading>
            <ChevronDownIcon />
          </summary>
          <div>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
