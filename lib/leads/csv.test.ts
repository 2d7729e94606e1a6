/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { safeCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const value of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(safeCell(value)).toBe(`'${value}`);
    expect(safeCell("Dr. Chen")).toBe("Dr. Chen");
    expect(safeCell("416-555-0142")).toBe("416-555-0142");
    expect(safeCell(null)).toBe("");
    expect(safeCell(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22T10:00:00.000Z");
  });

  it("quotes commas, quotes and line breaks so every row reads back exactly", () => {
    const rows = [["Chen, Avery", 'She said "hi"\nthen left', "=cmd|' /C calc'!A0", "Zoë"]];
    const csv = toCsv(["Name", "Message", "Note", "Accent"], rows);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const back = parse(csv.slice(1)) as string[][];
    expect(back).toEqual([
      ["Name", "Message", "Note", "Accent"],
      ["Chen, Avery", 'She said "hi"\nthen left', "'=cmd|' /C calc'!A0", "Zoë"],
    ]);
  });
});
