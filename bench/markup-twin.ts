/**
 * Markup twins for the Lighthouse floor: each page kind's served markup, rendered by the bare
 * Next.js floor app (bench/floor-app.sh) as plain server components — the same elements, text and
 * stylesheet, none of the site's scripts, islands or data. Lighthouse then tells apart what the
 * App Router costs to load and hydrate a page of that content from what the site's own code adds.
 *
 *   npx tsx bench/markup-twin.ts <site URL> <output directory> [<path> …]
 *
 * Without paths, the page kinds bench/lighthouse.ts measures, in its order. Writes
 * <output>/twins/<n>.json, n the path's place in the list (the body as a tree: [tag, attributes,
 * ...children] or text), and <output>/public/site.css (the site's stylesheet, as served; a stylesheet the body links is saved
 * under its own path). Scripts, the head's other tags and the body's own attributes are left
 * out; everything inside the body is kept.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { allPages } from "./lighthouse";

export type TwinNode = string | [string, Record<string, unknown>, ...TwinNode[]];

// HTML attribute names React spells differently (the ones the site's markup uses).
const REACT_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  colspan: "colSpan",
  rowspan: "rowSpan",
  srcset: "srcSet",
  crossorigin: "crossOrigin",
  enctype: "encType",
  novalidate: "noValidate",
  fetchpriority: "fetchPriority",
  referrerpolicy: "referrerPolicy",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  spellcheck: "spellCheck",
  autofocus: "autoFocus",
  "accept-charset": "acceptCharset",
  datetime: "dateTime",
  itemprop: "itemProp",
  itemscope: "itemScope",
  itemtype: "itemType",
  allowfullscreen: "allowFullScreen",
  frameborder: "frameBorder",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "xlink:href": "xlinkHref",
};
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "required",
  "selected",
  "multiple",
  "open",
  "readOnly",
  "noValidate",
  "autoFocus",
  "itemScope",
  "allowFullScreen",
]);
const DROPPED_TAGS = new Set(["script", "template", "noscript"]);

function styleObject(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of text.split(";")) {
    const at = decl.indexOf(":");
    if (at < 0) continue;
    const name = decl.slice(0, at).trim();
    if (!name) continue;
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = decl.slice(at + 1).trim();
  }
  return out;
}

function toTree(node: Node): TwinNode | null {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.localName;
  if (DROPPED_TAGS.has(tag)) return null;
  const props: Record<string, unknown> = {};
  for (const attr of Array.from(el.attributes)) {
    const name = REACT_NAMES[attr.name] ?? attr.name;
    if (name === "style") props.style = styleObject(attr.value);
    else if (BOOLEAN.has(name)) props[name] = true;
    // An input's value as the server wrote it, without making it a controlled field.
    else if (name === "value" && (tag === "input" || tag === "textarea" || tag === "select"))
      props.defaultValue = attr.value;
    else if (name === "checked") props.defaultChecked = true;
    else props[name] = attr.value;
  }
  const children = Array.from(el.childNodes)
    .map(toTree)
    .filter((c): c is TwinNode => c !== null && c !== "");
  if (tag === "textarea") {
    props.defaultValue = el.textContent ?? "";
    return [tag, props];
  }
  return [tag, props, ...children];
}

async function main() {
  const [site, out, ...given] = process.argv.slice(2);
  if (!site || !out) throw new Error("usage: markup-twin.ts <site URL> <output directory> [<path> …]");
  const paths = given.length > 0 ? given : (await allPages(site.replace(/\/+$/, ""))).map((p) => p.path);
  mkdirSync(path.join(out, "twins"), { recursive: true });
  mkdirSync(path.join(out, "public"), { recursive: true });
  let css: string | undefined;
  for (const [i, p] of paths.entries()) {
    const html = await (await fetch(new URL(p, site))).text();
    const { document } = new JSDOM(html).window;
    if (css === undefined) {
      const sheets = Array.from(document.querySelectorAll('link[rel="stylesheet"]')).map((l) =>
        l.getAttribute("href")!,
      );
      css = (await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, site))).text()))).join("\n");
      writeFileSync(path.join(out, "public", "site.css"), css);
      // The browser asks every page's origin for one; a 404 would be a console error the page has not.
      const icon = await fetch(new URL("/favicon.ico", site));
      if (icon.ok) writeFileSync(path.join(out, "public", "favicon.ico"), Buffer.from(await icon.arrayBuffer()));
    }
    // Stylesheets the body links (the per-request stage stylesheet) are served by the twin too.
    for (const link of Array.from(document.body.querySelectorAll('link[rel="stylesheet"]'))) {
      const href = link.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const file = path.join(out, "public", href);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await (await fetch(new URL(href, site))).text());
    }
    const body = Array.from(document.body.childNodes)
      .map(toTree)
      .filter((c): c is TwinNode => c !== null && c !== "");
    writeFileSync(path.join(out, "twins", `${i}.json`), JSON.stringify({ path: p, title: document.title, body }));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
