import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a paging service's Events API v2 endpoint (PagerDuty's format) on
 * 127.0.0.1. It answers 202 like PagerDuty, or as the test sets it: 400 (a final refusal), 429
 * (throttled) or 500. An event whose summary contains "StandInReject" is refused with 400 whatever
 * the mode, so a browser test can choose the outcome per request.
 */
export type PagerMode = "ok" | "reject" | "throttle" | "fail";

export interface ReceivedPage {
  /** The path posted to: one stand-in serves the on-call and the escalation targets apart. */
  path: string;
  routing_key: string;
  event_action: string;
  dedup_key: string;
  payload?: { summary: string; severity: string; custom_details?: Record<string, string> };
  links?: { href: string; text: string }[];
}

export interface PagerStandIn {
  baseUrl: string;
  received: ReceivedPage[];
  setMode: (mode: PagerMode) => void;
  close: () => Promise<void>;
}

const ANSWERS: Record<Exclude<PagerMode, "ok">, [number, unknown]> = {
  reject: [
    400,
    { status: "invalid event", message: "Event object is invalid", errors: ["Length of 'routing_key' is incorrect"] },
  ],
  throttle: [429, { status: "throttle event", message: "Requests for this service are arriving too quickly." }],
  fail: [500, { status: "error", message: "Stand-in failure" }],
};

export async function startPagerStandIn(port = 0): Promise<PagerStandIn> {
  let mode: PagerMode = "ok";
  const received: ReceivedPage[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const reply = (status: number, answer: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
      if (req.method === "GET" && req.url === "/__received") return reply(200, received);
      if (req.method === "GET" && req.url === "/") return reply(200, { ok: true });
      if (req.method !== "POST") return reply(404, { message: "Not found" });
      let event: Omit<ReceivedPage, "path">;
      try {
        event = JSON.parse(body) as Omit<ReceivedPage, "path">;
      } catch {
        return reply(400, { status: "invalid event", message: "Body is not JSON" });
      }
      const refused = event.payload?.summary.includes("StandInReject") ? "reject" : mode;
      if (refused !== "ok") return reply(...ANSWERS[refused]);
      received.push({ ...event, path: req.url ?? "/" });
      reply(202, { status: "success", message: "Event processed", dedup_key: event.dedup_key });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    received,
    setMode: (m) => {
      mode = m;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
