/** @jest-environment node */
import { lastPage, pageFromQuery } from "./page-number";

describe("pageFromQuery", () => {
  const odd = [
    "99999999999999999999",
    "1".repeat(400),
    "-1",
    "-99999999999999999999",
    "0",
    "00",
    "1.5",
    "2.0",
    "abc",
    "",
    "1e3",
    " 2",
    "2 ",
    "+2",
    "0x10",
    "Infinity",
    "NaN",
    "２",
    undefined,
    [],
    ["2", "3"],
    1.5,
    -3,
    0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
  ];

  it("is always a whole page between 1 and the last, whatever the value", () => {
    for (const last of [1, 2, 7, 400_000]) {
      for (const value of odd) {
        const page = pageFromQuery(value, last);
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(last);
      }
    }
  });

  it("takes a plain decimal within the list, and the last page for one past its end", () => {
    expect(pageFromQuery("3", 7)).toBe(3);
    expect(pageFromQuery("07", 7)).toBe(7);
    expect(pageFromQuery(4, 7)).toBe(4);
    expect(pageFromQuery("8", 7)).toBe(7);
    expect(pageFromQuery("99999999999999999999", 7)).toBe(7);
    expect(pageFromQuery("1".repeat(400), 7)).toBe(7);
  });

  it("reads anything that is not a plain decimal as page 1", () => {
    for (const value of ["-1", "0", "1.5", "abc", "", "1e3", " 2", "+2", undefined, ["2", "3"], 1.5, -3, 1e21])
      expect(pageFromQuery(value, 7)).toBe(1);
  });

  it("has page 1 for an empty list (no last page below 1)", () => {
    expect(pageFromQuery("5", 0)).toBe(1);
    expect(pageFromQuery("5", Number.NaN)).toBe(1);
  });
});

describe("lastPage", () => {
  it("counts whole pages, with one page for an empty list", () => {
    expect(lastPage(0, 50)).toBe(1);
    expect(lastPage(50, 50)).toBe(1);
    expect(lastPage(51, 50)).toBe(2);
  });
});
