import "@/lib/core/validation/zod-browser";
import * as z from "zod/mini";

/**
 * A newsletter issue as staff write it: the editor and the /api/admin/newsletter handlers use
 * these schemas (zod/mini: the editor ships them to the browser). The month is chosen by name (what the public pages show); the server stores its
 * number beside it for ordering.
 */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** 1-12 for a month's name. */
export function monthNumberOf(month: MonthName): number {
  return MONTH_NAMES.indexOf(month) + 1;
}

export const ISSUE_LIMITS = { title: 255, content: 100_000, yearMin: 2000, yearMax: 2100 } as const;

export const ISSUE_MESSAGES = {
  title: "Enter a title of at least 3 characters.",
  month: "Choose the issue's month.",
  year: `Enter the issue's year as four digits, from ${ISSUE_LIMITS.yearMin} to ${ISSUE_LIMITS.yearMax}.`,
  content: "Write the issue's content.",
  notPublished: "Publish the issue before sending it: subscribers must be able to read it on the website.",
} as const;

export const issueFieldsSchema = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, ISSUE_MESSAGES.title),
      z.maxLength(ISSUE_LIMITS.title, `The title must be at most ${ISSUE_LIMITS.title} characters.`),
    ),
  month: z.enum(MONTH_NAMES, ISSUE_MESSAGES.month),
  year: z
    .number(ISSUE_MESSAGES.year)
    .check(
      z.int(ISSUE_MESSAGES.year),
      z.gte(ISSUE_LIMITS.yearMin, ISSUE_MESSAGES.year),
      z.lte(ISSUE_LIMITS.yearMax, ISSUE_MESSAGES.year),
    ),
  content: z.string().check(
    z.maxLength(
      ISSUE_LIMITS.content,
      `The content must be at most ${ISSUE_LIMITS.content.toLocaleString("en-CA")} characters.`,
    ),
    z.refine((v) => v.trim().length > 0, ISSUE_MESSAGES.content),
  ),
});

export type IssueFields = z.output<typeof issueFieldsSchema>;
export type IssueFormValues = z.input<typeof issueFieldsSchema>;

export const issueSaveSchema = z.extend(issueFieldsSchema, {
  status: z.enum(["draft", "published"], "The status must be draft or published."),
});
export type IssueSave = z.output<typeof issueSaveSchema>;

/** "Send to subscribers" takes no fields. */
export const issueSendSchema = z.strictObject({});

export const ISSUE_MAX_BYTES = 512 * 1024;
