import { followUpEvent, pageKey, summaryEvent, triggerEvent, type PagedRequest } from "@/lib/support/events";

const request: PagedRequest = {
  id: 42,
  key: pageKey(42, "abcdef0123456789abcdef"),
  practice: "Bloor  Dental\nCentre",
  severity: "critical",
  affected: "server",
  description: `Server down. Call Dana at 416-555-0100 or dana@example.com. ${"x".repeat(400)}`,
};

describe("paging events", () => {
  it("triggers with the request's dedup key, severity critical→critical and major→error, and the staff page first", () => {
    const event = triggerEvent(request, "https://site.test/admin/urgent/42", "site.test");
    expect(event.event_action).toBe("trigger");
    expect(event.dedup_key).toBe("urgent-42-abcdef012345");
    expect(event.payload?.severity).toBe("critical");
    expect(triggerEvent({ ...request, severity: "major" }, "u", "h").payload?.severity).toBe("error");
    expect(event.links?.[0]?.href).toBe("https://site.test/admin/urgent/42");
    expect(event.payload?.summary).toMatch(/^CRITICAL urgent request #42 from Bloor Dental Centre: Server\. /);
  });

  it("carries no more of the description than its first 200 characters, and never the routing key", () => {
    const event = triggerEvent(request, "u", "h");
    const text = JSON.stringify(event);
    expect(event.payload?.custom_details?.description).toHaveLength(200);
    expect(text).not.toContain("x".repeat(201));
    expect(text).not.toContain("routing_key");
  });

  it("keeps addresses and numbers typed outside the description out of the event", () => {
    const event = triggerEvent({ ...request, description: "The server is down." }, "u", "h");
    expect(JSON.stringify(event)).not.toMatch(/@|416-555/);
  });

  it("escalates under a key of its own, and follows up with the same key", () => {
    expect(triggerEvent(request, "u", "h", { escalation: true }).dedup_key).toBe("urgent-42-abcdef012345-escalation");
    expect(followUpEvent("acknowledge", request.key)).toEqual({ event_action: "acknowledge", dedup_key: request.key });
  });

  it("sums up the requests waiting past the hour's limit in one page per hour", () => {
    const event = summaryEvent(493_000, 3, "u", "h");
    expect(event.dedup_key).toBe("urgent-summary-493000");
    expect(event.payload?.summary).toMatch(/^3 more urgent requests waiting unpaged/);
  });
});
