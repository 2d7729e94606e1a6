"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { UNMEASURED_PAGES } from "@/content/unmeasured";
import Link from "@/components/ui/link";
import { deleteAnalyticsCookies, readChoice, registerNoticeOpener, saveChoice } from "@/lib/browser/analytics-consent";
import {
  ANALYTICS_SETTINGS_PATH,
  grantAnalytics,
  isExcludedPath,
  readAnalyticsSettings,
  startAnalytics,
  trackPageView,
  withdrawAnalytics,
} from "@/lib/browser/analytics";

export const PRIVACY_CHOICES_HREF = "/privacy-policy#your-choices";
/** The notice's height while it shows, on <html>; components/ui/toaster.tsx stays above it. */
export const NOTICE_HEIGHT_PROPERTY = "--analytics-notice-height";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The measurement id the server runs with, else the one fixed at build time, else null. */
async function fetchMeasurementId(buildTimeId: string | undefined): Promise<string | null> {
  try {
    const response = await fetch(ANALYTICS_SETTINGS_PATH, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    const runtimeId = response.ok ? readAnalyticsSettings(await response.json()) : null;
    return runtimeId ?? buildTimeId ?? null;
  } catch {
    return buildTimeId ?? null;
  }
}

/**
 * Google Analytics 4, only when a measurement id is set and only once the visitor allows it.
 *
 * Pages are prerendered, so the id the server runs with is asked for after load (a build-time id
 * is the fallback). With an id, the visitor is asked in a notice fixed at the bottom of the window;
 * until they choose "Allow analytics" nothing is requested from Google and no cookie is set. The
 * choice is remembered for 12 months; "Privacy choices" in the footer shows the notice again, and
 * "No thanks" then withdraws: consent back to denied, nothing more sent, Google's cookies deleted.
 * The notice is rendered only by script, so without JavaScript there is neither notice nor analytics.
 *
 * Every page view is sent with its path and title, client-side navigations included (automatic
 * page views are off, so none is counted twice); hits carry origin + path, never the query string.
 * On `excludedPaths` (UNMEASURED_PAGES unless a test says otherwise: pages whose address holds a
 * secret token, and the staff area, whose titles
 * name leads) nothing is asked or sent.
 */
export function Analytics({
  buildTimeId,
  excludedPaths = UNMEASURED_PAGES,
}: {
  buildTimeId?: string;
  excludedPaths?: readonly string[];
}) {
  const pathname = usePathname();
  const excluded = isExcludedPath(pathname, excludedPaths);
  // A fresh array from the server must not look like a change: compare the list by its content.
  const excludedKey = excludedPaths.join("\n");
  const [measurementId, setMeasurementId] = useState<string | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  /** Where focus was when "Privacy choices" opened the notice: it returns there on an answer. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);

  useEffect(() => {
    if (excluded) return;
    let live = true;
    void fetchMeasurementId(buildTimeId).then((id) => {
      if (!live) return;
      if (id) {
        // Set up (consent denied) before the stored answer is applied, so a grant follows the default.
        startAnalytics(id, excludedKey ? excludedKey.split("\n") : []);
        const choice = readChoice(storage());
        if (choice === "granted") grantAnalytics();
        else if (choice === null) setNoticeOpen(true);
      }
      setMeasurementId(id);
    });
    return () => {
      live = false;
    };
  }, [excluded, excludedKey, buildTimeId]);

  useEffect(() => {
    if (!measurementId || excluded) return;
    registerNoticeOpener(() => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setNoticeOpen(true);
      setFocusHeading(true);
    });
    return () => registerNoticeOpener(undefined);
  }, [measurementId, excluded]);

  useEffect(() => {
    if (!measurementId || excluded) return;
    trackPageView(pathname, document.title);
  }, [measurementId, pathname, excluded]);

  const close = useCallback(() => {
    setNoticeOpen(false);
    setFocusHeading(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, []);

  const allow = useCallback(() => {
    saveChoice(storage(), "granted");
    grantAnalytics();
    trackPageView(window.location.pathname, document.title);
    close();
  }, [close]);

  const decline = useCallback(() => {
    saveChoice(storage(), "denied");
    withdrawAnalytics();
    deleteAnalyticsCookies(document);
    close();
  }, [close]);

  if (!measurementId || excluded || !noticeOpen) return null;
  return <AnalyticsNotice onAllow={allow} onDecline={decline} focusHeading={focusHeading} />;
}

/**
 * The question, fixed at the bottom of the window. It is out of the page's flow, so showing it
 * moves nothing; the page's bottom padding grows by its height so the end of the page can still be
 * scrolled clear of it. It is a labelled region, not a dialog: the page stays usable and focus is
 * neither moved to it on load nor trapped in it. Both answers are the same kind of button.
 */
function AnalyticsNotice({
  onAllow,
  onDecline,
  focusHeading,
}: {
  onAllow: () => void;
  onDecline: () => void;
  focusHeading: boolean;
}) {
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const body = document.body;
    const root = document.documentElement;
    const pad = () => {
      const height = `${Math.ceil(el.getBoundingClientRect().height)}px`;
      body.style.paddingBottom = height;
      // Whatever else is fixed to the bottom of the window (the toasts) rises above the notice.
      root.style.setProperty(NOTICE_HEIGHT_PROPERTY, height);
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      root.style.removeProperty(NOTICE_HEIGHT_PROPERTY);
    };
  }, []);

  useEffect(() => {
    // Opened on request ("Privacy choices"): the visitor is taken to it, and a screen reader reads it.
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <section
      ref={box}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-line bg-surface-raised text-ink shadow-2xl"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="text-sm">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-base font-semibold">
            Analytics on this site
          </h2>
          <p className="mt-1 text-ink-muted">
            May we use Google Analytics to see how this site is used? Nothing is collected unless you allow it, and you
            can change your mind under &ldquo;Privacy choices&rdquo; at the bottom of every page.{" "}
            <Link href={PRIVACY_CHOICES_HREF} className="text-ink underline">
              How we use analytics
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Button variant="secondary" size="touch" onClick={onAllow}>
            Allow analytics
          </Button>
          <Button variant="secondary" size="touch" onClick={onDecline}>
            No thanks
          </Button>
        </div>
      </div>
    </section>
  );
}
