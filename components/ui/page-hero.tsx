import type { ReactNode } from "react";
import { PageBreadcrumb } from "@/components/ui/breadcrumb";
import type { Crumb } from "@/lib/core/seo/schema";

/**
 * The dark banner at the top of an inner page: its h1, an introduction and optional actions, then
 * the breadcrumb when a trail is given (the crumbs after Home, the page itself last).
 */
export function PageHero({
  id,
  title,
  children,
  actions,
  trail,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  trail?: readonly Crumb[];
}) {
  return (
    <>
      <section className="bg-hero text-on-hero" aria-labelledby={id}>
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h1 id={id} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {title}
          </h1>
          {children ? <div className="mt-4 max-w-3xl text-lg text-on-hero-muted">{children}</div> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </section>
      {trail ? <PageBreadcrumb trail={trail} /> : null}
    </>
  );
}
