/**
 * Reading a POST's body for the pipeline (lib/core/http/post-pipeline.ts): which of the accepted
 * kinds its content type names, its bytes up to the route's limit (a surplus is drained, so the
 * connection stays usable, then refused), and the fields it carries.
 */
export type ContentKind = "json" | "form" | "multipart";

export function contentKind(header: string | null): ContentKind | null {
  const type = (header ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  return null;
}

/** A body past the route's limit: answered 413. */
export class BodyTooLarge extends Error {}

/**
 * How much of a body past the limit is read and thrown away before the connection is given up.
 * Cancelling a request's body stream destroys its socket, after Next has already told the client
 * the connection stays open: the client's next request on it (a browser's, a proxy's) is reset.
 * Reading the rest keeps the connection usable for what a real client sends by mistake; past
 * this, the sender is hostile and losing its connection is what it gets.
 */
export const DRAIN_BYTES = 10 * 1024 * 1024;

/** Reads the body as text; past the limit, drains the rest (up to DRAIN_BYTES) and refuses it. */
export async function readLimited(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  // Not read at all: Node discards an unread body itself once the answer is sent.
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A sender that breaks off while its surplus is drained is still answered as too large.
    const { done, value } = await reader.read().catch((error: unknown) => {
      if (total > maxBytes) return { done: true as const, value: undefined };
      throw error;
    });
    if (done) break;
    total += value.byteLength;
    if (total <= maxBytes) chunks.push(value);
    else if (total > maxBytes + DRAIN_BYTES) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  if (total > maxBytes) throw new BodyTooLarge();
  const all = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(all);
}

export const CONTENT_TYPE_NAMES: Record<ContentKind, string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

/**
 * The body's text fields (JSON as is). Files in a multipart body are not accepted. A name sent more
 * than once (a group of checkboxes) becomes the list of its values, in order, so a field a schema
 * expects once is refused rather than silently taking one of them.
 */
export async function parseBody(kind: ContentKind, text: string, contentType: string): Promise<unknown> {
  if (kind === "json") return JSON.parse(text);
  const entries =
    kind === "form"
      ? new URLSearchParams(text)
      : await new Response(text, { headers: { "Content-Type": contentType } }).formData();
  // A Map, then own properties: a field named "__proto__" or "constructor" is a field like any
  // other (a plain object would read the first as its prototype and drop it, and find the second
  // already there), so a strict schema refuses it as unknown, as it does in JSON.
  const out = new Map<string, string | string[]>();
  for (const [k, v] of entries) {
    if (typeof v !== "string") throw new SyntaxError("file fields are not accepted");
    const seen = out.get(k);
    out.set(k, seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v]);
  }
  return Object.fromEntries(out);
}

/** What a form post's body becomes before validation: an empty field counts as absent. */
export function withoutEmptyFields(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter(([, v]) => v !== ""));
}
