/**
 * Writes lib/site/app-routes.ts, the proxy's list of the pages in app/, from the app/ folder. Runs
 * before every build and dev start (package.json), so a new page file is served without touching a
 * list; lib/site/app-routes.test.ts fails while the committed file is out of date.
 *
 *   npx tsx scripts/generate-app-routes.ts
 */
import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { scanAppPages } from "@/lib/site/app-tree";

export const OUTPUT = path.resolve(__dirname, "..", "lib", "site", "app-routes.ts");

export async function renderAppRoutes(): Promise<string> {
  const source = [
    "// Written by scripts/generate-app-routes.ts from the app/ folder (before every build and dev",
    "// start); do not edit. lib/site/app-routes.test.ts fails when it no longer matches app/.",
    'import type { AppPage } from "@/lib/site/app-tree";',
    "",
    `export const APP_PAGES: readonly AppPage[] = ${JSON.stringify(scanAppPages())};`,
    "",
  ].join("\n");
  const options = (await resolveConfig(OUTPUT)) ?? {};
  return format(source, { ...options, filepath: OUTPUT });
}

async function main(): Promise<void> {
  const next = await renderAppRoutes();
  const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, "utf8") : "";
  if (current !== next) fs.writeFileSync(OUTPUT, next);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
