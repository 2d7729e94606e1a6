/**
 * Which followed links the site opens itself (client-side navigation through Next's router)
 * rather than leaving to the browser. Internal links are plain anchors; one listener on the window
 * decides here (components/layout/soft-navigation.tsx,
 * docs/decisions/0017-one-listener-for-internal-links.md).
 */

/** What of a click decides whether it is a plain "follow this link". */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The anchor's attributes that hand a link to the browser: another window, a download. */
interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The path (with query and fragment) of a page of this site the router should open for `anchor`,
 * or null when the browser should follow it: another origin or scheme (tel:, mailto:), another
 * window or a download, the API or a file (a name with an extension: feeds, sitemaps, images),
 * or only a fragment of the page already shown (the browser scrolls there itself).
 */
export function softNavigationTarget(anchor: AnchorLike, current: URL): string | null {
  if (anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname.slice(url.pathname.lastIndexOf("/") + 1))) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A primary-button click with no key held that nothing else has handled. */
export function isPlainClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
