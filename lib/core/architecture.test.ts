/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * Imports between the folders of lib/ run one way: lib/core imports no domain, the deliveries only
 * lib/core (they are handed what they need), and no two domains reach each other, directly or round
 * a loop. Tests are consumers and may import anything; only the modules themselves are checked.
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

  it("gives the deliveries what they need instead of letting them import a domain", () => {
    expect(
      importsOf("deliveries")
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

/**
 * The server boundary: every module that reads the database, the environment or a secret starts
 * with `import "server-only"`, so `next build` fails when a client component imports one (Next
 * reports the import chain; tests/build/server-only.test.ts proves it on a fixture). Browser-only
 * modules live in lib/browser and import none of them.
 */
describe("the server boundary", () => {
  const appFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return appFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const modules = [...files, ...appFiles(path.join(ROOT, "app")), ...appFiles(path.join(ROOT, "components"))];
  const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  /** Calls that read the database, the settings or a secret; NODE_ENV and NEXT_PUBLIC_* are inlined into browser code. */
  const READS =
    /getDb\(|getEnv\(|requireSecret\(|process\.env(?!\.NODE_ENV|\.NEXT_PUBLIC_)|^import (?!type)[^;]*from "@\/lib\/core\/(db|env)";/m;
  const MARKED = /^import "server-only";/;
  const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

  it("finds modules that read the database and settings", () => {
    const readers = modules.filter((f) => READS.test(withoutComments(fs.readFileSync(f, "utf8"))));
    expect(readers.map(relative)).toEqual(expect.arrayContaining(["lib/core/db.ts", "lib/contact/submit.ts"]));
  });

  it("marks every such module server-only on its first line", () => {
    const unmarked = modules
      .filter((f) => READS.test(withoutComments(fs.readFileSync(f, "utf8"))))
      .filter((f) => !MARKED.test(fs.readFileSync(f, "utf8")))
      .map(relative);
    expect(unmarked).toEqual([]);
  });

  it("never marks a client component or a browser module server-only", () => {
    const wrong = modules
      .filter((f) => {
        const source = fs.readFileSync(f, "utf8");
        return MARKED.test(source) && (/^["']use client["']/m.test(source) || relative(f).startsWith("lib/browser/"));
      })
      .map(relative);
    expect(wrong).toEqual([]);
  });

  it("keeps lib/browser free of server-only modules", () => {
    const marked = new Set(modules.filter((f) => MARKED.test(fs.readFileSync(f, "utf8"))).map(relative));
    const reaches = files
      .filter((f) => relative(f).startsWith("lib/browser/"))
      .flatMap((f) =>
        specifiers(fs.readFileSync(f, "utf8"))
          .map((s) => target(f, s))
          .filter((t): t is string => t !== null && [".ts", ".tsx"].some((ext) => marked.has(t + ext)))
          .map((t) => `${relative(f)} imports ${t}`),
      );
    expect(reaches).toEqual([]);
  });
});

/**
 * One door to the Delivery table: only lib/deliveries reads or writes it, so its statuses and
 * columns can change in one folder; every other module calls the functions there
 * (lib/deliveries/records.ts, store.ts, retry.ts). Tests may still read the table to check what
 * was stored.
 */
describe("the Delivery table's door", () => {
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
  /** The Prisma model's accessor (`db.delivery.findMany`, `const d = tx.delivery`) or the table named in SQL. */
  const QUERIES = /\.delivery\b(?!\w)|"Delivery"/;
  const checked = ["lib", "app", "components", "scripts"]
    .flatMap((dir) => sources(path.join(ROOT, dir)))
    .map(relative)
    .filter((file) => !file.startsWith("lib/deliveries/") && !file.startsWith("lib/generated/"));

  it("reads the modules it checks", () => {
    expect(checked).toEqual(expect.arrayContaining(["lib/support/paging.ts", "lib/leads/dashboard-data.ts"]));
  });

  it("lets no module outside lib/deliveries query the Delivery table", () => {
    const offenders = checked.filter((file) =>
      fs
        .readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .some((line) => !/^\s*(\*|\/\/)/.test(line) && QUERIES.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * Each visitor form's rules live in one place, a handler module of its domain
 * (lib/<domain>/handler.ts or lib/<domain>/<name>-handler.ts): its limits, size, fields and what a
 * form sent without JavaScript keeps. The route file only wires a method to that handler, so
 * reading one module tells a form's whole policy. The page-speed beacon is one of them, though it
 * has its own steps rather than the forms' pipeline (docs/decisions/0029-real-user-measurement.md).
 */
describe("the visitor forms' routes", () => {
  const FORM_ROUTES = [
    "app/api/contact/route.ts",
    "app/api/newsletter/subscribe/route.ts",
    "app/api/health-checklist/email/route.ts",
    "app/api/support/route.ts",
    "app/api/vitals/route.ts",
  ];
  const HANDLER = /^@\/lib\/[a-z-]+\/([a-z-]+-)?handler$/;
  /** What a route file may hold besides its imports: the framework's settings and method exports. */
  const WIRING = /^(export const dynamic = "force-dynamic";|export const (GET|POST) = apiRoute\(.*\);)$/;
  const code = (file: string) =>
    fs
      .readFileSync(path.join(ROOT, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("//"));

  it.each(FORM_ROUTES)("%s takes its handler from a handler module of its domain", (file) => {
    const imported = code(file)
      .filter((line) => line.startsWith("import "))
      .map((line) => /from "([^"]+)"/.exec(line)?.[1])
      .filter((from) => from?.startsWith("@/lib/") && from !== "@/lib/core/http/api-route");
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((from) => !HANDLER.test(from!))).toEqual([]);
  });

  it.each(FORM_ROUTES)("%s only wires methods to the handler", (file) => {
    expect(code(file).filter((line) => !line.startsWith("import ") && !WIRING.test(line))).toEqual([]);
  });
});
