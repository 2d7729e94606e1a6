import Link from "next/link";
import { ChevronRightIcon } from "@/components/ui/icons";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { breadcrumbSchema, type Crumb } from "@/lib/core/seo/schema";

/** A visible breadcrumb and the BreadcrumbList that matches it, from one list of crumbs. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {i > 0 ? <ChevronRightIcon className="shrink-0" /> : null}
                {last ? (
                  <span aria-current="page" className="font-semibold text-ink">
                    {crumb.name}
                  </span>
                ) : (
                  <Link href={crumb.path} className="text-link underline-offset-4 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbSchema(crumbs)} />
    </>
  );
}

/** The home page's crumb, first in every trail. */
const HOME: Crumb = { name: "Home", path: "/" };

/**
 * The breadcrumb as an inner page shows it, in the page's width below the hero: `trail` is the
 * crumbs after Home, the page itself last.
 */
export function PageBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <Breadcrumb crumbs={[HOME, ...trail]} />
    </div>
  );
}
