import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { formatNumber, formatTorontoDate, longDate, onFirstUse, truncate } from "@/lib/core/format";

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

describe("onFirstUse", () => {
  it("makes its value on the first call, once, and not before", () => {
    const make = jest.fn(() => ({}));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  // Client scripts load these folders' modules while the page hydrates: a formatter made as such a
  // module loads must be made on first use instead (the reason is in lib/core/format.ts).
  it("leaves no Intl formatter made as a module of the client-side folders loads", () => {
    const root = path.join(__dirname, "..", "..");
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          readFileSync(file, "utf8")
            .split("\n")
            .forEach((line, i) => {
              // A statement at the module's top level (no indentation) that constructs one.
              if (/^\S.*\bnew Intl\.\w+\(/.test(line) && !/onFirstUse\(/.test(line)) {
                offenders.push(`${path.relative(root, file)}:${i + 1}`);
              }
            });
        }
      }
    };
    for (const dir of ["components", "content", "lib/core", "lib/checklist"]) visit(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});
