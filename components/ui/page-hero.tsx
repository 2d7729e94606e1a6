import type { ReactNode } from "react";

/** The dark banner at the top of an inner page: its h1, an introduction and optional actions. */
export function PageHero({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="bg-hero text-on-hero" aria-labelledby={id}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h1 id={id} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-on-hero-muted">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
