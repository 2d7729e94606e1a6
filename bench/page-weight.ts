/**
 * Page weight: what a browser must parse and hydrate on each page kind, from a running production
 * server.
 *
 *   npx tsx bench/page-weight.ts http://localhost:3400
 *
 * Per page: the HTML as served uncompressed, the characters of the inline RSC payload (the strings
 * inside the page's `self.__next_f.push(…)` scripts, which React decodes to hydrate), the HTML
 * gzipped (level 9, as a CDN would), the number of elements outside scripts and templates, and the
 * number of inline `<svg>` elements. Targets: HTML and RSC payload each at most half of what they
 * were before the page-weight work (BASELINE below, measured the same way on the production build
 * of d3e4429).
 *
 * Writes bench/.out/page-weight.json and prints a Markdown section on stdout.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageKind {
  name: string;
  path: string;
  baseline: { html: number; rsc: number };
}

/** Bytes of HTML and characters of RSC payload on d3e4429, before the page-weight work. */
export const PAGE_KINDS: PageKind[] = [
  { name: "Home", path: "/", baseline: { html: 185_646, rsc: 97_053 } },
  { name: "Location", path: "/locations/markham", baseline: { html: 118_249, rsc: 66_312 } },
  { name: "Health checklist", path: "/health-checklist", baseline: { html: 129_002, rsc: 46_080 } },
  {
    name: "Service by location",
    path: "/services/managed-it/markham",
    baseline: { html: 104_864, rsc: 61_945 },
  },
  {
    name: "Blog post",
    path: "/blog/intraoral-sensor-care-imaging-workstations",
    baseline: { html: 94_458, rsc: 55_718 },
  },
];

export interface PageWeight {
  html: number;
  rsc: number;
  gzip: number;
  elements: number;
  svg: number;
}

/** The characters inside every `self.__next_f.push(…)` script: the payload as the page carries it. */
export function rscPayloadChars(html: string): number {
  let total = 0;
  for (const m of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) total += m[1]!.length;
  return total;
}

export function measure(html: string): PageWeight {
  const withoutScripts = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<template\b[\s\S]*?<\/template>/gi, "");
  return {
    html: Buffer.byteLength(html),
    rsc: rscPayloadChars(html),
    gzip: gzipSync(html, { level: 9 }).length,
    elements: (withoutScripts.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length,
    svg: (withoutScripts.match(/<svg\b/g) ?? []).length,
  };
}

async function main(): Promise<void> {
  const base = process.argv[2];
  if (!base) throw new Error("usage: npx tsx bench/page-weight.ts <base URL>");
  const rows: Array<PageKind & { weight: PageWeight }> = [];
  for (const kind of PAGE_KINDS) {
    const res = await fetch(new URL(kind.path, base), { headers: { "accept-encoding": "identity" } });
    if (res.status !== 200) throw new Error(`${kind.path} answered ${res.status}`);
    rows.push({ ...kind, weight: measure(await res.text()) });
  }
  const out = path.join(process.cwd(), "bench", ".out");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "page-weight.json"), JSON.stringify(rows, null, 2));
  const pct = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;
  const lines = [
    "## Page weight (what a browser parses and hydrates)",
    "",
    "HTML as served uncompressed; RSC payload = characters inside the page's `self.__next_f.push(…)` scripts;",
    "target: each at most 50 % of the figure before the page-weight work (d3e4429).",
    "",
    "| page | HTML | of baseline | RSC payload | of baseline | gzip | elements | inline `<svg>` | met |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | ${r.weight.html.toLocaleString("en")} B | ${pct(r.weight.html, r.baseline.html)} | ${r.weight.rsc.toLocaleString("en")} | ${pct(r.weight.rsc, r.baseline.rsc)} | ${Math.round(r.weight.gzip / 1024)} KB | ${r.weight.elements} | ${r.weight.svg} | ${r.weight.html * 2 <= r.baseline.html && r.weight.rsc * 2 <= r.baseline.rsc ? "yes" : "**no**"} |`,
    ),
  ];
  console.log(lines.join("\n"));
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
