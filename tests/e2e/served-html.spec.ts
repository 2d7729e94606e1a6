import { expect, test } from "@playwright/test";
import { MAIN_NAV } from "@/content/menus";

/**
 * What a crawler or a visitor whose JavaScript has not run (or never will) receives: the header,
 * the FAQ accordion, the breadcrumb and the JSON-LD blocks are written by client components, from
 * props sent once in the page's React data (docs/decisions/0013-page-weight.md). Their markup and
 * records must still be in the served HTML itself, not added by the browser.
 */
const PAGES = [
  { path: "/", types: ["ProfessionalService", "WebSite"], breadcrumb: false, faq: false },
  { path: "/about", types: ["ProfessionalService", "BreadcrumbList"], breadcrumb: true, faq: false },
  { path: "/faq", types: ["BreadcrumbList", "FAQPage"], breadcrumb: true, faq: true },
  {
    path: "/locations/markham",
    types: ["ProfessionalService", "Service", "BreadcrumbList", "FAQPage"],
    breadcrumb: true,
    faq: true,
  },
  {
    path: "/services/managed-it/markham",
    types: ["Service", "BreadcrumbList", "FAQPage"],
    breadcrumb: true,
    faq: true,
  },
];

for (const { path, types, breadcrumb, faq } of PAGES) {
  test(`${path}: the served HTML carries the header's menus, the islands' markup and its JSON-LD (${types.join(", ")})`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type": string; mainEntity?: unknown[]; itemListElement?: unknown[] },
    );
    expect(blocks.map((b) => b["@type"]).sort()).toEqual([...types].sort());

    // The header island: both menus with every link, the phone, before any script runs.
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('<nav aria-label="Mobile"');
    for (const link of MAIN_NAV) expect(html).toContain(`href="${link.href}"`);
    expect(html).toMatch(/href="tel:\+1\d{10}"/);

    if (breadcrumb) {
      expect(html).toContain('<nav aria-label="Breadcrumb"');
      const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement?.length).toBeGreaterThan(1);
    }
    if (faq) {
      const record = blocks.find((b) => b["@type"] === "FAQPage");
      const questions = html.match(/<details name="[^"]+"/g) ?? [];
      expect(questions.length).toBeGreaterThan(0);
      expect(record?.mainEntity).toHaveLength(questions.length);
    }
  });
}

/**
 * React's server renderer writes a finished Suspense boundary in place only while little of the
 * page has been written; past about 12.8 KB of markup, a boundary of more than 500 bytes is sent
 * hidden at the end of the document and moved into place by an inline script. With scripting off
 * it stays hidden: a contact form inside such a boundary would be invisible to exactly the
 * visitors its server-side path exists for (docs/decisions/0016). No page may hold its content
 * behind such a script.
 */
for (const path of [
  "/",
  "/locations/markham",
  "/contact",
  "/support",
  "/health-checklist",
  "/services/managed-it/markham",
  "/faq",
]) {
  test(`${path}: no part of the served page waits for a script to be shown`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("</main>");
    // Matched pieces only, so a failure names what it found instead of printing the page.
    expect(html.match(/<div hidden id="S:\d+"/g), "content sent hidden, to be moved into place by a script").toBeNull();
    expect(html.match(/<!--\$\?-->/g), "a boundary left pending in the markup").toBeNull();
  });
}
