import type { ReactNode } from "react";

/** A section named by its own h2 (the heading's id labels it). */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = "section-title",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  /** The heading's classes; "" leaves them to the section's own CSS. */
  titleClassName?: string;
  children?: ReactNode;
}) {
  return (
    // An absent class is left out, not sent as an undefined prop in the page's React data.
    <section aria-labelledby={id} {...(className ? { className } : {})}>
      <h2 id={id} {...(titleClassName ? { className: titleClassName } : {})}>
        {title}
      </h2>
      {children}
    </section>
  );
}
