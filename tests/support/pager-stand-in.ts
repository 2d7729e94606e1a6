import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a paging service's Events API v2 endpoint (PagerDuty's format) on
 * 127.0.0.1. It refuses with 400 what PagerDuty refuses (pagerDutyErrors), so a test whose
 * settings or events PagerDuty would turn away fails here too; a valid event is answered 202 like
 * PagerDuty, or as the test sets it: 400 (a final refusal), 429 (throttled), 500, or a 308
 * redirect to another host name of this stand-in (paths under /redirected, which answer normally).
 * An event whose summary contains "StandInReject" is refused with 400 whatever the mode, so a
 * browser test can choose the outcome per request.
 */
export type PagerMode = "ok" | "reject" | "throttle" | "fail" | "redirect";

export interface ReceivedPage {
  /** The path posted to: one stand-in serves the on-call and the escalation targets apart. */
  path: string;
  routing_key: string;
  event_action: string;
  dedup_key: string;
  payload?: { summary: string; source: string; severity: string; custom_details?: Record<string, string> };
  links?: { href: string; text: string }[];
}

/** An event the stand-in refused as PagerDuty would, with PagerDuty's reasons. */
export interface RefusedPage {
  path: string;
  errors: string[];
}

/** A post the stand-in holds unanswered until the test releases it. */
export interface HeldPost {
  /** Settles once the post has arrived and is being held. */
  arrived: Promise<void>;
  /** Lets the held post be answered as the mode says. */
  release: () => void;
}

export interface PagerStandIn {
  baseUrl: string;
  received: ReceivedPage[];
  refused: RefusedPage[];
  setMode: (mode: PagerMode) => void;
  /** Holds the next post (whatever it is) unanswered until `release()`. */
  holdNext: () => HeldPost;
  close: () => Promise<void>;
}

const ACTIONS = ["trigger", "acknowledge", "resolve"];
const SEVERITIES = ["critical", "error", "warning", "info"];
const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/**
 * What PagerDuty's Events API v2 refuses in an event (its "Send an Alert Event" and "Acknowledge
 * and Resolve" references): a routing key of other than 32 characters, an unknown event_action, a
 * dedup_key over 255 characters (or none for acknowledge and resolve), and for a trigger a payload
 * without summary, source or a severity of critical/error/warning/info, or a summary over 1024
 * characters. An empty list when the event would be taken.
 */
export function pagerDutyErrors(event: unknown): string[] {
  if (!event || typeof event !== "object" || Array.isArray(event)) return ["Event object is invalid"];
  const e = event as Record<string, unknown>;
  const errors: string[] = [];
  if (typeof e.routing_key !== "string" || e.routing_key.length !== 32)
    errors.push("Length of 'routing_key' is incorrect (should be 32 characters)");
  if (typeof e.event_action !== "string" || !ACTIONS.includes(e.event_action))
    errors.push("'event_action' is invalid (must be one of the following: 'trigger', 'acknowledge' or 'resolve')");
  if (e.dedup_key !== undefined && (typeof e.dedup_key !== "string" || e.dedup_key.length > 255))
    errors.push("'dedup_key' must be a string of at most 255 characters");
  if ((e.event_action === "acknowledge" || e.event_action === "resolve") && blank(e.dedup_key))
    errors.push("'dedup_key' is missing or blank");
  if (e.event_action === "trigger") {
    const payload = e.payload;
    if (!payload || typeof payload !== "object") {
      errors.push("'payload' is missing or blank");
    } else {
      const p = payload as Record<string, unknown>;
      if (blank(p.summary)) errors.push("'payload.summary' is missing or blank");
      else if ((p.summary as string).length > 1024) errors.push("'payload.summary' must be at most 1024 characters");
      if (blank(p.source)) errors.push("'payload.source' is missing or blank");
      if (typeof p.severity !== "string" || !SEVERITIES.includes(p.severity))
        errors.push("'payload.severity' is invalid (must be one of: 'critical', 'error', 'warning' or 'info')");
    }
  }
  return errors;
}

const ANSWERS: Record<Exclude<PagerMode, "ok" | "redirect">, [number, unknown]> = {
  reject: [
    400,
    { status: "invalid event", message: "Event object is invalid", errors: ["Length of 'routing_key' is incorrect"] },
  ],
  throttle: [429, { status: "throttle event", message: "Requests for this service are arriving too quickly." }],
  fail: [500, { status: "error", message: "Stand-in failure" }],
};

/** Where the redirect mode sends a post: this stand-in under another host name, so another host. */
const REDIRECTED = "/redirected";

export async function startPagerStandIn(port = 0): Promise<PagerStandIn> {
  let mode: PagerMode = "ok";
  const received: ReceivedPage[] = [];
  const refused: RefusedPage[] = [];
  let hold: { arrive: () => void; released: Promise<void> } | null = null;
  let actual = port;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(answer));
      if (req.method === "GET" && req.url === "/__received") return reply(200, received);
      if (req.method === "GET" && req.url === "/") return reply(200, { ok: true });
      if (req.method !== "POST") return reply(404, { message: "Not found" });
      const path = req.url ?? "/";
      const answer = () => {
        let event: Omit<ReceivedPage, "path">;
        try {
          event = JSON.parse(body) as Omit<ReceivedPage, "path">;
        } catch {
          return reply(400, { status: "invalid event", message: "Body is not JSON" });
        }
        const errors = pagerDutyErrors(event);
        if (errors.length > 0) {
          refused.push({ path, errors });
          return reply(400, { status: "invalid event", message: "Event object is invalid", errors });
        }
        if (event.payload?.summary.includes("StandInReject")) return reply(...ANSWERS.reject);
        if (mode === "redirect" && !path.startsWith(REDIRECTED))
          return reply(308, { message: "Moved" }, { Location: `http://localhost:${actual}${REDIRECTED}${path}` });
        if (mode !== "ok" && mode !== "redirect") return reply(...ANSWERS[mode]);
        received.push({ ...event, path });
        reply(202, { status: "success", message: "Event processed", dedup_key: event.dedup_key });
      };
      const held = hold;
      if (!held) return answer();
      hold = null;
      held.arrive();
      void held.released.then(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  actual = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    received,
    refused,
    setMode: (m) => {
      mode = m;
    },
    holdNext: () => {
      let arrive: () => void = () => undefined;
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrive, released };
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
