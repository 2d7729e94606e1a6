import "server-only";
import { getEnv } from "@/lib/core/env";

/** Absolute URL on the public origin (SITE_URL) for a site path. */
export function absoluteUrl(path = "/"): string {
  const base = getEnv().SITE_URL;
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
