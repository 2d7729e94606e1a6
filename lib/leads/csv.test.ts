/** @jest-environment node */
import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { safeCell, toCsv } from "./csv";

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Reads a CSV file the way a spreadsheet does: outside quotes, a lone `\n` or `\r` ends a row as
 * surely as `\r\n`.
 */
function readAsSpreadsheet(csv: string): string[][] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  return parse(csv.slice(1), { record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: true }) as string[][];
}

/** Every line of every cell, as a spreadsheet may show or paste it on its own. */
const linesOf = (rows: string[][]) => rows.flat().flatMap((cell) => cell.split(/\r\n|\r|\n/));

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const value of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(safeCell(value)).toBe(`'${value}`);
    expect(safeCell("Dr. Chen")).toBe("Dr. Chen");
    expect(safeCell("416-555-0142")).toBe("416-555-0142");
    expect(safeCell(null)).toBe("");
    expect(safeCell(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22T10:00:00.000Z");
  });

  it("neutralises a formula after any line break inside a cell", () => {
    expect(safeCell("Dr Evil\n=HYPERLINK(F3)")).toBe("Dr Evil\n'=HYPERLINK(F3)");
    expect(safeCell("a\r+1\r\n-2\n\n@x")).toBe("a\r'+1\r\n'-2\n\n'@x");
    expect(safeCell("a\n\tb")).toBe("a\n'\tb");
    expect(safeCell("line one\nline two")).toBe("line one\nline two");
  });

  it("quotes commas, quotes and line breaks so every row reads back exactly", () => {
    const rows = [["Chen, Avery", 'She said "hi"\nthen left', "=cmd|' /C calc'!A0", "Zoë"]];
    const csv = toCsv(["Name", "Message", "Note", "Accent"], rows);
    const back = readAsSpreadsheet(csv);
    expect(back).toEqual([
      ["Name", "Message", "Note", "Accent"],
      ["Chen, Avery", 'She said "hi"\nthen left', "'=cmd|' /C calc'!A0", "Zoë"],
    ]);
  });

  it("keeps a name with a bare line feed or carriage return in its own cell, its formula inert", () => {
    const rows = [
      ["Dr Evil\n=HYPERLINK(F3)", "evil@example.com"],
      ["Dr Worse\r@SUM(A1)", "worse@example.com"],
      ["Dr Chen", "chen@example.com"],
    ];
    const csv = toCsv(["Name", "Email"], rows);
    const back = readAsSpreadsheet(csv);
    expect(back).toHaveLength(4);
    expect(back.map((row) => row.length)).toEqual([2, 2, 2, 2]);
    expect(back.map((row) => row[1])).toEqual(["Email", "evil@example.com", "worse@example.com", "chen@example.com"]);
    for (const line of linesOf(back)) expect(line).not.toMatch(FORMULA_START);
    // No line of the file itself begins with a formula either, whatever reads it.
    for (const line of csv.slice(1).split(/\r\n|\r|\n/)) expect(line).not.toMatch(FORMULA_START);
  });

  it("reads back one row per lead, no line of any cell a formula, whatever the text", () => {
    const piece = fc.constantFrom("\n", "\r", "\r\n", "=", "+", "-", "@", "\t", ",", '"', "'", "a", " ", "é");
    const cell = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 5 }), (rows) => {
        const back = readAsSpreadsheet(toCsv(["A", "B", "C"], rows));
        expect(back).toHaveLength(rows.length + 1);
        for (const row of back) expect(row).toHaveLength(3);
        for (const line of linesOf(back)) expect(line).not.toMatch(FORMULA_START);
        // Each cell reads back as exactly what was written, only apostrophes added.
        back.slice(1).forEach((row, i) =>
          row.forEach((value, j) => {
            expect(value).toBe(safeCell(rows[i]![j]));
            expect(value.replaceAll("'", "")).toBe(rows[i]![j]!.replaceAll("'", ""));
          }),
        );
      }),
      { numRuns: 500 },
    );
  });
});
