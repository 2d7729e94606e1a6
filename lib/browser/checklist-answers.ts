import type { ChecklistAnswer, ChecklistCategoryId } from "@/content/checklist";
import {
  countAnswered,
  emptyAnswers,
  normalizeAnswers,
  withAnswer,
  type ChecklistAnswers,
} from "@/lib/checklist/scoring";

/**
 * The questionnaire's answers, kept in sessionStorage so a reload or a visit to another page does
 * not lose them (deliberately: a visitor who reloads must not start over); a new tab
 * or a new visit starts empty. Read with useSyncExternalStore: the server snapshot is the empty
 * questionnaire, the browser's is what this tab stored.
 */
export const ANSWERS_STORAGE_KEY = "tdi-health-checklist-answers";

/** Never changed in place: withAnswer copies what it changes. */
const SERVER_SNAPSHOT: ChecklistAnswers = emptyAnswers();
let current: ChecklistAnswers | null = null;
const listeners = new Set<() => void>();

function load(): ChecklistAnswers {
  if (current) return current;
  try {
    const raw = window.sessionStorage.getItem(ANSWERS_STORAGE_KEY);
    const stored = normalizeAnswers(raw ? JSON.parse(raw) : null);
    // Nothing answered yet: the very object the server rendered with. useSyncExternalStore renders
    // the whole questionnaire a second time after hydration when the browser's snapshot is not the
    // server's object, even when both hold the same (empty) answers.
    current = countAnswered(stored) > 0 ? stored : SERVER_SNAPSHOT;
  } catch {
    // Storage unavailable or unreadable: start empty; answers still work for this page view.
    current = SERVER_SNAPSHOT;
  }
  return current;
}

export function subscribeAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAnswers(): ChecklistAnswers {
  return load();
}

export function getServerAnswers(): ChecklistAnswers {
  return SERVER_SNAPSHOT;
}

export function setAnswer(categoryId: ChecklistCategoryId, questionId: string, value: ChecklistAnswer | null): void {
  current = withAnswer(load(), categoryId, questionId, value);
  try {
    window.sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode or a full quota: keep the answers in memory.
  }
  for (const listener of listeners) listener();
}

/** Test helper: forget what was loaded, so the next read comes from sessionStorage again. */
export function resetAnswersStore(): void {
  current = null;
}
