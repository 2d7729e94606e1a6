/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * Imports between the folders of lib/ run one way: lib/core imports no domain, the outbox only
 * lib/core (it is handed what it needs), and no two domains reach each other, directly or round a
 * loop. Tests are consumers and may import anything; only the modules themselves are checked.
 */
const LIB = path.resolve(__dirname, "..");
const ROOT = path.resolve(LIB, "..");
/** Folders that are not domains: the shared base and the generated database client. */
const BASE = new Set(["core", "generated"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" && dir === LIB ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports, require and jest.mock. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bmock\s*\(\s*)["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The repository path a specifier points at, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith("."))
    return path
      .relative(ROOT, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join("/");
  return null;
}

/** "core", a domain's folder, or null outside lib/. A file directly in lib/ is "(lib)". */
function folderOf(repoPath: string): string | null {
  const parts = repoPath.split("/");
  if (parts[0] !== "lib") return null;
  return parts.length > 2 ? parts[1]! : "(lib)";
}

const files = sourceFiles(LIB);
const edges = new Map<string, Map<string, string>>();
const upward: string[] = [];
for (const file of files) {
  const from = path.relative(ROOT, file).split(path.sep).join("/");
  const fromFolder = folderOf(from)!;
  for (const specifier of specifiers(fs.readFileSync(file, "utf8"))) {
    const to = target(file, specifier);
    if (!to) continue;
    if (/^(app|components)\//.test(to)) upward.push(`${from} imports ${specifier}`);
    const toFolder = folderOf(to);
    if (!toFolder || toFolder === fromFolder) continue;
    const out = edges.get(fromFolder) ?? new Map<string, string>();
    if (!out.has(toFolder)) out.set(toFolder, `${from} -> ${specifier}`);
    edges.set(fromFolder, out);
  }
}

function importsOf(folder: string): [string, string][] {
  return [...(edges.get(folder) ?? new Map<string, string>()).entries()];
}

describe("lib/ folder arrows", () => {
  it("finds the modules it checks", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.includes(`${path.sep}core${path.sep}`))).toBe(true);
  });

  it("keeps every module in lib/core or a domain folder", () => {
    expect(
      files.map((f) => path.relative(ROOT, f)).filter((f) => folderOf(f.split(path.sep).join("/")) === "(lib)"),
    ).toEqual([]);
  });

  it("never imports app/ or components/ from lib/", () => {
    expect(upward).toEqual([]);
  });

  it("keeps lib/core free of domains", () => {
    expect(
      importsOf("core")
        .filter(([to]) => !BASE.has(to))
        .map(([, via]) => via),
    ).toEqual([]);
  });

  it("gives the outbox what it needs instead of letting it import a domain", () => {
    expect(
      importsOf("outbox")
        .filter(([to]) => !BASE.has(to))
        .map(([, via]) => via),
    ).toEqual([]);
  });

  it("has no loop of imports between domains", () => {
    const loops: string[] = [];
    const state = new Map<string, "open" | "done">();
    const trail: string[] = [];
    const visit = (folder: string): void => {
      state.set(folder, "open");
      trail.push(folder);
      for (const [to, via] of importsOf(folder)) {
        if (BASE.has(to)) continue;
        if (state.get(to) === "open")
          loops.push(`${[...trail.slice(trail.indexOf(to)), to].join(" -> ")} (last step: ${via})`);
        else if (!state.has(to)) visit(to);
      }
      trail.pop();
      state.set(folder, "done");
    };
    for (const folder of [...edges.keys()].sort()) if (!state.has(folder)) visit(folder);
    expect(loops).toEqual([]);
  });
});
