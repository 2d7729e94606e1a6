import { blogListPagePath } from "@/lib/core/paths";

/**
 * Paging of the blog lists (/blog and /blog/category/{slug}). Page 1 is the list's own address;
 * page n ≥ 2 is {list}/page/{n}. Pure, so the pages, proxy.ts and the tests share it.
 *
 * With a few dozen posts every list fits one page and nothing changes for a visitor; the growth
 * benchmark (500 posts) made /blog several megabytes when it listed every post at once.
 */
export const POSTS_PER_PAGE = 24;

/** Number of pages a list of `total` posts has (an empty list still has its first page). */
export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/**
 * The page number in a /page/{n} address: a plain decimal n ≥ 2 ("1" is the list itself, so
 * /page/1 is no page; "02", "+2", "2.0" are not page numbers either). Null otherwise.
 */
export function parsePageSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const n = Number(segment);
  return n >= 2 ? n : null;
}

/** The posts shown on a page (1-based). */
export function pageItems<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export interface Pagination {
  page: number;
  pages: number;
  /** Address of the previous page, when there is one. */
  prev?: string;
  /** Address of the next page, when there is one. */
  next?: string;
  /** Every page with its address, for the numbered links. */
  links: { page: number; path: string }[];
}

export function pagination(base: string, page: number, total: number, perPage = POSTS_PER_PAGE): Pagination {
  const pages = pageCount(total, perPage);
  return {
    page,
    pages,
    prev: page > 1 ? blogListPagePath(base, page - 1) : undefined,
    next: page < pages ? blogListPagePath(base, page + 1) : undefined,
    links: Array.from({ length: pages }, (_, i) => ({ page: i + 1, path: blogListPagePath(base, i + 1) })),
  };
}

/** The page numbers ≥ 2 a list of `total` posts has, for generateStaticParams. */
export function extraPages(total: number, perPage = POSTS_PER_PAGE): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, i) => i + 2);
}

/** Preview text of a card: the body is clamped to three lines, so more than this is never seen. */
export const PREVIEW_CHARS = 400;

export function previewText(text: string, max = PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
