// The rules of a lead's first-touch campaign, in one place for the browser that records it
// (lib/browser/campaign.ts) and the server that stores it (the lead schemas and their submits).
// Not server-only: the form islands carry the same checks (docs/decisions/0030-lead-campaigns.md).
// Free of zod: every public page records the campaign, and the validation library belongs only in
// the form islands (the schema fields are in lib/core/campaign-schema.ts).

/** The most characters of a utm value kept; a longer one is dropped, never cut into another tag. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 100;
/** The most characters of a referring domain (a DNS name is at most 253). */
export const REFERRER_MAX_LENGTH = 253;

/**
 * The most bytes the campaign fields add to a JSON body: every value at its limit (plain ASCII, so
 * nothing is escaped) with its key and quotes. Added to each lead route's body limit, so a lead
 * with a long campaign is never refused as too large.
 */
export const CAMPAIGN_MAX_BYTES = 3 * CAMPAIGN_VALUE_MAX_LENGTH + REFERRER_MAX_LENGTH + 4 * 24;

const CAMPAIGN_VALUE = /^[A-Za-z0-9._-]+$/;
const DOMAIN = /^[a-z0-9.-]+$/;

/** Where a lead's visit began: the landing page's utm tags and the other site that sent it. */
export interface Campaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The referring site's host name, lower-case (no scheme, path or query). */
  referrerDomain: string | null;
}

export const CAMPAIGN_FIELDS = ["utmSource", "utmMedium", "utmCampaign", "referrerDomain"] as const;

/** The campaign's columns as a database query selects them. */
export const CAMPAIGN_SELECT = { utmSource: true, utmMedium: true, utmCampaign: true, referrerDomain: true } as const;

export const NO_CAMPAIGN: Campaign = { utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null };

/**
 * A utm value as kept: 1 to 100 letters, digits, dots, underscores or hyphens, else null. A value
 * outside the rule is dropped whole: cutting or cleaning it would invent a tag nobody used.
 */
export function campaignValue(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return value.length <= CAMPAIGN_VALUE_MAX_LENGTH && CAMPAIGN_VALUE.test(value) ? value : null;
}

/** A referring domain as kept: a lower-case host name of letters, digits, dots and hyphens, else null. */
export function referrerDomain(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const host = value.toLowerCase().replace(/\.$/, "");
  return host.length <= REFERRER_MAX_LENGTH && DOMAIN.test(host) && /[a-z0-9]/.test(host) ? host : null;
}

/** Any object's campaign fields, each checked; what fails a rule becomes null. */
export function cleanCampaign(raw: unknown): Campaign {
  const r = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return {
    utmSource: campaignValue(r.utmSource),
    utmMedium: campaignValue(r.utmMedium),
    utmCampaign: campaignValue(r.utmCampaign),
    referrerDomain: referrerDomain(r.referrerDomain),
  };
}

/** The source a lead is counted under: its utm_source, else the referring domain, else direct / unknown. */
export const DIRECT_SOURCE = "direct / unknown";

export function sourceOf(c: Pick<Campaign, "utmSource" | "referrerDomain">): string {
  return c.utmSource ?? c.referrerDomain ?? DIRECT_SOURCE;
}

/** "google / cpc / spring-2026 · from example.com", or "—" when the visit carried nothing. */
export function campaignLabel(c: Partial<Campaign>): string {
  const tags = [c.utmSource, c.utmMedium, c.utmCampaign];
  const utm = tags.some((t) => t) ? tags.map((t) => t || "?").join(" / ") : "";
  const from = c.referrerDomain ? `from ${c.referrerDomain}` : "";
  return [utm, from].filter(Boolean).join(" · ") || "—";
}

/** Where a lead came from, as the CRM webhook's `source` carries it: the page, then the campaign (nulls when absent). */
export interface LeadOrigin {
  page: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
}

export function leadOrigin(page: string, c: Partial<Campaign>): LeadOrigin {
  return {
    page,
    utmSource: c.utmSource ?? null,
    utmMedium: c.utmMedium ?? null,
    utmCampaign: c.utmCampaign ?? null,
    referrer: c.referrerDomain ?? null,
  };
}
