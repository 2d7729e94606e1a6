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

/** A booking's private page, the link its visitor keeps: /book/manage/{token}. */
export function bookingManagePath(token: string): string {
  return `/book/manage/${encodeURIComponent(token)}`;
}

/** The booking's current event as a calendar file, beside its private page. */
export function bookingIcsPath(token: string): string {
  return `${bookingManagePath(token)}/assessment.ics`;
}

/** Where the private page's buttons post (the token travels in the body, not in the address). */
export function bookingManageApiPath(action: "confirm" | "move" | "cancel"): string {
  return `/api/booking/manage/${action}`;
}

/** An urgent request's status page, the link its client keeps: /support/status/{token}. */
export function supportStatusPath(token: string): string {
  return `/support/status/${encodeURIComponent(token)}`;
}

/** One page of the sent-issues list the newsletter page loads. */
export function recentIssuesApiPath(limit: number, offset: number): string {
  return `/api/newsletter/issues/recent?limit=${limit}&offset=${offset}`;
}

/**
 * A `next=` value as a query string keeps its slashes readable ("?next=/admin/urgent/12"): a
 * slash needs no escaping there, and what reads it decodes either way.
 */
const nextParam = (next: string) => `next=${encodeURIComponent(next).replace(/%2F/g, "/")}`;

/** The staff sign-in page, returning after sign-in to `next` (a staff path) when given. */
export function signInPath(next?: string | null): string {
  return next ? `/admin/sign-in?${nextParam(next)}` : "/admin/sign-in";
}

/** The staff sign-in page, with the code of the reason the last attempt failed. */
export function signInErrorPath(code: string, next?: string | null): string {
  return `/admin/sign-in?error=${code}${next ? `&${nextParam(next)}` : ""}`;
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
/** Release or discard paused deliveries (one, or all with no id). */
export const ADMIN_PAUSED_DELIVERIES_API = "/api/admin/deliveries/paused";

export function adminDeliveryRetryApiPath(id: number | string): string {
  return `/api/admin/deliveries/${id}/retry`;
}

/** The staff list of urgent requests, at a page when given. */
export function adminUrgentPath(page?: number): string {
  return page === undefined || page <= 1 ? "/admin/urgent" : `/admin/urgent?page=${page}`;
}

/** One urgent request's staff page: the link its page and its e-mails carry. */
export function adminUrgentRequestPath(id: number): string {
  return `/admin/urgent/${id}`;
}

/** Acknowledges or closes one urgent request. */
export function adminUrgentApiPath(id: number): string {
  return `/api/admin/urgent/${id}`;
}

/** The client practices' support codes (null: the list, where a new one is made). */
export function adminSupportCodeApiPath(id: number | null): string {
  return id === null ? "/api/admin/support-codes" : `/api/admin/support-codes/${id}`;
}

/** A staff page with a short notice of what its last action did (a form sent without JavaScript). */
export function withNotice(path: string, notice: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("notice", notice);
  return `${url.pathname}${url.search}`;
}

/** The staff list of bookings. */
export const ADMIN_BOOKINGS_PATH = "/admin/bookings";

/** One view of the staff list of bookings (upcoming, past, cancelled), at a page when given. */
export function adminBookingsPath(view: string, page?: number): string {
  const params = new URLSearchParams();
  if (view !== "upcoming") params.set("view", view);
  if (page !== undefined && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${ADMIN_BOOKINGS_PATH}?${query}` : ADMIN_BOOKINGS_PATH;
}

/** A booking's place in the staff list: the link the staff calendar feed's events carry. */
export function adminBookingAnchorPath(id: number): string {
  return `${ADMIN_BOOKINGS_PATH}#booking-${id}`;
}

/** Marks a booking attended or a no-show, or releases a pending one. */
export function adminBookingApiPath(id: number): string {
  return `/api/admin/bookings/${id}`;
}

/** Cancels one or several bookings with a note to each visitor. */
export const ADMIN_BOOKINGS_CANCEL_API = "/api/admin/bookings/cancel";

/** Makes the staff calendar feed's address anew. */
export const ADMIN_STAFF_FEED_API = "/api/admin/bookings/feed";

/** The staff calendar feed of upcoming bookings: its token is the key. */
export function staffFeedPath(token: string): string {
  return `/api/booking/staff-feed/${token}`;
}
