import { stringify } from "csv-stringify/sync";

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula character just after a line break. Spreadsheets start a new row, or a new line in a
 * cell, at a lone `\n` or `\r` as well as at `\r\n`, and some read each line of a cell on its own
 * (pasted text, import wizards), so every line is guarded, not only the cell's first.
 */
const FORMULA_AFTER_BREAK = /(\r\n|\r|\n)(?=[=+\-@\t])/g;

/**
 * CSV for spreadsheets, through csv-stringify (quoting and embedded quotes done right). A cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first, on its
 * first line or any later one) gets an apostrophe before that character, so exported leads can
 * never execute anything (OWASP's CSV injection advice).
 */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  const lines = text.replace(FORMULA_AFTER_BREAK, "$1'");
  return FORMULA_START.test(lines) ? `'${lines}` : lines;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  // A byte-order mark so Excel reads the file as UTF-8 (names with accents stay intact).
  // csv-stringify quotes a cell holding the record delimiter (`\r\n` here) but not a lone `\n` or
  // `\r`, which a spreadsheet still reads as the end of a row: quote every cell with any line break.
  return `\uFEFF${stringify([header.map(safeCell), ...rows.map((r) => r.map(safeCell))], {
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  })}`;
}

export function csvResponse(filename: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
