import * as z from "zod/mini";

// Content-Security-Policy allows no eval on any page, and zod's default probes for it with
// `new Function` (a CSP violation each time) to compile faster parsers. In the browser, where
// forms parse a handful of fields, the plain parser is all that is needed. Must be imported before
// a module builds its schemas: zod reads the setting when a schema is created. The setting is
// global, so this zod/mini import covers classic schemas as well and keeps classic zod out of the
// public forms' bundles. The server keeps the compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });
