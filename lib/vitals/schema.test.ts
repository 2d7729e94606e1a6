/** @jest-environment node */
import * as z from "zod/mini";
import { VITALS_MAX_BYTES, vitalsBeaconSchema } from "@/lib/vitals/schema";

const valid = {
  pageKind: "/locations/[slug]",
  device: "narrow",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 1830.4 },
    { name: "CLS", value: 0.04 },
    { name: "INP", value: 96 },
    { name: "FCP", value: 900 },
    { name: "TTFB", value: 120.2 },
  ],
};
const ok = (body: unknown) => z.safeParse(vitalsBeaconSchema, body).success;

describe("the beacon's schema", () => {
  it("takes a page's five values, or fewer, with or without a connection type", () => {
    expect(ok(valid)).toBe(true);
    expect(ok({ ...valid, metrics: [{ name: "TTFB", value: 0 }] })).toBe(true);
    expect(ok({ pageKind: valid.pageKind, device: valid.device, metrics: valid.metrics })).toBe(true);
    expect(ok({ ...valid, connection: null })).toBe(true);
    expect(JSON.stringify(valid).length).toBeLessThan(VITALS_MAX_BYTES / 8);
  });

  it.each([
    ["an unknown page kind", { ...valid, pageKind: "/locations/toronto" }],
    ["a real address", { ...valid, pageKind: "/blog/my-post?utm_source=x" }],
    ["an unknown device", { ...valid, device: "tablet" }],
    ["an unknown connection", { ...valid, connection: "wifi" }],
    ["an unknown metric", { ...valid, metrics: [{ name: "FID", value: 10 }] }],
    ["a negative value", { ...valid, metrics: [{ name: "LCP", value: -1 }] }],
    ["a value past the range", { ...valid, metrics: [{ name: "CLS", value: 1000 }] }],
    ["a time past ten minutes", { ...valid, metrics: [{ name: "LCP", value: 600_001 }] }],
    ["a value as text", { ...valid, metrics: [{ name: "LCP", value: "1200" }] }],
    ["no value", { ...valid, metrics: [] }],
    ["a metric twice", { ...valid, metrics: [valid.metrics[0], valid.metrics[0]] }],
    ["too many values", { ...valid, metrics: [...valid.metrics, valid.metrics[0]] }],
    ["an extra field", { ...valid, url: "https://example.com/" }],
    ["an extra field in a value", { ...valid, metrics: [{ name: "LCP", value: 1, id: "v5-123" }] }],
    ["an array", [valid]],
    ["nothing", null],
  ])("refuses %s", (_name, body) => {
    expect(ok(body)).toBe(false);
  });
});
