import { CHECKLIST_CATEGORIES, type ChecklistCategoryId } from "@/content/checklist";

/**
 * The checklist's open tab, kept in the address's fragment (#backup) so a reload, or a link
 * shared from the page, opens the same tab. The first tab has no fragment: the plain address
 * stays clean. history.replaceState changes the fragment without a new history entry, a scroll
 * or a hashchange event, so this store tells its own listeners; the back button's hashchange is
 * heard too.
 */
export const FIRST_TAB: ChecklistCategoryId = CHECKLIST_CATEGORIES[0]!.id;

const listeners = new Set<() => void>();

function isCategory(value: string): value is ChecklistCategoryId {
  return CHECKLIST_CATEGORIES.some((c) => c.id === value);
}

export function tabFromHash(hash: string): ChecklistCategoryId {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return isCategory(id) ? id : FIRST_TAB;
}

export function subscribeTab(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("hashchange", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("hashchange", listener);
  };
}

export function getTab(): ChecklistCategoryId {
  return tabFromHash(window.location.hash);
}

/** What the server renders, and so what hydration starts from: the first tab. */
export function getServerTab(): ChecklistCategoryId {
  return FIRST_TAB;
}

export function setTab(id: ChecklistCategoryId): void {
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    id === FIRST_TAB ? `${pathname}${search}` : `${pathname}${search}#${id}`,
  );
  for (const listener of listeners) listener();
}
