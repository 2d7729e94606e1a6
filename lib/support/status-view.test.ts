import { torontoTime } from "@/lib/support/status-view";

describe("torontoTime", () => {
  const now = new Date("2026-11-27T15:00:00Z"); // Friday 10:00 in Toronto

  it("gives the time alone for today in Toronto", () => {
    expect(torontoTime(new Date("2026-11-27T12:42:00Z"), now)).toBe("7:42 a.m.");
    expect(torontoTime(new Date("2026-11-27T21:05:00Z"), now)).toBe("4:05 p.m.");
  });

  it("adds the day when it is not today in Toronto, even if it is in UTC", () => {
    // 2026-11-27T03:00Z is 22:00 on Thursday in Toronto.
    expect(torontoTime(new Date("2026-11-27T03:00:00Z"), now)).toBe("10:00 p.m. on Thursday, November 26");
    expect(torontoTime(new Date("2026-11-30T13:00:00Z"), now)).toBe("8:00 a.m. on Monday, November 30");
  });
});
