/** A list whose items are marked with a check (the mark is decorative). */
export function CheckList({
  items,
  className = "space-y-2",
  itemClassName,
}: {
  items: readonly string[];
  className?: string;
  /** Utilities that override the items' look (ui.css: muted text beside a brand-coloured check). */
  itemClassName?: string;
}) {
  return (
    <ul className={`check-list ${className}`}>
      {items.map((item) => (
        <li key={item} {...(itemClassName ? { className: itemClassName } : {})}>
          <span aria-hidden="true">✓</span>
          {item}
        </li>
      ))}
    </ul>
  );
}
