import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";

/**
 * The shared page store (Next's page cache in Redis, cache-handler.mjs), seen from the site's own
 * code. Next passes the pages that `revalidatePath` names to the store only once the request that
 * named them has been handled; publishing must have them marked there before it empties the nginx
 * page cache (lib/core/publication.ts), or a visitor's request reaching another process in
 * between would put the old page back into nginx for its whole bound. The handler, loaded by Next
 * outside the site's bundle, offers its door on `globalThis` under this name; without REDIS_URL it
 * is never loaded and there is nothing to do.
 */
const PAGE_STORE = Symbol.for("toronto-dental-it.page-store");

interface PageStoreDoor {
  expireTags(tags: string[]): Promise<boolean>;
}

/**
 * The tag `revalidatePath(path)` gives Next's cache (or `revalidatePath(pattern, "page")` for a
 * route pattern such as "/blog/page/[page]"): every page rendered for that path or route carries
 * it.
 */
export function pathTag(path: string): string {
  return `${NEXT_CACHE_IMPLICIT_TAG_ID}${path}${path.includes("[") ? "/page" : ""}`;
}

/**
 * Marks the pages of these paths revalidated in the shared page store at once; true without a
 * store. False (logged by the handler) when the store could not be told.
 */
export async function expireInPageStore(paths: readonly string[]): Promise<boolean> {
  const door = (globalThis as { [PAGE_STORE]?: PageStoreDoor })[PAGE_STORE];
  if (!door) return true;
  return door.expireTags(paths.map(pathTag));
}
