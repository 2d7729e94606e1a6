import { expect } from "@playwright/test";

/**
 * Requests for the hostile-input spec: raw bodies and headers through Node's fetch, each from its
 * own forwarded address (the right-most X-Forwarded-For entry is the one the site counts), so no
 * per-address limit can hide a result.
 */
let addressCounter = 0;
/** A fresh address from 198.18.0.0/15 (RFC 2544's benchmarking range): 131,070 of them. */
export function nextAddress(): string {
  addressCounter++;
  return `198.${18 + Math.floor(addressCounter / 65536)}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256 || 1}`;
}

/** A body as sent: text with its declared length, or a stream without one (chunked). */
export type RawBody = string | Uint8Array | { chunked: string };

export interface RawRequest {
  method?: "GET" | "POST";
  path: string;
  contentType?: string | null;
  body?: RawBody;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
  headers: Headers;
}

export async function send(baseURL: string, request: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = { "X-Forwarded-For": nextAddress(), ...(request.headers ?? {}) };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  let body: BodyInit | undefined;
  let duplex: "half" | undefined;
  if (typeof request.body === "string" || request.body instanceof Uint8Array) {
    body = request.body as BodyInit;
  } else if (request.body) {
    const bytes = new TextEncoder().encode(request.body.chunked);
    body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    duplex = "half";
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  };
  if (duplex) init.duplex = duplex;
  // A fetch without a Content-Type for a string body would add text/plain: say "none" explicitly.
  if (request.contentType === null && typeof body === "string") init.body = new TextEncoder().encode(body);
  const response = await fetch(`${baseURL}${request.path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  const contentType = response.headers.get("content-type") ?? "";
  let json: unknown = undefined;
  if (contentType.includes("application/json")) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, contentType, text, json, headers: response.headers };
}

/** The one answer shape of a POST handler: { success, message, fieldErrors? }, with a clear message. */
export function expectPostAnswer(
  answer: RawAnswer,
  expected: readonly number[],
  what: string,
): { success: boolean; message: string; fieldErrors?: Record<string, string[]> } {
  expect(answer.status, `${what}: never a 5xx (${answer.text.slice(0, 300)})`).toBeLessThan(500);
  expect(expected, `${what}: status ${answer.status} (${answer.text.slice(0, 300)})`).toContain(answer.status);
  expect(answer.contentType, `${what}: JSON answer`).toContain("application/json");
  const body = answer.json as { success?: unknown; message?: unknown; fieldErrors?: unknown };
  expect(typeof body?.message, `${what}: a message`).toBe("string");
  expect(String(body.message).trim().length, `${what}: a clear message`).toBeGreaterThan(5);
  expect(body.success, `${what}: success says what the status says`).toBe(answer.status < 400);
  if (answer.status === 400 && body.fieldErrors !== undefined) {
    expect(typeof body.fieldErrors).toBe("object");
  }
  return body as never;
}

/** GET handlers answer errors as POST handlers do, { success: false, message }: non-empty. */
export function expectGetError(answer: RawAnswer, expected: readonly number[], what: string): void {
  expect(answer.status, `${what}: never a 5xx (${answer.text.slice(0, 300)})`).toBeLessThan(500);
  expect(expected, `${what}: status ${answer.status} (${answer.text.slice(0, 300)})`).toContain(answer.status);
  expect(answer.contentType, `${what}: JSON answer`).toContain("application/json");
  const body = answer.json as { error?: unknown; message?: unknown };
  const message = typeof body?.message === "string" ? body.message : body?.error;
  expect(typeof message, `${what}: an error message`).toBe("string");
  expect(String(message).trim().length).toBeGreaterThan(5);
}

/** One request of a sequence sent on a single kept-alive connection. */
export interface ConnectionStep {
  path: string;
  /** A declared length (Content-Length) or streamed in 16 KB chunks without one. */
  body: string;
  streamed?: boolean;
  headers?: Record<string, string>;
}

export interface ConnectionAnswer {
  status: number | "connection error";
  /** Whether the request went out on the connection an earlier request of the sequence used. */
  reused: boolean;
  error?: string;
}

/**
 * Sends the steps one after another over one keep-alive connection (Node's http client, one
 * socket), the way a browser or a reverse proxy reuses a connection. A server that answers and
 * then drops a connection it said it would keep shows up here as a connection error.
 */
export async function sendOnOneConnection(baseURL: string, steps: ConnectionStep[]): Promise<ConnectionAnswer[]> {
  const http = await import("node:http");
  const url = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: ConnectionAnswer[] = [];
  try {
    for (const step of steps) {
      answers.push(
        await new Promise<ConnectionAnswer>((resolve) => {
          const headers: Record<string, string> = {
            "Content-Type": "application/json",
            "X-Forwarded-For": nextAddress(),
            ...(step.headers ?? {}),
          };
          const bytes = Buffer.from(step.body);
          if (!step.streamed) headers["Content-Length"] = String(bytes.length);
          const request = http.request(
            { host: url.hostname, port: url.port, path: step.path, method: "POST", agent, headers, timeout: 20_000 },
            (response) => {
              response.resume();
              response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
              response.on("error", (e) =>
                resolve({ status: "connection error", reused: request.reusedSocket, error: e.message }),
              );
            },
          );
          request.on("timeout", () => request.destroy(new Error("no answer in 20 s")));
          request.on("error", (e) =>
            resolve({ status: "connection error", reused: request.reusedSocket, error: e.message }),
          );
          if (step.streamed) {
            for (let i = 0; i < bytes.length; i += 16 * 1024) request.write(bytes.subarray(i, i + 16 * 1024));
            request.end();
          } else request.end(bytes);
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return answers;
}
