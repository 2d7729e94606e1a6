/** Numbers as Canadian English readers expect them: 2,794,356. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-CA").format(value);
}

/** The first `max` characters of a text plus an ellipsis, when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/**
 * A formatter made on its first use, not when the module loads: a browser's first Intl date or
 * relative-time formatter loads its locale data, 25–80 ms of blocked main thread measured in
 * Chromium, and a client script that imports this module for a later moment (the checklist's
 * results, a post's age) would otherwise pay that while the page hydrates.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const LONG_DATE = onFirstUse(() => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }));

/**
 * A calendar date ("2026-11-22", a revision or statement date) in running text as Canadian
 * English readers expect it: "November 22, 2026". Read at noon UTC and formatted in UTC, so no
 * time zone can shift the day. For a moment in time use formatTorontoDate.
 */
export function longDate(calendarDate: string): string {
  return LONG_DATE().format(new Date(`${calendarDate}T12:00:00Z`));
}

const LONG_DATE_TORONTO = onFirstUse(
  () => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" }),
);

/** The day a moment (a post's publication) fell on in Toronto, e.g. "November 22, 2026". */
export function formatTorontoDate(timestamp: string | Date): string {
  return LONG_DATE_TORONTO().format(typeof timestamp === "string" ? new Date(timestamp) : timestamp);
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
