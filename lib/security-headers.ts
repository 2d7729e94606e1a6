import type { Env } from "@/lib/env";

/**
 * Security headers for every response, decided at run time from the environment (so one build
 * can be started as production or as a preview).
 *
 * Prerendered pages cannot carry a per-request nonce, and Next's App Router bootstraps with inline
 * scripts, so script-src allows 'self' 'unsafe-inline'; everything else stays tight, and
 * third-party origins appear only when the feature that needs them is configured.
 */
export interface ThirdParties {
  /** Google Analytics (NEXT_PUBLIC_GA_ID set). */
  analytics?: boolean;
  /** Embedded Google map (a browser maps key set). */
  mapsEmbed?: boolean;
}

export function contentSecurityPolicy(env: Pick<Env, "SITE_URL">, third: ThirdParties = {}): string {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const img = ["'self'", "data:", "blob:"];
  const frame: string[] = [];
  if (third.analytics) {
    script.push("https://www.googletagmanager.com");
    connect.push("https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com");
    img.push("https://www.google-analytics.com", "https://*.google-analytics.com");
  }
  if (third.mapsEmbed) frame.push("https://www.google.com");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.length ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  // Only on an https origin: on http://localhost it would break every subresource.
  if (env.SITE_URL.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(env: Pick<Env, "SITE_URL" | "stage">, third: ThirdParties = {}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(env, third),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (env.SITE_URL.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  // A preview must never be indexed (ruling 10).
  if (env.stage === "preview") headers["X-Robots-Tag"] = "noindex, nofollow";
  return headers;
}
