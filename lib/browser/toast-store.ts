/**
 * A tiny toast store (one toast visible at a time, 5000 ms by default, a
 * dismissed toast removed after 1,000,000 ms). Any client island calls `toast(...)`; the Toaster in
 * the root layout renders what is here.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, "title" | "variant" | "duration">> {
  id: number;
  description?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

/**
 * No toasts: one array for the server's snapshot and the browser's until the first toast, so the
 * toaster hydrates without a second render (useSyncExternalStore renders again after hydration
 * when the two snapshots are not the same object).
 */
const EMPTY: readonly ToastItem[] = [];
let items: readonly ToastItem[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

export function getServerToasts(): readonly ToastItem[] {
  return EMPTY;
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION,
    open: true,
  };
  items = [item, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        items = items.filter((t) => t.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY),
    );
  }
}

/** Test helper: forget every toast. */
export function resetToasts(): void {
  for (const timer of removals.values()) clearTimeout(timer);
  removals.clear();
  items = EMPTY;
  emit();
}
