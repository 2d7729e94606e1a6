import type { ReactNode } from "react";

/**
 * The dark, centred call to action that closes a page: its h2, a line of text, then the actions
 * in a centred row (`actions`) or as they are (`children`). `compact` is the smaller one a page
 * with a long list ends on.
 */
export function CtaBand({
  id,
  title,
  text,
  compact = false,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  compact?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={
        compact
          ? "rounded-2xl bg-hero p-8 text-center text-on-hero"
          : "rounded-2xl bg-hero p-8 text-center text-on-hero sm:p-12"
      }
    >
      <h2 id={id} className={compact ? "text-2xl font-bold" : "text-3xl font-bold"}>
        {title}
      </h2>
      <p
        className={
          compact ? "mx-auto mt-3 max-w-2xl text-on-hero-muted" : "mx-auto mt-3 max-w-2xl text-lg text-on-hero-muted"
        }
      >
        {text}
      </p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      {children}
    </section>
  );
}
