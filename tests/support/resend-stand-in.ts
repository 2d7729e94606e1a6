import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Resend API on 127.0.0.1, so tests run the real Resend SDK. It answers
 * POST /emails like Resend ({ id }), or fails with 500, or hangs, as the test sets it.
 */
export type StandInMode = "ok" | "fail" | "hang";

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  reply_to?: string | string[];
  headers?: Record<string, string>;
  /** Files as the SDK posts them: the content in base64. */
  attachments?: { filename: string; content: string; content_type?: string }[];
  idempotencyKey?: string;
  authorization?: string;
}

export interface ResendStandIn {
  baseUrl: string;
  received: ReceivedEmail[];
  setMode: (mode: StandInMode) => void;
  /** Answers in "ok" mode wait this long (records are kept on arrival), so senders overlap. */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
}

export async function startResendStandIn(port = 0): Promise<ResendStandIn> {
  let mode: StandInMode = "ok";
  let delayMs = 0;
  let counter = 0;
  const received: ReceivedEmail[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.startsWith("/emails")) {
        res
          .writeHead(404, { "Content-Type": "application/json" })
          .end(JSON.stringify({ name: "not_found", message: "Not found" }));
        return;
      }
      if (mode === "hang") {
        hanging.add(res);
        return;
      }
      if (mode === "fail") {
        res
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ name: "internal_server_error", message: "Stand-in failure", statusCode: 500 }));
        return;
      }
      const parsed = JSON.parse(body) as ReceivedEmail;
      received.push({
        ...parsed,
        idempotencyKey: String(req.headers["idempotency-key"] ?? ""),
        authorization: String(req.headers.authorization ?? ""),
      });
      counter++;
      const answer = JSON.stringify({ id: `stand-in-${counter}` });
      const reply = () => res.writeHead(200, { "Content-Type": "application/json" }).end(answer);
      if (delayMs > 0) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    received,
    setMode: (m) => {
      mode = m;
      if (m !== "hang") {
        for (const res of hanging) res.destroy();
        hanging.clear();
      }
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
