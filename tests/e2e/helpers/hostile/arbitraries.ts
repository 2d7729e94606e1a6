import fc from "fast-check";

/**
 * fast-check generators for hostile input: text that is valid for a schema but carries Unicode,
 * control characters, SQL and HTML, and request bodies that are invalid in every way a schema or
 * the POST pipeline must refuse.
 */

/** Fragments a hostile visitor types; each must be stored as sent and shown as text. */
export const HOSTILE_FRAGMENTS = [
  "'; DROP TABLE Lead; --",
  "Robert'); DROP TABLE ContactMessage;--",
  '" OR 1=1 --',
  "1; SELECT * FROM User WHERE '1'='1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(2)>",
  "</td></tr></table><b>bold</b>",
  "<!-- comment -->",
  "&amp; &lt;b&gt; &#x3C;",
  "javascript:alert(3)",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "\\u0000 \\n %00 %0d%0a",
  "🦷😀👩‍⚕️👍🏽🇨🇦",
  "مرحبا بالعالم",
  "שלום עולם",
  "e\u0301 n\u0303 A\u030A",
  "Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319\u0324\u031E",
  "\u202Egnp.exe",
  "\u200B\u200C\u200D\uFEFF",
  "\t",
  "\n",
  "\r\n",
  "\u0001\u0007\u001B[31m\u007F",
  "\u2028\u2029\u0085",
  "null",
  "undefined",
  "__proto__",
] as const;

/**
 * Free text of fragments and random code points. No NUL and no lone surrogate: the POST
 * pipeline refuses those (400), because the database cannot store them as sent.
 */
export const hostileText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_FRAGMENTS) },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(" ").replace(/\0/g, "\u2400"));

/** Text the database cannot store as sent: refused with 400. */
export const unstorableText = fc.constantFrom(
  "a\u0000b",
  "\u0000",
  "emoji half \ud83e",
  "\udc00 low half",
  "tail\ud800",
);

/** At most `max` code points (zod 4.6 counts a string's length in code points). */
export function fitTo(text: string, max: number): string {
  return Array.from(text).slice(0, max).join("");
}

export const codePoints = (text: string) => Array.from(text).length;

/** Hostile text whose trimmed length is at least `min` and whose length is at most `max`. */
export function hostileField(min: number, max: number): fc.Arbitrary<string> {
  return hostileText.map((t) => {
    let text = fitTo(t, max);
    if (codePoints(text.trim()) < min) text = fitTo(`${"Ab".repeat(Math.ceil(min / 2))} ${text}`, max);
    return text;
  });
}

/**
 * Addresses zod's e-mail check accepts, with what a visitor may legally put in one (apostrophes,
 * plus signs, hyphens, mixed case). `marker` makes each one unique, to find its row.
 */
export function emailFor(marker: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("", "o'brien.", "x'--", "plus+tag.", "_-", "Mixed.Case."),
      fc.constantFrom("example.com", "Example.CA", "sub.example-mail.org"),
    )
    .map(([local, domain]) => `${local}${marker}@${domain}`);
}

/** Strings that are not JSON, or not JSON as JSON.parse reads it. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    '{"name":',
    "{'name': 'single quotes'}",
    '{name: "unquoted"}',
    '{"a":1,}',
    "[1,2",
    "NaN",
    "undefined",
    '{"a":"\\x41"}',
    '{"a":"unterminated}',
    '{"a":1}{"b":2}',
    "<xml>not json</xml>",
    "name=Alice&email=a%40b.ca",
    "// comment\n{}",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Bytes that are not UTF-8 at all. */
export const invalidUtf8 = fc.constantFrom(
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  new Uint8Array([0xc3, 0x28]),
  new Uint8Array([0xed, 0xa0, 0x80]),
);

/** Content types no JSON route accepts. */
export const wrongContentType = fc.constantFrom(
  null,
  "text/plain",
  "text/html",
  "application/xml",
  "application/jsonx",
  "application/json-patch+json",
  "application/javascript",
  "image/png",
  "multipart/mixed; boundary=x",
  "*/*",
  "",
  "json",
);

/** Values of another JSON type than the one named. */
export function wrongTypeFor(kind: "string" | "number" | "boolean" | "array" | "object"): fc.Arbitrary<unknown> {
  const all: Record<typeof kind, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 10 }),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    boolean: fc.boolean(),
    array: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  };
  const others = (Object.keys(all) as (typeof kind)[]).filter((k) => k !== kind).map((k) => all[k]);
  return fc.oneof(fc.constant(null), ...others);
}

/** Field names no schema has (including the prototype's own). */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "isAdmin",
    "id",
    "createdAt",
    "html",
    "Email",
    "NAME",
    " name",
    "name ",
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);
