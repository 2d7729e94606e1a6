import "server-only";
import { BreadcrumbTrail } from "@/components/ui/breadcrumb-trail";
import { getEnv } from "@/lib/core/env";
import type { Crumb } from "@/lib/core/seo/schema";

/** A visible breadcrumb and the BreadcrumbList that matches it, on the public origin. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <BreadcrumbTrail crumbs={crumbs} origin={getEnv().SITE_URL} />;
}

/** The home page's crumb, first in every trail. */
const HOME: Crumb = { name: "Home", path: "/" };

/**
 * The breadcrumb as an inner page shows it, in the page's width below the hero: `trail` is the
 * crumbs after Home, the page itself last.
 */
export function PageBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <div className="page-width pt-6">
      <Breadcrumb crumbs={[HOME, ...trail]} />
    </div>
  );
}
