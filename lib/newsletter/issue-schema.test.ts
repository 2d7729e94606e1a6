/** @jest-environment node */
import { fieldErrorsOf } from "@/lib/core/http/post-pipeline";
import {
  ISSUE_MESSAGES,
  MONTH_NAMES,
  issueFieldsSchema,
  issueSaveSchema,
  issueSendSchema,
  monthNumberOf,
} from "./issue-schema";

jest.mock("@/lib/core/db", () => ({}));

const valid = {
  title: "  Ransomware season  ",
  month: "November",
  year: 2026,
  content: "## Alerts\n\n- Patch Windows",
};

describe("issueFieldsSchema", () => {
  it("accepts a complete issue and trims the title", () => {
    expect(issueFieldsSchema.parse(valid)).toEqual({ ...valid, title: "Ransomware season" });
  });

  it("takes a month by its name only", () => {
    for (const month of ["november", "Nov", "11", ""]) {
      expect(fieldErrorsOf(issueFieldsSchema.safeParse({ ...valid, month }).error!).month).toEqual([
        ISSUE_MESSAGES.month,
      ]);
    }
  });

  it.each([1999, 2101, 2026.5, Number.NaN, "2026"])("refuses the year %p with one message", (year) => {
    expect(fieldErrorsOf(issueFieldsSchema.safeParse({ ...valid, year }).error!).year).toEqual([ISSUE_MESSAGES.year]);
  });

  it("requires a title and content", () => {
    const errors = fieldErrorsOf(issueFieldsSchema.safeParse({ ...valid, title: "  ", content: "   " }).error!);
    expect(errors.title).toEqual([ISSUE_MESSAGES.title]);
    expect(errors.content).toEqual([ISSUE_MESSAGES.content]);
  });

  it("is strict, and the save schema needs a status", () => {
    expect(issueFieldsSchema.safeParse({ ...valid, monthNumber: 11 }).success).toBe(false);
    expect(issueSaveSchema.safeParse({ ...valid, status: "published" }).success).toBe(true);
    expect(issueSaveSchema.safeParse({ ...valid, status: "sent" }).success).toBe(false);
    expect(issueSendSchema.safeParse({}).success).toBe(true);
    expect(issueSendSchema.safeParse({ all: true }).success).toBe(false);
  });
});

describe("monthNumberOf", () => {
  it("numbers the months 1 to 12", () => {
    expect(MONTH_NAMES.map(monthNumberOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
