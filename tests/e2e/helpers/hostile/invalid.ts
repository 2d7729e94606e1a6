import fc from "fast-check";
import {
  codePoints,
  extraFieldName,
  fitTo,
  invalidUtf8,
  malformedJson,
  unstorableText,
  wrongContentType,
  wrongTypeFor,
} from "./arbitraries";
import type { RawRequest } from "./http";

/**
 * One POST handler as the hostile-input spec sees it: what it accepts, its body limit, its
 * fields, and a generator of valid bodies. From that, `invalidRequest` makes every kind of
 * request the POST pipeline must refuse, each with the status it must get.
 */
export type FieldKind = "string" | "number" | "boolean" | "array" | "object";

export interface FieldSpec {
  kind: FieldKind;
  required: boolean;
  /** Longest accepted string (UTF-16 units, as zod counts). */
  max?: number;
  /** Values of the right type that the schema still refuses. */
  invalid?: fc.Arbitrary<unknown>;
  /**
   * Values of a wrong type, for a field that takes more than one (a number also sent as the
   * form's text): used instead of every type but `kind`.
   */
  wrongType?: fc.Arbitrary<unknown>;
}

export interface PostRoute {
  name: string;
  path: string | fc.Arbitrary<string>;
  accepts: readonly ("json" | "form" | "multipart")[];
  maxBytes: number;
  fields: Record<string, FieldSpec>;
  validBody: fc.Arbitrary<Record<string, unknown>>;
  honeypot?: string;
  /** What a filled honeypot is answered (the route's success status for a bot). */
  honeypotStatus?: number;
  headers?: () => Record<string, string>;
}

export interface InvalidCase {
  label: string;
  request: RawRequest;
  expected: number[];
}

const TYPE_NAMES = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
} as const;

function jsonRequest(route: PostRoute, path: string, body: unknown, label: string, expected: number[]): InvalidCase {
  const text = JSON.stringify(body);
  const bytes = new TextEncoder().encode(text).length;
  // A body that is also past the size limit is refused for its size first.
  return {
    label,
    request: { path, contentType: "application/json", body: text, headers: route.headers?.() },
    expected: bytes > route.maxBytes ? [413] : expected,
  };
}

export function invalidRequest(route: PostRoute): fc.Arbitrary<InvalidCase> {
  const path = typeof route.path === "string" ? fc.constant(route.path) : route.path;
  const fieldNames = Object.keys(route.fields);
  const required = fieldNames.filter((f) => route.fields[f]!.required);
  const limited = fieldNames.filter((f) => route.fields[f]!.max !== undefined);
  const withInvalid = fieldNames.filter((f) => route.fields[f]!.invalid !== undefined);
  const headers = () => route.headers?.() ?? {};
  const jsonAccepted = route.accepts.includes("json");

  const cases: fc.Arbitrary<InvalidCase>[] = [
    // Malformed JSON (or bytes that are not UTF-8) under a JSON content type: 400.
    fc.tuple(path, malformedJson).map(([p, text]) => ({
      label: `malformed JSON ${JSON.stringify(text).slice(0, 60)}`,
      request: { path: p, contentType: "application/json", body: text, headers: headers() },
      expected: jsonAccepted ? (new TextEncoder().encode(text).length > route.maxBytes ? [413] : [400]) : [415],
    })),
    fc.tuple(path, invalidUtf8).map(([p, bytes]) => ({
      label: "a body that is not UTF-8",
      request: {
        path: p,
        contentType: jsonAccepted ? "application/json" : TYPE_NAMES[route.accepts[0]!],
        body: bytes,
        headers: headers(),
      },
      expected: [400],
    })),
    // A content type the route does not take: 415, whatever the body.
    fc.tuple(path, route.validBody, wrongContentType).map(([p, body, type]) => ({
      label: `content type ${JSON.stringify(type)}`,
      request: { path: p, contentType: type, body: JSON.stringify(body), headers: headers() },
      expected: [415],
    })),
    // A JSON body that is not an object: 400.
    fc
      .tuple(path, fc.constantFrom<unknown>(null, 0, 42, -1.5, true, "a string", [], [{}], [1, 2, 3]))
      .map(([p, value]) => ({
        label: `JSON ${JSON.stringify(value)} instead of an object`,
        request: { path: p, contentType: "application/json", body: JSON.stringify(value), headers: headers() },
        expected: jsonAccepted ? [400] : [415],
      })),
    // Past the size limit: 413, with a declared length and streamed without one.
    fc
      .tuple(path, route.validBody, fc.integer({ min: 1, max: 4096 }), fc.boolean())
      .map(([p, body, extra, chunked]) => {
        const padding = "x".repeat(route.maxBytes + extra);
        const text = JSON.stringify({ ...body, [fieldNames[0]!]: padding });
        return {
          label: `a body of ${text.length} bytes${chunked ? ", streamed" : ""}`,
          request: {
            path: p,
            contentType: jsonAccepted ? "application/json" : TYPE_NAMES[route.accepts[0]!],
            body: chunked ? { chunked: text } : text,
            headers: headers(),
          },
          expected: [413],
        };
      }),
  ];
  if (jsonAccepted && fieldNames.length > 0) {
    cases.push(
      // A field of the wrong type: 400.
      fc
        .tuple(path, route.validBody, fc.constantFrom(...fieldNames))
        .chain(([p, body, field]) =>
          (route.fields[field]!.wrongType ?? wrongTypeFor(route.fields[field]!.kind)).map(
            (value) => [p, body, field, value] as const,
          ),
        )
        .map(([p, body, field, value]) =>
          jsonRequest(
            route,
            p,
            { ...body, [field]: value },
            `${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
            [400],
          ),
        ),
    );
  }
  if (jsonAccepted) {
    cases.push(
      // An extra field: 400 (strict schemas), never stored.
      fc
        .tuple(
          path,
          route.validBody,
          extraFieldName.filter((k) => !Object.hasOwn(route.fields, k) && k !== route.honeypot),
          fc.jsonValue({ maxDepth: 1 }),
        )
        .map(([p, body, key, value]) => {
          const withExtra = { ...body };
          // A JSON "__proto__" key is an own property after JSON.parse: define it the same way here.
          Object.defineProperty(withExtra, key, { value, enumerable: true, configurable: true, writable: true });
          return jsonRequest(route, p, withExtra, `extra field ${JSON.stringify(key)}`, [400]);
        }),
    );
    if (required.length > 0) {
      cases.push(
        fc.tuple(path, route.validBody, fc.subarray(required, { minLength: 1 })).map(([p, body, missing]) => {
          const copy = { ...body };
          for (const f of missing) delete copy[f];
          return jsonRequest(route, p, copy, `missing ${missing.join(", ")}`, [400]);
        }),
      );
    }
    if (limited.length > 0) {
      cases.push(
        fc
          .tuple(
            path,
            route.validBody,
            fc.constantFrom(...limited),
            fc.integer({ min: 1, max: 300 }),
            fc.constantFrom("x", "é", "<", "🦷", "\u0001"),
          )
          .map(([p, body, field, over, unit]) => {
            const max = route.fields[field]!.max!;
            const value = unit.repeat(max + over);
            return jsonRequest(
              route,
              p,
              { ...body, [field]: value },
              `${field} of ${codePoints(value)} code points (max ${max})`,
              [400],
            );
          }),
      );
    }
    const textFields = fieldNames.filter((f) => route.fields[f]!.kind === "string");
    if (textFields.length > 0) {
      // A NUL or a lone surrogate: the database would store the text altered, so it is refused.
      cases.push(
        fc
          .tuple(path, route.validBody, fc.constantFrom(...textFields), unstorableText)
          .map(([p, body, field, value]) =>
            jsonRequest(
              route,
              p,
              { ...body, [field]: value },
              `${field} with unstorable ${JSON.stringify(value)}`,
              [400],
            ),
          ),
      );
    }
    if (withInvalid.length > 0) {
      cases.push(
        fc
          .tuple(path, route.validBody, fc.constantFrom(...withInvalid))
          .chain(([p, body, field]) => route.fields[field]!.invalid!.map((value) => [p, body, field, value] as const))
          .map(([p, body, field, value]) =>
            jsonRequest(
              route,
              p,
              { ...body, [field]: value },
              `${field} = ${JSON.stringify(value)?.slice(0, 80)}`,
              [400],
            ),
          ),
      );
    }
  }
  if (route.honeypot) {
    const trap = route.honeypot;
    // A filled honeypot is answered like a success, and nothing is stored or sent.
    cases.push(
      fc
        .tuple(
          path,
          route.validBody,
          fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ""),
        )
        .map(([p, body, value]) =>
          jsonRequest(route, p, { ...body, [trap]: fitTo(value, 20) }, `honeypot ${JSON.stringify(value)}`, [
            route.honeypotStatus ?? 200,
          ]),
        ),
    );
  }
  return fc.oneof(...cases);
}
