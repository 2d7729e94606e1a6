/** Numbers as Canadian English readers expect them: 2,794,356. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-CA").format(value);
}

/** The first `max` characters of a text plus an ellipsis, when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

const LONG_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

/**
 * A calendar date ("2026-11-22", a revision or statement date) in running text as Canadian
 * English readers expect it: "November 22, 2026". Read at noon UTC and formatted in UTC, so no
 * time zone can shift the day. For a moment in time use formatTorontoDate.
 */
export function longDate(calendarDate: string): string {
  return LONG_DATE.format(new Date(`${calendarDate}T12:00:00Z`));
}

const LONG_DATE_TORONTO = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" });

/** The day a moment (a post's publication) fell on in Toronto, e.g. "November 22, 2026". */
export function formatTorontoDate(timestamp: string | Date): string {
  return LONG_DATE_TORONTO.format(typeof timestamp === "string" ? new Date(timestamp) : timestamp);
}

/**
 * A title-case label for use inside a sentence ("Managed IT" → "managed IT"): lower case, except
 * words written all in capitals, which are acronyms (IT, GTA, PHIPA) and keep their meaning only
 * in capitals.
 */
export function lowerCaseKeepingAcronyms(label: string): string {
  return label.replace(/[\p{L}\p{N}]+/gu, (word) =>
    word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word) ? word : word.toLowerCase(),
  );
}
