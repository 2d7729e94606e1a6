/**
 * What the staff routes of urgent requests and support codes answer, in one place: a script shows
 * it in a toast, and a form sent without a script lands back on its page with the notice's key in
 * the address (`?notice=close`), which the page turns into the same sentence.
 */
export const STAFF_NOTICES = {
  acknowledge: "You have it: the client's page now shows that a technician is on it.",
  close: "The request is closed.",
  "already-acknowledge": "Someone had already taken this request, or it is closed: nothing was changed.",
  "already-close": "This request was already closed: nothing was changed.",
  renamed: "The practice's name is changed.",
  revoked: "The code is revoked: it pages no one any more.",
  "already-revoked": "This code was already revoked.",
  "needs-script":
    "No code was made: making one needs JavaScript in this browser, since the new code is shown only once, in this page.",
} as const;

export type StaffNotice = keyof typeof STAFF_NOTICES;

/** The sentence of a `?notice=` value, or null for anything else. */
export function noticeText(value: unknown): string | null {
  return typeof value === "string" && Object.hasOwn(STAFF_NOTICES, value) ? STAFF_NOTICES[value as StaffNotice] : null;
}
