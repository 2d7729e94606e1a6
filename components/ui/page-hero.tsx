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
      <section className="page-hero" aria-labelledby={id}>
        <div>
          <h1 id={id}>{title}</h1>
          {children ? <div className="page-hero-intro">{children}</div> : null}
          {actions ? <div className="page-hero-actions">{actions}</div> : null}
        </div>
      </section>
      {trail ? <PageBreadcrumb trail={trail} /> : null}
    </>
  );
}
