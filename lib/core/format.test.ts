import { formatNumber, formatTorontoDate, longDate, truncate } from "@/lib/core/format";

describe("longDate", () => {
  it("formats a calendar date as a long Canadian English date, whatever the time zone", () => {
    expect(longDate("2026-11-22")).toBe("November 22, 2026");
    expect(longDate("2025-05-05")).toBe("May 5, 2025");
    expect(longDate("2026-01-01")).toBe("January 1, 2026");
  });
});

describe("formatTorontoDate", () => {
  it("gives the day a moment fell on in Toronto, not in UTC", () => {
    expect(formatTorontoDate("2026-05-01T10:00:00.000Z")).toBe("May 1, 2026");
    expect(formatTorontoDate("2026-05-02T02:30:00.000Z")).toBe("May 1, 2026");
    expect(formatTorontoDate(new Date("2026-01-01T05:00:00.000Z"))).toBe("January 1, 2026");
  });
});

describe("formatNumber and truncate", () => {
  it("group thousands and shorten long text", () => {
    expect(formatNumber(2794356)).toBe("2,794,356");
    expect(truncate("abcdef", 3)).toBe("abc...");
    expect(truncate("abc", 3)).toBe("abc");
  });
});
