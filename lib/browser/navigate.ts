/**
 * Opens a page of the site with a full page load rather than the router's in-place navigation.
 * For pages whose address holds a secret token (content/routes.ts, TOKEN_PAGES): a fresh document
 * there has never run the analytics script, which an in-place navigation would carry along.
 */
export function openPage(path: string): void {
  window.location.assign(path);
}
