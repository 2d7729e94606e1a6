import type { Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { LOCATIONS } from "@/content/locations";

/**
 * Checks every JSON-LD block of a page from the outside: each parses, names schema.org and a
 * type, and has what its type needs. Where a block repeats something the page shows (the FAQ,
 * the breadcrumb, a post's headline and author) it must equal what a visitor sees; where it
 * states a business fact, it must equal the business record in content/ — compared with the raw
 * record, not with the builders that made the block. The business has one @id on every page, and
 * every @id a page refers to is defined on that page: a search engine reads each page alone.
 */

type Json = Record<string, unknown>;

interface PageFacts {
  blocks: string[];
  /** The page's og:image: its share card's address. */
  shareCard: string | null;
  breadcrumb: { name: string; href: string | null }[];
  faq: { question: string; answer: string }[];
  h1: string;
  mainText: string;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

async function readPage(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
    const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
    return {
      blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      shareCard: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
      breadcrumb: nav
        ? [...nav.querySelectorAll("li")].map((li) => ({
            name: text(li),
            href: li.querySelector("a")?.getAttribute("href") ?? null,
          }))
        : [],
      // The visible FAQ: every accordion item in the main content (question in its summary).
      faq: [...document.querySelectorAll("main details")].map((d) => {
        const summary = d.querySelector("summary");
        const body = [...d.children].filter((c) => c !== summary);
        return {
          question: text(summary),
          answer: body
            .map((b) => text(b))
            .join(" ")
            .trim(),
        };
      }),
      h1: text(document.querySelector("h1")),
      mainText: text(document.querySelector("main")),
    };
  });
}

function fail(path: string, type: string, what: string): never {
  throw new Error(`JSON-LD on ${path}: ${type} ${what}`);
}

const pathOf = (url: unknown, origin: string) => {
  if (typeof url !== "string" || !url.startsWith(origin)) return null;
  return url.slice(origin.length) || "/";
};

const digits = (s: unknown) => String(s).replace(/\D/g, "");

function expectEqual(path: string, type: string, field: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    fail(path, type, `${field} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  }
}

function expectNonEmpty(path: string, type: string, block: Json, ...fields: string[]): void {
  for (const f of fields) {
    const v = block[f];
    if (
      v === undefined ||
      v === null ||
      (typeof v === "string" && v.trim() === "") ||
      (Array.isArray(v) && v.length === 0)
    ) {
      fail(path, type, `has no ${f}`);
    }
  }
}

function expectDate(path: string, type: string, field: string, value: unknown): void {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(Date.parse(value))) {
    fail(path, type, `${field} is not an ISO date-time: ${JSON.stringify(value)}`);
  }
  if (Date.parse(value) <= Date.parse("2000-01-01")) fail(path, type, `${field} is not a real date: ${value}`);
}

function checkAddress(path: string, type: string, address: unknown): void {
  const a = BUSINESS.address;
  expectEqual(path, type, "address", address, {
    "@type": "PostalAddress",
    streetAddress: `${a.street}, ${a.suite}`,
    addressLocality: a.city,
    addressRegion: a.regionCode,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  });
}

function checkLocalBusiness(path: string, type: string, b: Json): void {
  expectEqual(path, type, "name", b.name, BUSINESS.name);
  checkAddress(path, type, b.address);
  expectEqual(path, type, "telephone digits", digits(b.telephone), `1${digits(BUSINESS.phones.main.display)}`);
  const geo = b.geo as Json | undefined;
  expectEqual(
    path,
    type,
    "geo",
    [geo?.["@type"], geo?.latitude, geo?.longitude],
    ["GeoCoordinates", BUSINESS.geo.latitude, BUSINESS.geo.longitude],
  );
  const area = b.areaServed as Json | undefined;
  const mid = area?.geoMidpoint as Json | undefined;
  // The business serves the whole area from every page; a place's own page says so in a Service.
  expectEqual(
    path,
    type,
    "areaServed",
    [area?.["@type"], area?.name, mid?.latitude, mid?.longitude, area?.geoRadius],
    [
      "GeoCircle",
      "Greater Toronto Area, Ontario",
      BUSINESS.serviceArea.latitude,
      BUSINESS.serviceArea.longitude,
      String(BUSINESS.serviceArea.radiusMeters),
    ],
  );
  const s = BUSINESS.officeHours.structured;
  expectEqual(path, type, "openingHoursSpecification", b.openingHoursSpecification, [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: s.days.map((d) => `https://schema.org/${d}`),
      opens: s.opens,
      closes: s.closes,
    },
  ]);
}

/** The place a location page or a service-in-a-place page is about. */
function placeOf(path: string): string | undefined {
  const slug = /^\/(?:locations|services\/[^/]+)\/([^/]+)$/.exec(path)?.[1];
  const location = LOCATIONS.find((l) => l.slug === slug);
  return location && `${location.name}, Ontario`;
}

/** Nodes with an @id and something more (definitions), and nodes with nothing but an @id (references). */
function collectIds(value: unknown, found: { defined: Json[]; referenced: string[] }): void {
  if (Array.isArray(value)) for (const v of value) collectIds(v, found);
  else if (value && typeof value === "object") {
    const node = value as Json;
    if (typeof node["@id"] === "string") {
      if (Object.keys(node).length === 1) found.referenced.push(node["@id"]);
      else found.defined.push(node);
    }
    for (const v of Object.values(node)) collectIds(v, found);
  }
}

const BUSINESS_TYPES = new Set(["Organization", "ProfessionalService", "LocalBusiness"]);

/** One @id for the business on every page, and every @id the page refers to defined on it. */
function checkIds(path: string, blocks: readonly Json[], origin: string): void {
  const found = { defined: [] as Json[], referenced: [] as string[] };
  collectIds(blocks, found);
  const businessId = `${origin}/#organization`;
  for (const node of found.defined) {
    const isBusiness = BUSINESS_TYPES.has(String(node["@type"])) && node.name === BUSINESS.name;
    if (isBusiness && node["@id"] !== businessId)
      fail(path, String(node["@type"]), `names the business as ${String(node["@id"])}, not ${businessId}`);
  }
  const defined = new Set(found.defined.map((n) => n["@id"]));
  for (const id of found.referenced)
    if (!defined.has(id)) fail(path, "block", `refers to ${id}, which this page does not define`);
}

/** An article's image is the page's own share card (its og:image, without the cache-busting query). */
function checkArticleImage(path: string, type: string, image: unknown, shareCard: string | null): void {
  if (!shareCard) fail(path, type, "is on a page without og:image");
  const card = new URL(shareCard);
  expectEqual(path, type, "image (against og:image)", image, `${card.origin}${card.pathname}`);
}

/** Checks every JSON-LD block of the loaded page; returns the types found (for coverage checks). */
export async function checkStructuredData(page: Page, path: string, origin: string): Promise<string[]> {
  const facts = await readPage(page);
  const types: string[] = [];
  let faqBlocks = 0;
  let breadcrumbBlocks = 0;
  const blocks: Json[] = [];
  for (const raw of facts.blocks) {
    let block: Json;
    try {
      block = JSON.parse(raw) as Json;
    } catch {
      fail(path, "block", `does not parse: ${raw.slice(0, 120)}`);
    }
    blocks.push(block);
    if (block["@context"] !== "https://schema.org")
      fail(path, "block", `has @context ${JSON.stringify(block["@context"])}`);
    const type = block["@type"];
    if (typeof type !== "string" || !type) fail(path, "block", "has no @type");
    types.push(type);
    switch (type) {
      case "Organization":
        expectEqual(path, type, "name", block.name, BUSINESS.name);
        expectEqual(path, type, "url", pathOf(block.url, origin), "/");
        checkAddress(path, type, block.address);
        expectEqual(
          path,
          type,
          "telephone digits",
          digits(block.telephone),
          `1${digits(BUSINESS.phones.main.display)}`,
        );
        expectNonEmpty(path, type, block, "logo");
        break;
      case "WebSite":
        expectEqual(path, type, "name", block.name, BUSINESS.name);
        expectEqual(path, type, "url", pathOf(block.url, origin), "/");
        break;
      case "ProfessionalService":
      case "LocalBusiness":
        checkLocalBusiness(path, type, block);
        break;
      case "FAQPage": {
        faqBlocks++;
        const entries = (block.mainEntity as Json[] | undefined) ?? [];
        if (entries.length === 0) fail(path, type, "has no questions");
        const inJsonLd = entries.map((q) => {
          if (q["@type"] !== "Question") fail(path, type, `entry of type ${String(q["@type"])}`);
          const answer = q.acceptedAnswer as Json | undefined;
          if (answer?.["@type"] !== "Answer") fail(path, type, `question "${String(q.name)}" has no Answer`);
          return { question: squash(String(q.name)), answer: squash(String(answer.text)) };
        });
        expectEqual(path, type, "questions and answers (against the visible FAQ)", inJsonLd, facts.faq);
        break;
      }
      case "BreadcrumbList": {
        breadcrumbBlocks++;
        const items = (block.itemListElement as Json[] | undefined) ?? [];
        const inJsonLd = items.map((item, i) => {
          expectEqual(path, type, `item ${i + 1} position`, item.position, i + 1);
          return { name: String(item.name), path: pathOf(item.item, origin) };
        });
        const visible = facts.breadcrumb.map((c, i) => ({
          name: c.name,
          path: c.href ?? (i === facts.breadcrumb.length - 1 ? path : null),
        }));
        expectEqual(path, type, "items (against the visible breadcrumb)", inJsonLd, visible);
        expectEqual(path, type, "last item", inJsonLd.at(-1)?.path, path);
        break;
      }
      case "BlogPosting": {
        expectNonEmpty(path, type, block, "headline", "datePublished", "dateModified", "author", "publisher");
        expectEqual(path, type, "headline (against the h1)", block.headline, facts.h1);
        expectDate(path, type, "datePublished", block.datePublished);
        expectDate(path, type, "dateModified", block.dateModified);
        if (Date.parse(String(block.dateModified)) < Date.parse(String(block.datePublished)))
          fail(path, type, "was modified before it was published");
        const author = block.author as Json | undefined;
        const name = typeof author?.name === "string" ? author.name : "";
        if (!name) fail(path, type, "author has no name");
        if (!facts.mainText.includes(name)) fail(path, type, `author "${name}" is not shown on the page`);
        expectEqual(path, type, "url", pathOf(block.url, origin), path);
        checkArticleImage(path, type, block.image, facts.shareCard);
        break;
      }
      case "Blog":
        expectNonEmpty(path, type, block, "name", "url");
        expectEqual(path, type, "url", pathOf(block.url, origin), path);
        for (const post of (block.blogPost as Json[] | undefined) ?? []) {
          expectNonEmpty(path, "Blog.blogPost", post, "headline", "url");
          expectDate(path, "Blog.blogPost", "datePublished", post.datePublished);
        }
        break;
      case "Article":
        expectNonEmpty(path, type, block, "headline", "datePublished", "author", "publisher");
        expectEqual(path, type, "headline (against the h1)", block.headline, facts.h1);
        expectDate(path, type, "datePublished", block.datePublished);
        expectEqual(path, type, "url", pathOf(block.url, origin), path);
        checkArticleImage(path, type, block.image, facts.shareCard);
        break;
      case "Service": {
        expectNonEmpty(path, type, block, "name", "description", "url", "provider", "areaServed");
        const place = placeOf(path);
        if (place) expectEqual(path, type, "areaServed", (block.areaServed as Json | undefined)?.name, place);
        break;
      }
      case "WebApplication":
        expectNonEmpty(path, type, block, "name", "url", "offers");
        expectEqual(path, type, "url", pathOf(block.url, origin), path);
        break;
      default:
        fail(path, type, "is a type this check does not know; add its rules here");
    }
  }
  // A visible breadcrumb or FAQ without its structured data (or two of them) is a defect too.
  expectEqual(
    path,
    "BreadcrumbList",
    "blocks for the visible breadcrumb",
    breadcrumbBlocks,
    facts.breadcrumb.length > 0 ? 1 : 0,
  );
  if (faqBlocks > 1) fail(path, "FAQPage", `appears ${faqBlocks} times`);
  checkIds(path, blocks, origin);
  return types;
}
