/** A list whose items are marked with a check (the mark is decorative). */
export function CheckList({
  items,
  className = "space-y-2",
  itemClassName = "text-ink-muted",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2 ${itemClassName}`}>
          <span aria-hidden="true" className="text-brand">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
