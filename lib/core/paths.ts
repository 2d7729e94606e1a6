import type { ServiceAnchor, ServiceSlug, ServiceUrlSegment } from "@/content/services";

/**
 * Every internal address the site builds from a value: pages, their fragments, the staff area and
 * the API the pages call. Nothing else builds one by hand (paths.test.ts checks the source), so a
 * route that moves changes here once (docs/decisions/0010-service-record-and-paths.md). Fixed
 * addresses with nothing to fill in ("/contact", "/blog") are written where they are used.
 */

/** A service's own page: /{slug}. */
export function servicePath(service: { slug: ServiceSlug }): string {
  return `/${service.slug}`;
}

/** The link from the services overview to a service's section on it. */
export function serviceAnchorHref(service: { anchor: ServiceAnchor }): string {
  return `#${service.anchor}`;
}

/** The home page's card of a service: card-{anchor}. */
export function serviceCardId(service: { anchor: ServiceAnchor }): string {
  return `card-${service.anchor}`;
}

/** The prefix every service-by-location page of one service shares. */
export function serviceLocationsPrefix(service: { urlSegment: ServiceUrlSegment }): string {
  return `/services/${service.urlSegment}/`;
}

/** A service-by-location page: /services/{urlSegment}/{location}. */
export function serviceLocationPath(service: { urlSegment: ServiceUrlSegment }, location: { slug: string }): string {
  return `${serviceLocationsPrefix(service)}${location.slug}`;
}

/** A location page: /locations/{slug}. */
export function locationPath(location: { slug: string }): string {
  return `/locations/${location.slug}`;
}

/** A published blog post: /blog/{slug}. */
export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

/** A blog category's list: /blog/category/{slug}. */
export function blogCategoryPath(slug: string): string {
  return `/blog/category/${slug}`;
}

/** Page `page` of a blog list at `base` ("/blog", a category's list): the list itself, then {base}/page/{n}. */
export function blogListPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** A sent newsletter issue: /newsletter/{id}. */
export function newsletterIssuePath(id: number): string {
  return `/newsletter/${id}`;
}

/** The page an e-mailed unsubscribe link opens. */
export function unsubscribePagePath(token: string): string {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Where the unsubscribe page's button (and a mail client's one-click unsubscribe) posts. */
export function unsubscribeApiPath(token: string): string {
  return `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page an e-mailed confirmation link opens. */
export function confirmPagePath(token: string): string {
  return `/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** Where the confirmation page's button posts. */
export function confirmApiPath(token: string): string {
  return `/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** An urgent request's status page, the link its client keeps: /support/status/{token}. */
export function supportStatusPath(token: string): string {
  return `/support/status/${encodeURIComponent(token)}`;
}

/** One page of the sent-issues list the newsletter page loads. */
export function recentIssuesApiPath(limit: number, offset: number): string {
  return `/api/newsletter/issues/recent?limit=${limit}&offset=${offset}`;
}

/** The staff sign-in page, with the code of the reason the last attempt failed. */
export function signInErrorPath(code: string): string {
  return `/admin/sign-in?error=${code}`;
}

/** The staff editor of a blog post. */
export function adminBlogPostPath(id: number): string {
  return `/admin/blog/${id}`;
}

/** The staff editor of a newsletter issue. */
export function adminNewsletterIssuePath(id: number): string {
  return `/admin/newsletter/${id}`;
}

/** The staff list of leads of one kind, optionally searched and paged. */
export function adminLeadsPath(kind: string, options: { q?: string; page?: number } = {}): string {
  if (!options.q && options.page === undefined) return `/admin/leads?kind=${kind}`;
  const params = {
    kind,
    ...(options.q ? { q: options.q } : {}),
    ...(options.page === undefined ? {} : { page: String(options.page) }),
  };
  return `/admin/leads?${new URLSearchParams(params)}`;
}

/** The staff Deliveries page, optionally filtered by status and paged ("all" is no filter). */
export function adminDeliveriesPath(status: string, page?: number): string {
  const params = { ...(status === "all" ? {} : { status }), ...(page === undefined ? {} : { page: String(page) }) };
  const query = new URLSearchParams(params).toString();
  return query ? `/admin/deliveries?${query}` : "/admin/deliveries";
}

/** The API of one blog post (null: the list, where a new one is created). */
export function adminBlogApiPath(id: number | null): string {
  return id === null ? "/api/admin/blog" : `/api/admin/blog/${id}`;
}

/** The API of one newsletter issue (null: the list, where a new one is created). */
export function adminNewsletterApiPath(id: number | null): string {
  return id === null ? "/api/admin/newsletter" : `/api/admin/newsletter/${id}`;
}

/** Sends a newsletter issue. */
export function adminNewsletterSendApiPath(id: number): string {
  return `${adminNewsletterApiPath(id)}/send`;
}

/** One lead (its deletion). */
export function adminLeadApiPath(kind: string, id: number | string): string {
  return `/api/admin/leads/${kind}/${id}`;
}

/** The CSV export of leads of one kind, optionally searched. */
export function adminLeadsExportApiPath(kind: string, q?: string): string {
  return `/api/admin/leads/${kind}/export${q ? `?${new URLSearchParams({ q })}` : ""}`;
}

/** Retries one delivery now (the staff "Retry now"). */
export function adminOutboxRetryApiPath(id: number | string): string {
  return `/api/admin/outbox/${id}/retry`;
}
