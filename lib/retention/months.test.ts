import { daysBefore, hoursBefore, monthsBefore } from "@/lib/retention/months";

const at = (iso: string) => new Date(iso);
const back = (iso: string, months: number) => monthsBefore(at(iso), months).toISOString();

describe("monthsBefore", () => {
  it("keeps the day of the month and the time of day", () => {
    expect(back("2026-11-24T09:15:30.250Z", 24)).toBe("2024-11-24T09:15:30.250Z");
    expect(back("2026-11-24T09:15:30.250Z", 12)).toBe("2025-11-24T09:15:30.250Z");
    expect(back("2026-11-24T09:15:30.250Z", 36)).toBe("2023-11-24T09:15:30.250Z");
  });

  it("crosses year boundaries", () => {
    expect(back("2026-01-15T00:00:00.000Z", 1)).toBe("2025-12-15T00:00:00.000Z");
    expect(back("2026-02-10T23:59:59.999Z", 14)).toBe("2024-12-10T23:59:59.999Z");
  });

  it("clamps to the last day of a shorter month instead of rolling into the next one", () => {
    expect(back("2026-03-31T12:00:00.000Z", 1)).toBe("2026-02-28T12:00:00.000Z");
    expect(back("2024-03-31T12:00:00.000Z", 1)).toBe("2024-02-29T12:00:00.000Z");
    expect(back("2026-07-31T08:00:00.000Z", 1)).toBe("2026-06-30T08:00:00.000Z");
    expect(back("2026-12-31T08:00:00.000Z", 10)).toBe("2026-02-28T08:00:00.000Z");
  });

  it("handles a leap day at either end", () => {
    // 29 February back to a year without one: the last day of that February.
    expect(back("2028-02-29T06:00:00.000Z", 24)).toBe("2026-02-28T06:00:00.000Z");
    // Back to a year with one: the same leap day.
    expect(back("2028-02-29T06:00:00.000Z", 48)).toBe("2024-02-29T06:00:00.000Z");
    // From an ordinary 28 February, the 29th of a leap year is not yet 24 months old.
    expect(back("2026-02-28T06:00:00.000Z", 24)).toBe("2024-02-28T06:00:00.000Z");
  });

  it("returns the same moment for zero months and refuses nonsense", () => {
    expect(back("2026-11-24T09:00:00.000Z", 0)).toBe("2026-11-24T09:00:00.000Z");
    expect(() => monthsBefore(at("2026-11-24T09:00:00.000Z"), -1)).toThrow(RangeError);
    expect(() => monthsBefore(at("2026-11-24T09:00:00.000Z"), 1.5)).toThrow(RangeError);
  });

  it("never leaves a day of the month that does not exist, for any start day", () => {
    for (let day = 1; day <= 31; day++) {
      const start = new Date(Date.UTC(2026, 0, day, 10));
      for (let months = 0; months <= 40; months++) {
        const result = monthsBefore(start, months);
        const expectedMonth = (((0 - months) % 12) + 12) % 12;
        expect(result.getUTCMonth()).toBe(expectedMonth);
        expect(result.getUTCHours()).toBe(10);
        expect(result.getTime()).toBeLessThanOrEqual(start.getTime());
      }
    }
  });
});

describe("daysBefore", () => {
  it("is exactly that many 24-hour days", () => {
    expect(daysBefore(at("2026-11-24T09:00:00.000Z"), 7).toISOString()).toBe("2026-11-17T09:00:00.000Z");
    // Across Toronto's daylight-saving change the count is still in plain hours.
    expect(daysBefore(at("2026-11-03T12:00:00.000Z"), 7).toISOString()).toBe("2026-10-27T12:00:00.000Z");
  });
});

describe("hoursBefore", () => {
  it("is exactly that many hours, across a day's end", () => {
    expect(hoursBefore(at("2026-11-24T09:00:00.000Z"), 23).toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });
});
