import "server-only";
import type {
  Article,
  Blog,
  BlogPosting,
  BreadcrumbList,
  ImageObject,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  ProfessionalService,
  Service,
  WebApplication,
  WebSite,
  WithContext,
} from "schema-dts";
import { BUSINESS, telHref } from "@/content/business";
import { getEnv } from "@/lib/core/env";
import { breadcrumbRecord, type Crumb } from "@/lib/core/seo/breadcrumb-schema";
import { absoluteUrl } from "@/lib/core/seo/url";

/**
 * Typed JSON-LD builders. Every value comes from content/ (the business record) or the caller,
 * so structured data never disagrees with what the page shows. No review or rating markup: Google's
 * guidelines do not allow a business to mark up reviews of itself, and the site has no review source.
 *
 * The business has one @id on every page (businessId), and every record is whole by itself: a
 * record that names the business (a service's provider, a post's publisher) carries a short
 * definition of it under that @id, because a search engine reads each page alone and follows no
 * @id to another page. The pages about the business itself (home, about, contact, locations) carry
 * the full record (businessSchema), under the same @id.
 */

/** The business's one @id, the same on every page. */
export const businessId = () => absoluteUrl("/#organization");

function telephone(phone: string): string {
  return telHref(phone)
    .replace("tel:", "")
    .replace(/^\+1(\d{3})(\d{3})(\d{4})$/, "+1-$1-$2-$3");
}

/**
 * The opening every record of one page shares, in the order the JSON-LD prints it: context, type,
 * what the page is called (`name`, or an article's `headline`), its description and address.
 */
function pageRecord<T extends string, L extends { name: string } | { headline: string }>(
  type: T,
  label: L,
  input: { description: string; path: string },
) {
  return {
    "@context": "https://schema.org" as const,
    "@type": type,
    ...label,
    description: input.description,
    url: absoluteUrl(input.path),
  };
}

/** An article's opening: the page's, then the page it is the main entity of and its publication date. */
function articleRecord<T extends string>(
  type: T,
  input: { title: string; description: string; path: string; published: Date },
) {
  return {
    ...pageRecord(type, { headline: input.title }, input),
    mainEntityOfPage: { "@type": "WebPage" as const, "@id": absoluteUrl(input.path) },
    datePublished: input.published.toISOString(),
  };
}

/** The logo's public address: the records that need only an image name the same file. */
export function logoUrl(): string {
  return absoluteUrl("/logo.png");
}

export function logoImage(): ImageObject {
  return {
    "@type": "ImageObject",
    url: logoUrl(),
    contentUrl: logoUrl(),
    width: "512",
    height: "512",
    caption: `${BUSINESS.name} logo`,
  };
}

export function postalAddress(): PostalAddress {
  const a = BUSINESS.address;
  return {
    "@type": "PostalAddress",
    streetAddress: `${a.street}, ${a.suite}`,
    addressLocality: a.city,
    addressRegion: a.regionCode,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
}

export function officeHoursSpecification(): OpeningHoursSpecification[] {
  const s = BUSINESS.officeHours.structured;
  return [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: s.days.map((d) => `https://schema.org/${d}` as const) as OpeningHoursSpecification["dayOfWeek"],
      opens: s.opens,
      closes: s.closes,
    },
  ] as OpeningHoursSpecification[];
}

/**
 * The business as records that name it carry it: its @id, name, home page and logo, enough
 * to stand alone on a page where the full record is not.
 */
function businessNode(): Organization {
  return {
    "@type": "Organization",
    "@id": businessId(),
    name: BUSINESS.name,
    url: absoluteUrl("/"),
    logo: logoUrl(),
  };
}

export function websiteSchema(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: BUSINESS.name,
    url: absoluteUrl("/"),
    // No description: the business it names as publisher carries it.
    inLanguage: "en-CA",
    publisher: businessNode(),
  };
}

/**
 * The business in full: a LocalBusiness (as ProfessionalService) with the 50 km service radius,
 * the office hours and what Google reads from an Organization (logo, founding, social profiles,
 * contact point, parent company). The same record, under the same @id, on every page that has it.
 */
export function businessSchema(): WithContext<ProfessionalService> {
  const area = BUSINESS.serviceArea;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(),
    name: BUSINESS.name,
    description: BUSINESS.description,
    url: absoluteUrl("/"),
    // The logo once, as an ImageObject; the image the record requires is the same file by address.
    image: logoUrl(),
    logo: logoImage(),
    foundingDate: String(BUSINESS.foundedYear),
    telephone: telephone(BUSINESS.phones.main.display),
    email: BUSINESS.emails.info,
    priceRange: `$${BUSINESS.claims.pricePerWorkstation.min}-$${BUSINESS.claims.pricePerWorkstation.max} per workstation per month`,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: BUSINESS.geo.latitude, longitude: BUSINESS.geo.longitude },
    openingHoursSpecification: officeHoursSpecification(),
    areaServed: {
      "@type": "GeoCircle",
      name: "Greater Toronto Area, Ontario",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: area.latitude, longitude: area.longitude },
      geoRadius: String(area.radiusMeters),
    },
    parentOrganization: { "@type": "Organization", name: BUSINESS.parent.name, url: BUSINESS.parent.url },
    sameAs: Object.values(BUSINESS.socialMedia),
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone: telephone(BUSINESS.phones.main.display),
        contactType: "customer support",
        areaServed: "CA-ON",
        availableLanguage: ["en"],
      },
    ],
  };
}

export interface ServiceSchemaInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  /** e.g. "Markham, Ontario"; defaults to the GTA. */
  areaServed?: string;
}

export function serviceSchema(input: ServiceSchemaInput): WithContext<Service> {
  return {
    ...pageRecord("Service", { name: input.name }, input),
    serviceType: input.serviceType,
    provider: businessNode(),
    areaServed: input.areaServed
      ? { "@type": "Place", name: input.areaServed }
      : { "@type": "Place", name: "Greater Toronto Area, Ontario" },
    audience: { "@type": "BusinessAudience", audienceType: "Dental practices" },
  };
}

export { faqPageSchema } from "@/lib/core/seo/faq-schema";

export type { Crumb } from "@/lib/core/seo/breadcrumb-schema";

export function breadcrumbSchema(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return breadcrumbRecord(crumbs, getEnv().SITE_URL);
}

export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  category: string;
  tags: readonly string[];
  /** The absolute address of the post's own share card (ownShareCardUrl). */
  shareCard: string;
}

export function blogPostingSchema(post: BlogPostingInput): WithContext<BlogPosting> {
  return {
    ...articleRecord("BlogPosting", { ...post, published: post.publishedAt }),
    dateModified: post.updatedAt.toISOString(),
    author: { "@type": "Organization", name: post.author, url: absoluteUrl("/about") },
    publisher: businessNode(),
    articleSection: post.category,
    keywords: post.tags.join(", "),
    inLanguage: "en-CA",
    // The post's own 1200x630 card, the image its shares show: an article's image shows the
    // article, where the logo would show only who published it.
    image: post.shareCard,
  };
}

/** The blog list (or one category of it) with the posts it shows. */
export function blogSchema(input: {
  name: string;
  description: string;
  path: string;
  posts: readonly { title: string; path: string; publishedAt: Date }[];
}): WithContext<Blog> {
  return {
    ...pageRecord("Blog", { name: input.name }, input),
    inLanguage: "en-CA",
    publisher: businessNode(),
    blogPost: input.posts.map((p) => ({
      "@type": "BlogPosting",
      headline: p.title,
      url: absoluteUrl(p.path),
      datePublished: p.publishedAt.toISOString(),
    })),
  };
}

/** A newsletter issue: an Article that is part of the monthly newsletter. */
export function newsletterIssueSchema(input: {
  title: string;
  description: string;
  path: string;
  sentAt: Date;
  month: string;
  year: number;
  /** The absolute address of the issue's own share card (ownShareCardUrl). */
  shareCard: string;
}): WithContext<Article> {
  return {
    ...articleRecord("Article", { ...input, published: input.sentAt }),
    author: businessNode(),
    // Defined just above, in this record.
    publisher: { "@id": businessId() },
    isPartOf: {
      "@type": "Periodical",
      name: `${BUSINESS.name} Dental Tech Trends Newsletter`,
      url: absoluteUrl("/newsletter"),
    },
    articleSection: `${input.month} ${input.year}`,
    inLanguage: "en-CA",
    image: input.shareCard,
  };
}

/** The free 30-minute IT assessment booked on /book: a service offered at no cost. */
export function assessmentSchema(description: string): WithContext<Service> {
  return {
    ...serviceSchema({
      name: "Free 30-minute IT assessment",
      description,
      path: "/book",
      serviceType: "IT assessment",
    }),
    offers: { "@type": "Offer", price: "0", priceCurrency: "CAD", url: absoluteUrl("/book") },
  };
}

/** A free tool on the site (the health checklist): a web application offered at no cost. */
export function webApplicationSchema(input: {
  name: string;
  description: string;
  path: string;
}): WithContext<WebApplication> {
  return {
    ...pageRecord("WebApplication", { name: input.name }, input),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any (runs in a web browser)",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "CAD" },
    inLanguage: "en-CA",
    provider: businessNode(),
    audience: { "@type": "BusinessAudience", audienceType: "Dental practices" },
  };
}
