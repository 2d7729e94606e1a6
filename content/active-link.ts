/**
 * The header link that a path belongs to ("/blog/some-post" marks "Dental Practice Blog"). A module
 * of its own with no imports, because the header's client islands need it and content/navigation.ts
 * would bring every service's record into their script.
 */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
