import { onFirstUse } from "@/lib/core/format";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

// Made on first use (lib/core/format.ts says why).
const formatter = onFirstUse(() => new Intl.RelativeTimeFormat("en-CA", { numeric: "auto" }));

/**
 * "3 weeks ago", "yesterday", "just now": how long before `now` a date was, in the largest whole
 * unit. A date in the future (a clock a little ahead) reads "just now" rather than "in 2 minutes".
 */
export function relativeTime(date: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return formatter().format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
