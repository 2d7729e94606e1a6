/**
 * What the private booking page says after one of its buttons posted (`?notice=…`), by code: the
 * route handlers (lib/booking/manage-handler.ts) answer with these words and send a browser's own
 * form post back to the page with the code.
 */
export const MANAGE_NOTICES = {
  confirmed: "Your assessment is confirmed. The invitation is on its way to your inbox.",
  "already-confirmed": "Your assessment was already confirmed.",
  moved: "Your assessment has a new time. An updated invitation is on its way to your inbox.",
  cancelled: "Your assessment is cancelled.",
  released: "This booking was not confirmed in time, so its time was released. Please book again.",
  "not-live": "This booking is no longer held, so it cannot be changed.",
  "already-cancelled": "This booking is already cancelled.",
  "too-late": "The meeting starts within 2 hours: please call us to change it.",
  past: "This meeting has already started.",
  never: "That time cannot be booked. Please choose a time from the list.",
  "not-free": "That time is no longer free. Please choose another.",
  same: "That is the time your meeting already has.",
  paused: "Rescheduling online is paused for a moment: please call us to change your meeting.",
} as const;

export type ManageNotice = keyof typeof MANAGE_NOTICES;

export function isManageNotice(value: unknown): value is ManageNotice {
  return typeof value === "string" && Object.hasOwn(MANAGE_NOTICES, value);
}
