/**
 * Page numbers of the staff lists, read from a `?page=` value. Shared by every domain with a paged
 * list (leads, the deliveries), so it lives beside the other helpers every domain uses.
 */

/** How many pages `total` rows fill (an empty list still has its first page). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/**
 * The page a list shows for a `?page=` value, always between 1 and `lastPage`: a plain decimal
 * is that page, or the last one when it is past the end; anything else (missing, empty, zero, a
 * sign, a fraction, an exponent, spaces, several values) is page 1. A number is read as its
 * decimal text. An address typed or kept from a longer list so lands on a real page, and no value
 * becomes an offset the database refuses.
 */
export function pageFromQuery(value: string | string[] | number | undefined, lastPage: number): number {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d+$/.test(text)) return 1;
  const last = Math.max(1, Math.floor(lastPage) || 1);
  return Math.min(Math.max(1, Number(text)), last);
}
