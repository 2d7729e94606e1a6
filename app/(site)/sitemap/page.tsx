import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PageHero } from "@/components/ui/page-hero";
import { BUSINESS } from "@/content/business";
import { REGIONS, getLocationBySlug } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { getSitemapEntries, type SitemapEntry } from "@/lib/site/sitemap-entries";
import { serviceLocationsPrefix } from "@/lib/core/paths";

/** Lists the published posts too, so it regenerates like the blog. */
export const revalidate = 300;

export const metadata: Metadata = buildMetadata({
  title: "Sitemap",
  description: `Every page of the ${BUSINESS.name} website: services, the GTA communities we serve, services by location, tools, blog articles and legal pages.`,
  path: "/sitemap",
});

interface Group {
  id: string;
  title: string;
  links: readonly ListedLink[];
  /** Sub-lists with their own headings (services by location, per service). */
  parts?: readonly { title: string; links: readonly ListedLink[]; wide?: boolean }[];
  wide?: boolean;
  /** A long list set in columns. */
  columns?: boolean;
}

interface ListedLink {
  path: string;
  title: string;
  /** The full name when the visible one relies on its heading ("Markham" under a service). */
  fullTitle?: string;
}

function LinkList({ links, columns }: { links: readonly ListedLink[]; columns?: boolean }) {
  return (
    <ul className={columns ? "mt-3 gap-8 space-y-1.5 sm:columns-2" : "mt-3 space-y-1.5"}>
      {links.map((l) => (
        <li key={l.path} className="break-inside-avoid">
          <Link href={l.path} aria-label={l.fullTitle} className="text-link underline-offset-4 hover:underline">
            {l.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function groups(entries: readonly SitemapEntry[]): Group[] {
  const of = (section: SitemapEntry["section"]) =>
    entries.filter((e) => e.section === section || (e.alsoIn as readonly string[] | undefined)?.includes(section));
  const locations = of("locations");
  const serviceLocations = of("service-locations");
  return [
    { id: "main", title: "Main Pages", links: of("main") },
    { id: "services", title: "Our Services", links: of("services") },
    {
      id: "tools",
      title: "Tools & Resources",
      links: [...of("tools"), { path: "/sitemap.xml", title: "XML Sitemap" }],
    },
    ...REGIONS.map((region) => ({
      id: `region-${region.id}`,
      title: region.id === "toronto" ? "Toronto Locations" : `${region.name} Locations`,
      links: [
        ...(region.id === "toronto" ? locations.filter((l) => !l.region) : []),
        ...locations.filter((l) => l.region === region.id),
      ],
    })),
    { id: "legal", title: "Legal", links: of("legal") },
    { id: "newsletter-issues", title: "Newsletter Issues", links: of("newsletter-issues"), wide: true, columns: true },
    {
      id: "blog",
      title: "Blog",
      links: [],
      parts: [
        { title: "Categories", links: of("blog") },
        { title: "Articles", links: of("blog-posts"), wide: true },
      ],
      wide: true,
    },
    {
      id: "service-locations",
      title: "Services by Location",
      links: serviceLocations.filter((e) => e.path === "/services/locations"),
      parts: SERVICES.map((s) => ({
        title: s.title,
        links: serviceLocations
          .filter((e) => e.path.startsWith(serviceLocationsPrefix(s)))
          .map((e) => ({
            path: e.path,
            title: getLocationBySlug(e.path.split("/").pop() ?? "")?.name ?? e.title,
            fullTitle: e.title,
          })),
      })),
      wide: true,
    },
  ].filter((g) => g.links.length > 0 || g.parts?.some((p) => p.links.length > 0));
}

export default async function SitemapPage() {
  const entries = await getSitemapEntries();
  return (
    <>
      <PageHero trail={[{ name: "Sitemap", path: "/sitemap" }]} id="sitemap-hero" title="Sitemap">
        <p>Every page of our website in one place.</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {groups(entries).map((g) => (
          <section
            key={g.id}
            aria-labelledby={`sitemap-${g.id}`}
            className={`rounded-xl border border-line bg-surface-raised p-6 ${g.wide ? "md:col-span-2 lg:col-span-3" : ""}`}
          >
            <h2 id={`sitemap-${g.id}`} className="text-xl font-bold text-ink">
              {g.title}
            </h2>
            {g.links.length ? <LinkList links={g.links} columns={g.columns} /> : null}
            {g.parts ? (
              <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {g.parts
                  .filter((p) => p.links.length > 0)
                  .map((p) => (
                    <div key={p.title} className={p.wide ? "sm:col-span-2" : undefined}>
                      <h3 className="font-semibold text-ink">{p.title}</h3>
                      <LinkList links={p.links} columns={p.wide} />
                    </div>
                  ))}
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
