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
