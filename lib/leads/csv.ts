import { stringify } from "csv-stringify/sync";

/**
 * CSV for spreadsheets, through csv-stringify (quoting, embedded quotes and line breaks done
 * right). A cell that a spreadsheet would run as a formula (=, +, -, @, tab or carriage return
 * first) gets a leading apostrophe, so exported leads can never execute anything (OWASP's CSV
 * injection advice).
 */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  // A byte-order mark so Excel reads the file as UTF-8 (names with accents stay intact).
  return `\uFEFF${stringify([header.map(safeCell), ...rows.map((r) => r.map(safeCell))], { record_delimiter: "windows" })}`;
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
