import Link from "next/link";
import { ChevronRightIcon } from "@/components/ui/icons";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { breadcrumbSchema, type Crumb } from "@/lib/core/seo/schema";

/** A visible breadcrumb and the BreadcrumbList that matches it, from one list of crumbs. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={crumb.path}>
                {i > 0 ? <ChevronRightIcon /> : null}
                {last ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.path}>{crumb.name}</Link>}
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
    <div className="page-width pt-6">
      <Breadcrumb crumbs={[HOME, ...trail]} />
    </div>
  );
}
