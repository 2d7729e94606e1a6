import { readdirSync, type Dirent } from "node:fs";
import path from "node:path";

/**
 * Every file below `dir` (depth first), with its full path; a directory for which `skip` is true is
 * not entered. Shared by the benchmarks that measure or search a build's output.
 */
export function* filesUnder(
  dir: string,
  skip: (full: string) => boolean = () => false,
): Generator<{ full: string; entry: Dirent }> {
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (skip(full)) continue;
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile()) yield { full, entry };
    }
  }
}
