"use client";

import Link from "@/components/ui/link";
import { ChevronRightIcon } from "@/components/ui/icons";
import { breadcrumbRecord, type Crumb } from "@/lib/core/seo/breadcrumb-schema";
import { JsonLd } from "@/lib/core/seo/json-ld";

/**
 * A visible breadcrumb and the BreadcrumbList that matches it, from one list of crumbs. An island
 * for the same reason as the accordion: the crumbs travel once in the page's React data (as these
 * props) and both renderings come from them, instead of the trail being sent as elements and again
 * inside the record (docs/decisions/0013-page-weight.md). Its HTML is the same as a server
 * component's, so it works before and without JavaScript.
 */
export function BreadcrumbTrail({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
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
      <JsonLd data={breadcrumbRecord(crumbs, origin)} />
    </>
  );
}
