/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * Comments and documents state the rule itself, or name a record in docs/decisions/: never a
 * document this repository does not contain (a requirements text, a numbered ruling, a tracker
 * issue). A reader of a fresh clone must be able to follow every reference. A public upstream bug
 * report, cited by its address, is fine: its address contains none of these words.
 */
const ROOT = path.resolve(__dirname, "..", "..");

/** What is scanned: every source, style, script and document folder, and the root's own files. */
const FOLDERS = ["app", "components", "lib", "content", "prisma", "scripts", "tests", "bench", "docs", ".ci"];
const ROOT_FILES = /^(README\.md|\.env\.example|[\w.-]+\.(ts|tsx|js|mjs|cjs))$/;
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|css|sh|md|prisma|sql)$|^run$/;
/** Generated or produced by tools, never written by hand. */
const SKIPPED = new Set(["node_modules", "generated", ".artifacts", ".out", ".next"]);
/** This file names the patterns it looks for. */
const SELF = path.relative(ROOT, __filename);

const REFERENCES: readonly RegExp[] = [
  /\bthe spec\b/i,
  /\bspec's\b/i,
  /\bspec part\b/i,
  /\bspecification\b/i,
  /\bruling\s*\d/i,
  /\brulings?\b/i,
  /\bissue\s+#?\d+/i,
  /part-[12]-/,
];

/**
 * Words that match a pattern above and are no reference: visitor copy about network cabling (a
 * "cable specification" is a drawing the practice hands its contractor).
 */
const ALLOWED: readonly RegExp[] = [/\b(cable|cabling) specification\b/gi];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return EXTENSIONS.test(entry.name) ? [full] : [];
  });
}

function scannedFiles(): string[] {
  const rootFiles = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_FILES.test(entry.name))
    .map((entry) => path.join(ROOT, entry.name));
  return [...rootFiles, ...FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder)))]
    .map((file) => path.relative(ROOT, file))
    .filter((file) => file !== SELF)
    .sort();
}

/** "file:line: text" for every line that points at a document outside the repository. */
function outsideReferences(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => {
    const cleaned = ALLOWED.reduce((rest, allowed) => rest.replace(allowed, ""), line);
    return REFERENCES.some((pattern) => pattern.test(cleaned)) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
  });
}

describe("references in comments and documents", () => {
  it("scans the source, test, benchmark and document folders", () => {
    const files = scannedFiles();
    for (const expected of ["proxy.ts", "README.md", "lib/core/db.ts", "app/globals.css", "bench/run.sh"]) {
      expect(files).toContain(expected);
    }
    expect(files.some((f) => f.startsWith("docs/decisions/"))).toBe(true);
    expect(files.some((f) => f.startsWith("lib/generated/"))).toBe(false);
  });

  it("finds the kinds of reference it is meant to refuse, and lets cabling copy and upstream reports pass", () => {
    expect(
      outsideReferences("x.ts", "// As the spec says.\n// ruling 2\n// (issue 14)\n// see part-1-shell.md"),
    ).toEqual([
      "x.ts:1: // As the spec says.",
      "x.ts:2: // ruling 2",
      "x.ts:3: // (issue 14)",
      "x.ts:4: // see part-1-shell.md",
    ]);
    expect(outsideReferences("x.ts", "// the spec's order\n/** Rulings where silent. */")).toHaveLength(2);
    expect(
      outsideReferences(
        "x.ts",
        '"a cabling specification for each operatory"\n// https://github.com/prisma/prisma/issues/30028\n' +
          "// OpeningHoursSpecification\n// hostile-input.spec.ts",
      ),
    ).toEqual([]);
  });

  it("no comment or document points at a document the repository does not contain", () => {
    const found = scannedFiles().flatMap((file) =>
      outsideReferences(file, fs.readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(found).toEqual([]);
  });
});
