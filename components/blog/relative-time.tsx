"use client";

import { useSyncExternalStore } from "react";
import { relativeTime } from "@/lib/core/relative-time";

const MINUTE = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/** The current minute: stable between renders, so React sees no change until a minute passes. */
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noMinute = () => null;

/**
 * A post's date as "x ago", worked out in the visitor's browser so a cached page never shows a
 * stale age. The server (and a browser without JavaScript) shows the calendar date instead.
 */
export function RelativeTime({ iso, label }: { iso: string; label: string }) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  return (
    <time dateTime={iso} title={label}>
      {minute === null ? label : relativeTime(new Date(iso), new Date(minute * MINUTE))}
    </time>
  );
}
