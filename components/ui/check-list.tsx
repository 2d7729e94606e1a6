/**
 * A list whose items are marked with a check. The mark is decorative and drawn by CSS (ui.css), so
 * each item is its text alone in the HTML and in the React data. Items are keyed by position: the
 * lists are fixed copy, and a key of the whole sentence would be sent once more.
 */
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
      {items.map((item, i) => (
        <li key={i} {...(itemClassName ? { className: itemClassName } : {})}>
          {item}
        </li>
      ))}
    </ul>
  );
}
