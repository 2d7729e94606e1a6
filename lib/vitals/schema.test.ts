/** @jest-environment node */
import * as z from "zod/mini";
import { VITALS_MAX_BYTES, vitalsBeaconSchema } from "@/lib/vitals/schema";

const valid = {
  pageView: "5f0c2a9e41b7d3886e0f1a2b3c4d5e6f",
  beacon: 1,
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
    const { connection: _connection, ...withoutConnection } = valid;
    void _connection;
    expect(ok(withoutConnection)).toBe(true);
    expect(ok({ ...valid, beacon: 7 })).toBe(true);
    expect(
      ok({
        ...valid,
        metrics: [
          { name: "LCP", value: 60_000 },
          { name: "CLS", value: 10 },
        ],
      }),
    ).toBe(true);
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
    ["a time past a minute", { ...valid, metrics: [{ name: "LCP", value: 60_000.5 }] }],
    ["an INP past a minute", { ...valid, metrics: [{ name: "INP", value: 600_000 }] }],
    ["a CLS past 10", { ...valid, metrics: [{ name: "CLS", value: 10.01 }] }],
    ["no page view", { ...valid, pageView: undefined }],
    ["a page view id of 127 bits", { ...valid, pageView: valid.pageView.slice(1) }],
    ["a page view id in capitals", { ...valid, pageView: valid.pageView.toUpperCase() }],
    ["a page view id that is web-vitals' own", { ...valid, pageView: "v5-1764254000000-1234567890123" }],
    ["no beacon number", { ...valid, beacon: undefined }],
    ["a beacon number of 0", { ...valid, beacon: 0 }],
    ["a fractional beacon number", { ...valid, beacon: 1.5 }],
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
