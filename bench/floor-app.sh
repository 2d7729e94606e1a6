#!/usr/bin/env bash
# The framework floor for bench/lighthouse.ts: a bare Next.js app (one server-rendered page, no CSS
# file, no client component) built with this checkout's own packages, in the directory given.
# With a second argument (bench/markup-twin.ts's output), it also serves each page kind's markup
# twin at /twin/<n>: the page's elements, text and stylesheet as plain server components.
#   bash bench/floor-app.sh <empty directory on the same file system as node_modules> [<twins directory>]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$1"
TWINS="${2:-}"
mkdir -p "$DIR/app"
# Hard links: the same packages without a second install (Turbopack refuses a symlinked node_modules).
cp -al "$ROOT/node_modules" "$DIR/node_modules"
cat >"$DIR/package.json" <<'JSON'
{ "name": "framework-floor", "private": true }
JSON
# Its own config and root: inside the checkout, Next would otherwise take the site's next.config.ts.
cat >"$DIR/next.config.mjs" <<'JS'
import { fileURLToPath } from "node:url";
export default { turbopack: { root: fileURLToPath(new URL(".", import.meta.url)) } };
JS
cat >"$DIR/tsconfig.json" <<'JSON'
{
  "compilerOptions": {
    "target": "ES2022", "lib": ["dom", "es2022"], "jsx": "react-jsx", "module": "esnext",
    "moduleResolution": "bundler", "strict": true, "skipLibCheck": true, "noEmit": true,
    "esModuleInterop": true, "isolatedModules": true, "allowJs": true, "plugins": [{ "name": "next" }]
  },
  "include": ["**/*.ts", "**/*.tsx"],
  "exclude": ["node_modules"]
}
JSON
cat >"$DIR/app/layout.tsx" <<'TSX'
export const metadata = { title: "Framework floor", description: "A bare Next.js page: the framework alone, for the Lighthouse floor." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0 }}>{children}</body>
    </html>
  );
}
TSX
cat >"$DIR/app/page.tsx" <<'TSX'
export default function Page() {
  return (
    <main style={{ padding: 24 }}>
      <h1>Dental practice IT</h1>
      <p>One paragraph of server-rendered text and nothing else: the App Router and React as shipped, hydrating this page.</p>
    </main>
  );
}
TSX
if [ -n "$TWINS" ]; then
  mkdir -p "$DIR/app/twin/[n]" "$DIR/public"
  cp "$TWINS"/twins/*.json "$DIR/app/twin/[n]/"
  cp -r "$TWINS"/public/. "$DIR/public/"
  # Each twin is prerendered like the page it copies; its stylesheet blocks rendering as the site's does.
  cat >"$DIR/app/twin/[n]/page.tsx" <<'TSX'
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactNode } from "react";

type TwinNode = string | [string, Record<string, unknown>, ...TwinNode[]];
const HERE = path.join(process.cwd(), "app/twin/[n]");
const twin = (n: string) =>
  JSON.parse(readFileSync(path.join(HERE, `${n}.json`), "utf8")) as { title: string; body: TwinNode[] };

function render(node: TwinNode): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  return createElement(tag, props, ...children.map(render));
}

export const dynamicParams = false;
export function generateStaticParams() {
  return readdirSync(HERE).filter((f) => f.endsWith(".json")).map((f) => ({ n: f.replace(".json", "") }));
}
export async function generateMetadata({ params }: { params: Promise<{ n: string }> }) {
  return { title: twin((await params).n).title };
}
export default async function Twin({ params }: { params: Promise<{ n: string }> }) {
  const { body } = twin((await params).n);
  return (
    <>
      <link rel="stylesheet" href="/site.css" precedence="site" />
      {body.map(render)}
    </>
  );
}
TSX
fi
(cd "$DIR" && NEXT_TELEMETRY_DISABLED=1 npx next build >&2)
