import { createHash } from "node:crypto";
import { EARLY_SCRIPT } from "@/lib/core/early-script";
import type { Env } from "@/lib/core/env";

/**
 * Security headers for every response, decided at run time from the environment (so one build
 * can be started as production or as a preview).
 *
 * Prerendered pages cannot carry a per-request nonce, and Next's App Router bootstraps with inline
 * scripts, so on public pages script-src allows 'self' 'unsafe-inline'. The staff area, rendered
 * per request and the part worth an attacker's script, gets a nonce instead: only scripts that
 * carry it (Next puts it on its own) and what they load run there. Everything else stays tight,
 * and third-party origins appear only when the feature that needs them is configured.
 */
export interface ThirdParties {
  /** Google Analytics (GA_MEASUREMENT_ID, or the build-time NEXT_PUBLIC_GA_ID, set). */
  analytics?: boolean;
  /** Embedded Google map (a browser maps key set). */
  mapsEmbed?: boolean;
  /** A fresh random value for this response: scripts must carry it (dynamic pages only). */
  nonce?: string;
}

/**
 * The early script (display preferences, typed text) is inlined by the root layout, which
 * prerendered pages share, so it cannot carry a per-request nonce: a nonce policy allows it by its
 * hash.
 */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash("sha256").update(EARLY_SCRIPT).digest("base64")}'`;

/** A value for ThirdParties.nonce: 128 random bits. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** The analytics hosts a policy names, each with every subdomain (a wildcard does not cover the bare domain). */
const GOOGLE_TAG = "https://*.googletagmanager.com";
const GOOGLE_ANALYTICS = "https://*.google-analytics.com";
const GOOGLE_ANALYTICS_NEW = "https://*.analytics.google.com";

export function contentSecurityPolicy(env: Pick<Env, "SITE_URL">, third: ThirdParties = {}): string {
  const script = third.nonce
    ? // 'strict-dynamic' lets the framework's trusted scripts load its chunks; 'self' only helps
      // browsers too old for it.
      ["'self'", `'nonce-${third.nonce}'`, "'strict-dynamic'", EARLY_SCRIPT_HASH]
    : ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const img = ["'self'", "data:", "blob:"];
  const frame: string[] = [];
  if (third.analytics) {
    // What Google's "Use a Content Security Policy" guide lists for GA4 without Google Signals:
    // gtag.js comes from googletagmanager.com and sends its hits and its own pings, as requests
    // and as images, to these three domains (the region picks the subdomain).
    script.push(GOOGLE_TAG);
    connect.push(GOOGLE_ANALYTICS, GOOGLE_ANALYTICS_NEW, GOOGLE_TAG);
    img.push(GOOGLE_ANALYTICS, GOOGLE_TAG);
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

export function securityHeaders(
  env: Pick<Env, "SITE_URL" | "stage">,
  third: ThirdParties = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(env, third),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (env.SITE_URL.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  // A preview must never be indexed: search engines would list its pages beside production's.
  if (env.stage === "preview") headers["X-Robots-Tag"] = "noindex, nofollow";
  return headers;
}
