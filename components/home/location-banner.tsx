"use client";

import { ButtonLink, type ButtonLook } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { MapPinIcon } from "@/components/ui/icons";
import { BUSINESS } from "@/content/business";
import type { AreaLink } from "@/content/locations";
import { loadMapsSettings } from "@/components/maps/maps-settings";
import { LOCATION_LOOKUP_UNAVAILABLE_STATUS } from "@/lib/location/maps";
import { locationPath } from "@/lib/core/paths";

/**
 * Home-page banner that names the visitor's service area. It never asks for location on page
 * load: it detects automatically only when the browser already grants access and the visitor has
 * not turned it down here before; otherwise it shows the GTA overview with a "Use My Location"
 * button. The server renders the overview, and every state shares one grid cell, so switching
 * states does not move the page.
 *
 * Whether the server can look a location up (it has a maps server key) is asked at run time, as
 * the page is prerendered: until the answer says yes, the banner neither reads the position nor
 * shows "Use My Location" (its place is kept, so the answer does not move the page either).
 */

export const PERMISSION_STORAGE_KEY = "tdi-location-permission";

export type StoredPermission = "granted" | "denied";
/** The Permissions API state, or "unknown" when the browser cannot report it. */
export type BrowserPermission = PermissionState | "unknown";
export type BannerAction = "auto-detect" | "fallback" | "unsupported";

/** What the banner does once it is on the client. */
export function nextBannerAction({
  geolocationSupported,
  browserState,
  stored,
}: {
  geolocationSupported: boolean;
  browserState: BrowserPermission;
  stored: StoredPermission | null;
}): BannerAction {
  if (!geolocationSupported) return "unsupported";
  if (browserState === "granted" && stored !== "denied") return "auto-detect";
  return "fallback";
}

const DETECTING = "Detecting your location for personalized IT services...";
const FETCH_FAILED = "Error fetching location data";
const UNSUPPORTED = "Geolocation is not supported by your browser";
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10000, maximumAge: 0 };

/** "A, B and C". */
const listOf = (names: readonly string[]) => `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;

/** Whether the server can turn coordinates into a service area: unknown until it answers. */
export type LookupAvailability = "unknown" | "available" | "unavailable";

type View =
  | { kind: "fallback" }
  | { kind: "suburb"; slug: string; name: string; region: string }
  | { kind: "city"; city: string };

const FALLBACK: View = { kind: "fallback" };

function readStored(): StoredPermission | null {
  try {
    const value = localStorage.getItem(PERMISSION_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function store(value: StoredPermission): void {
  try {
    localStorage.setItem(PERMISSION_STORAGE_KEY, value);
  } catch {
    // Storage can be unavailable (private mode, disabled); the banner still works for this visit.
  }
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** The view for an answer from /api/location/reverse-geocode, or the message to show with the overview. */
function viewOf(ok: boolean, body: unknown): View | { notice: string } {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if (!ok || b.success !== true) return { notice: text(b.message) ?? FETCH_FAILED };
  const s = (b.suburb && typeof b.suburb === "object" ? b.suburb : {}) as Record<string, unknown>;
  const slug = text(s.slug);
  const name = text(s.name);
  if (slug && /^[a-z0-9-]+$/.test(slug) && name) return { kind: "suburb", slug, name, region: text(s.region) ?? "" };
  const city = text(b.city);
  return city ? { kind: "city", city } : FALLBACK;
}

const subscribeNoop = () => () => {};
const hasGeolocation = () => "geolocation" in navigator;
const assumeGeolocation = () => true;

const heading = "text-xl font-bold text-ink";
const primary: ButtonLook = { className: "inline-flex items-center gap-2 px-4 py-2" };
const secondary: ButtonLook = { variant: "secondary", className: "inline-flex items-center px-4 py-2" };

/**
 * `areas` and `regions` come from the page (content/locations.ts) as names only: the locations'
 * pages of copy stay out of this island's script.
 */
export function LocationBanner({ areas, regions }: { areas: readonly AreaLink[]; regions: readonly string[] }) {
  const supported = useSyncExternalStore(subscribeNoop, hasGeolocation, assumeGeolocation);
  const [view, setView] = useState<View>(FALLBACK);
  const [detecting, setDetecting] = useState(false);
  const [denied, setDenied] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [lookup, setLookup] = useState<LookupAvailability>("unknown");
  const busy = useRef(false);
  const byRequest = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const lookUp = useCallback(async (latitude: number, longitude: number) => {
    let next: View | { notice: string };
    try {
      const response = await fetch("/api/location/reverse-geocode", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ latitude, longitude }),
      });
      if (response.status === LOCATION_LOOKUP_UNAVAILABLE_STATUS) {
        // The server lost its key since this page asked: nothing failed, the feature is just gone.
        setLookup("unavailable");
        setView(FALLBACK);
        return;
      }
      next = viewOf(response.ok, await response.json().catch(() => null));
    } catch {
      next = { notice: FETCH_FAILED };
    }
    if ("notice" in next) {
      setNotice(next.notice);
      setView(FALLBACK);
    } else {
      setView(next);
    }
  }, []);

  const locate = useCallback(
    (requested: boolean) => {
      if (busy.current || !("geolocation" in navigator)) return;
      busy.current = true;
      byRequest.current = requested;
      setDetecting(true);
      setNotice(null);
      const finish = () => {
        busy.current = false;
        setDetecting(false);
      };
      navigator.geolocation.getCurrentPosition(
        (position) => {
          store("granted");
          setDenied(false);
          void lookUp(position.coords.latitude, position.coords.longitude).finally(finish);
        },
        (error) => {
          if (error.code === 1) {
            store("denied");
            setDenied(true);
          } else {
            setNotice(`Geolocation error: ${error.message}`);
          }
          setView(FALLBACK);
          finish();
        },
        POSITION_OPTIONS,
      );
    },
    [lookUp],
  );

  useEffect(() => {
    let cancelled = false;
    void loadMapsSettings().then((settings) => {
      if (!cancelled) setLookup(settings.locationLookup ? "available" : "unavailable");
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Decide once on the client, when lookup is possible; follow later permission changes made in
  // the browser's settings.
  useEffect(() => {
    if (!supported || lookup !== "available") return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const onChange = () => {
      if (status?.state === "granted") {
        store("granted");
        setDenied(false);
        locate(false);
      } else if (status?.state === "denied") {
        store("denied");
        setDenied(true);
        setView(FALLBACK);
      } else {
        setDenied(false);
      }
    };
    Promise.resolve()
      .then(() => navigator.permissions.query({ name: "geolocation" }))
      .then(
        (result) => {
          if (cancelled) return;
          status = result;
          result.addEventListener("change", onChange);
          const action = nextBannerAction({
            geolocationSupported: true,
            browserState: result.state,
            stored: readStored(),
          });
          if (action === "auto-detect") locate(false);
          else if (result.state === "denied") setDenied(true);
        },
        () => undefined, // No Permissions API: stay on the overview until the visitor asks.
      );
    return () => {
      cancelled = true;
      status?.removeEventListener("change", onChange);
    };
  }, [supported, lookup, locate]);

  // After a requested detection hides or removes the button, move keyboard focus to the new heading.
  useEffect(() => {
    if (detecting || !byRequest.current) return;
    byRequest.current = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (view.kind !== "fallback" || lost) headingRef.current?.focus();
  }, [detecting, view, denied]);

  const locationOff = !supported || denied;
  const offerLookup = lookup === "available" && !locationOff;
  const status = detecting ? DETECTING : lookup !== "available" ? null : supported ? notice : UNSUPPORTED;
  const cell = "col-start-1 row-start-1";

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-h-[15rem] rounded-lg border border-line bg-surface-alt p-6 md:min-h-[11rem]"
    >
      {/* The overview stays in the cell (hidden and inert) under a card, so the banner keeps its height. */}
      <div className={view.kind === "fallback" ? cell : `${cell} invisible`} inert={view.kind !== "fallback"}>
        <h2
          id={view.kind === "fallback" ? headingId : undefined}
          ref={view.kind === "fallback" ? headingRef : undefined}
          tabIndex={-1}
          className={heading}
        >
          Serving Dental Practices Across the GTA
        </h2>
        <p className="mt-2 text-ink-muted">
          {BUSINESS.name} supports dental offices in {listOf(regions)}. Choose your area to see our local services.
        </p>
        <nav aria-label="Popular service areas" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {areas.map((location) => (
              <li key={location.slug}>
                <Link href={locationPath(location)} className="pill bg-surface-raised font-medium">
                  <span className="sr-only">IT services in </span>
                  {location.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* At least as tall as the button above the link (two lines when they wrap), so the row
            keeps its height whether the button comes, stays hidden or goes. */}
        <div className="mt-4 flex min-h-[4.75rem] flex-wrap items-center gap-x-6 gap-y-3 sm:min-h-10">
          {lookup === "unknown" && !locationOff && (
            <span aria-hidden="true" className={`${primary} invisible`}>
              <MapPinIcon />
              Use My Location
            </span>
          )}
          {offerLookup && (
            <button
              type="button"
              onClick={() => locate(true)}
              aria-disabled={detecting}
              className={`${primary} aria-disabled:cursor-wait aria-disabled:opacity-75`}
            >
              <MapPinIcon />
              Use My Location
            </button>
          )}
          <Link href="/locations" className="font-semibold text-link underline underline-offset-2 hover:no-underline">
            View All Locations
          </Link>
        </div>
        {lookup === "available" && locationOff && (
          <p className="mt-3 text-sm text-ink-muted">
            Location detection is off. Choose your area from the links above.
          </p>
        )}
        <p role="status" className="mt-2 min-h-6 text-sm text-ink-muted">
          {status}
        </p>
      </div>

      {view.kind === "suburb" && (
        <div className={`${cell} self-center`}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={heading}>
            IT Support for Dental Practices in {view.name}
          </h2>
          <p className="mt-2 text-ink-muted">
            {BUSINESS.name} looks after dental practices in {view.name}
            {view.region && view.region !== view.name ? `, ${view.region},` : ""} with managed IT, dental software and
            imaging support, cybersecurity and cloud backup.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink href={locationPath(view)} {...primary}>
              View {view.name} IT Services
            </ButtonLink>
            <ButtonLink href="/contact" {...secondary}>
              Contact Us
            </ButtonLink>
          </div>
        </div>
      )}

      {view.kind === "city" && (
        <div className={`${cell} self-center`}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={heading}>
            {BUSINESS.name} in {view.city}
          </h2>
          <p className="mt-2 text-ink-muted">
            We support dental practices across the Greater Toronto Area. Tell us about your practice in {view.city} and
            we will confirm how we can help.
          </p>
          <div className="mt-4">
            <ButtonLink href="/contact" {...primary}>
              Get Local Support
            </ButtonLink>
          </div>
        </div>
      )}
    </section>
  );
}
