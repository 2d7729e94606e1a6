import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the office's CRM webhook (or the verifying step in front of it) on
 * 127.0.0.1. It records every POST as it arrived (the raw body, so a test can check the signature
 * over the exact bytes, and the headers) and answers as the test sets it: 200, 500 (a failure to
 * retry) or 400 (a final refusal). Refused posts are recorded too, with the answer they got.
 */
export type WebhookMode = "ok" | "fail" | "reject";

export interface ReceivedPost {
  path: string;
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** The status this post was answered with. */
  answered: number;
}

export interface WebhookStandIn {
  url: string;
  received: ReceivedPost[];
  setMode: (mode: WebhookMode) => void;
  close: () => Promise<void>;
}

const ANSWERS: Record<WebhookMode, [number, unknown]> = {
  ok: [200, { status: "accepted" }],
  fail: [500, { error: "Stand-in failure" }],
  reject: [400, { error: "Unknown field" }],
};

export async function startWebhookStandIn(port = 0): Promise<WebhookStandIn> {
  let mode: WebhookMode = "ok";
  const received: ReceivedPost[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const reply = (status: number, answer: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
      if (req.method !== "POST") return reply(404, { error: "Not found" });
      const [status, answer] = ANSWERS[mode];
      received.push({
        path: req.url ?? "/",
        rawBody: Buffer.concat(chunks).toString("utf8"),
        headers: req.headers,
        answered: status,
      });
      reply(status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/leads`,
    received,
    setMode: (m) => {
      mode = m;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
