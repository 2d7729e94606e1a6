#!/usr/bin/env bash
# The framework floor for bench/lighthouse.ts: a bare Next.js app (one server-rendered page, no CSS
# file, no client component) built with this checkout's own packages, in the directory given.
#   bash bench/floor-app.sh <empty directory on the same file system as node_modules>
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$1"
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
(cd "$DIR" && NEXT_TELEMETRY_DISABLED=1 npx next build >&2)
