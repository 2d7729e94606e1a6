/** @jest-environment node */
import {
  CAMPAIGN_MAX_BYTES,
  DIRECT_SOURCE,
  campaignLabel,
  campaignValue,
  cleanCampaign,
  leadOrigin,
  referrerDomain,
  sourceOf,
} from "@/lib/core/campaign";
import { checklistEmailSchema } from "@/lib/checklist/schema";
import { contactSchema } from "@/lib/contact/schema";
import { subscribeSchema } from "@/lib/newsletter/subscribe-schema";
import { supportSchema } from "@/lib/support/schema";
import * as z from "zod/mini";

describe("the campaign rules", () => {
  it("keep 1 to 100 letters, digits, dots, underscores and hyphens, and drop anything else whole", () => {
    expect(campaignValue("spring-2026_v1.b")).toBe("spring-2026_v1.b");
    expect(campaignValue("x".repeat(100))).toBe("x".repeat(100));
    for (const bad of ["x".repeat(101), "", "two words", "é", "a/b", "=cmd", null, 7, undefined])
      expect(campaignValue(bad)).toBeNull();
  });

  it("keep a referring domain lower-case, without a trailing dot, and nothing that is not a host name", () => {
    expect(referrerDomain("WWW.Example.com.")).toBe("www.example.com");
    expect(referrerDomain("xn--bcher-kva.example")).toBe("xn--bcher-kva.example");
    for (const bad of ["https://example.com", "example.com/path", "a b", "", "...", "x".repeat(254), 3])
      expect(referrerDomain(bad)).toBeNull();
  });

  it("read any object's four fields, each checked", () => {
    expect(cleanCampaign({ utmSource: "g", utmMedium: "c c", referrerDomain: "A.com", other: 1 })).toEqual({
      utmSource: "g",
      utmMedium: null,
      utmCampaign: null,
      referrerDomain: "a.com",
    });
    expect(cleanCampaign(null)).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null });
  });

  it("name the source: utm_source, else the referring site, else direct / unknown", () => {
    expect(sourceOf({ utmSource: "google", referrerDomain: "bing.com" })).toBe("google");
    expect(sourceOf({ utmSource: null, referrerDomain: "bing.com" })).toBe("bing.com");
    expect(sourceOf({ utmSource: null, referrerDomain: null })).toBe(DIRECT_SOURCE);
  });

  it("show staff one line, with a dash for a visit that carried nothing", () => {
    expect(
      campaignLabel({
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "spring-2026",
        referrerDomain: "example.com",
      }),
    ).toBe("google / cpc / spring-2026 · from example.com");
    expect(campaignLabel({ utmSource: "google", utmMedium: null, utmCampaign: null, referrerDomain: null })).toBe(
      "google / ? / ?",
    );
    expect(campaignLabel({ referrerDomain: "example.com" })).toBe("from example.com");
    expect(campaignLabel({})).toBe("—");
  });

  it("give the webhook's source with nulls for what is absent", () => {
    expect(leadOrigin("/contact", { utmSource: "g" })).toEqual({
      page: "/contact",
      utmSource: "g",
      utmMedium: null,
      utmCampaign: null,
      referrer: null,
    });
  });

  it("fit the bytes they add to a body", () => {
    const body = JSON.stringify({
      utmSource: "a".repeat(100),
      utmMedium: "a".repeat(100),
      utmCampaign: "a".repeat(100),
      referrerDomain: "a".repeat(253),
    });
    expect(body.length).toBeLessThanOrEqual(CAMPAIGN_MAX_BYTES);
  });
});

describe("every lead's schema", () => {
  const contact = { name: "Dana", email: "d@example.com", message: "Please call me back soon." };
  const cases: [string, z.ZodMiniType, Record<string, unknown>][] = [
    ["contact", contactSchema, contact],
    ["subscribe", subscribeSchema, { email: "d@example.com", name: "Dana" }],
    [
      "support",
      supportSchema,
      {
        practice: "Bloor Dental",
        name: "Dana",
        phone: "416 555 0100",
        affected: "server",
        severity: "critical",
        description: "The server will not start.",
      },
    ],
    ["checklist", checklistEmailSchema, { email: "d@example.com", score: 0, categoriesScores: [], results: {} }],
  ];

  it.each(cases)("%s accepts the campaign fields and keeps valid values", (_, schema, base) => {
    const parsed = z.parse(schema, {
      ...base,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-2026",
      referrerDomain: "www.example.com",
    }) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-2026",
      referrerDomain: "www.example.com",
    });
  });

  it.each(cases)("%s reads a value outside the rule as null, never as an error", (_, schema, base) => {
    const result = z.safeParse(schema, {
      ...base,
      utmSource: "x".repeat(101),
      utmMedium: "<script>",
      utmCampaign: 42,
      referrerDomain: "https://evil.example/path",
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null });
  });

  it.each(cases)("%s needs none of them", (_, schema, base) => {
    const parsed = z.parse(schema, base) as Record<string, unknown>;
    expect(parsed.utmSource).toBeUndefined();
  });
});
