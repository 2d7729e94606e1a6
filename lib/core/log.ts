/**
 * Server logging without personal data: callers pass ids, kinds and counts, never an address or
 * a message text. Errors are reduced to their name, code and stack frames (Prisma and fetch error
 * messages can quote the values that were sent).
 */
type Fields = Record<string, string | number | boolean | null | undefined>;

function format(fields: Fields): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === "string" ? JSON.stringify(v) : String(v)}`)
    .join(" ");
}

export function logInfo(event: string, fields: Fields = {}): void {
  console.log(`[${event}] ${format(fields)}`.trim());
}

export function logWarn(event: string, fields: Fields = {}): void {
  console.warn(`[${event}] ${format(fields)}`.trim());
}

/** A description of an error that is safe to log: name, code and where, never the message. */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) {
    const name =
      error && typeof error === "object" && "name" in error ? String((error as { name: unknown }).name) : undefined;
    return name ? { errorName: name.slice(0, 60) } : { errorType: typeof error };
  }
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((l) => l.trim().startsWith("at "))
    .slice(0, 4)
    .map((l) => l.trim().replace(/^at /, ""))
    .join(" < ");
  return {
    errorName: error.name,
    errorCode: typeof code === "string" || typeof code === "number" ? code : undefined,
    at: frames || undefined,
  };
}

export function logError(event: string, error: unknown, fields: Fields = {}): void {
  console.error(`[${event}] ${format({ ...fields, ...describeError(error) })}`.trim());
}
