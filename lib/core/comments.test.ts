/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Comments say why the code is as it is, in words that stand alone. One that narrates an earlier
 * design ("formerly", "was moved", "used to be") tells a reader about code they cannot see and goes
 * stale with the next change; the reason behind a design belongs in its record under
 * docs/decisions/, which a comment may name.
 */
const ROOT = path.resolve(__dirname, "../..");

/** Phrases that tell what the code used to be rather than why it is so. */
const HISTORY =
  /\b(formerly|used to be|(was|were) (moved|renamed)|instead of the old|until recently|now lives|(moved|renamed) from|the old (design|code|version|route|file|module|layout|way))\b/i;

/** The code and tests git tracks, without the generated client, the records and other prose. */
function codeFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0");
  return listed.filter(
    (file) =>
      /\.(ts|tsx|mjs|js|css|sh)$/.test(file) &&
      !file.startsWith("lib/generated/") &&
      !file.startsWith("docs/") &&
      // This file quotes the phrases it looks for.
      file !== path.relative(ROOT, __filename).split(path.sep).join("/") &&
      fs.existsSync(path.join(ROOT, file)),
  );
}

/** The comments of a file: block and line comments, or `#` lines in a shell script. */
function comments(file: string, source: string): string[] {
  if (file.endsWith(".sh")) return source.split("\n").filter((line) => /^\s*#/.test(line));
  return source.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g) ?? [];
}

describe("comments", () => {
  it("give reasons that stand alone, never the history of the code", () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(300);
    const narrating = files.flatMap((file) =>
      comments(file, fs.readFileSync(path.join(ROOT, file), "utf8"))
        .flatMap((comment) => comment.split("\n"))
        .filter((line) => HISTORY.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(narrating).toEqual([]);
  });
});
