"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { CopyButton } from "@/components/ui/copy-button";
import type { StaffAnswer } from "@/lib/browser/staff-post";

/**
 * The staff calendar feed's address: made (or made anew, which ends the old one) here, and shown
 * once, in this page, until it is left: only its hash is kept.
 */
export function StaffFeedPanel({ action, made }: { action: string; made: { at: string; by: string } | null }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState("");

  function onAnswer(answer: StaffAnswer, status: number) {
    if (status === 201 && typeof answer.url === "string") {
      setUrl(answer.url);
      setError("");
      return;
    }
    setError(answer.message ?? `The server answered ${status}.`);
  }

  return (
    <section aria-labelledby="staff-feed-title" className="mt-10 rounded-xl border border-line bg-surface-raised p-6">
      <h2 id="staff-feed-title" className="text-xl font-bold text-ink">
        Calendar feed
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">
        A private address of the upcoming bookings to subscribe to in Outlook (&ldquo;Add calendar&rdquo;, &ldquo;From
        internet&rdquo;) or Google Calendar (&ldquo;From URL&rdquo;). Each event shows only the visitor&apos;s name,
        their practice and a link to the booking here. Outlook and Google refresh a subscribed calendar only every few
        hours, so a new booking can take that long to appear there: the invitation e-mailed to the assessor on each
        confirmation is the immediate path.
      </p>
      <p className="mt-3 text-sm text-ink">
        {made
          ? `The current address was made on ${made.at} by ${made.by}. Making a new one ends it at once.`
          : "No address has been made yet."}
      </p>
      <PostForm
        action={action}
        onAnswer={onAnswer}
        confirm={
          made ? "Make a new address? Calendars subscribed to the current one stop receiving bookings." : undefined
        }
        className="mt-3"
      >
        <Button type="submit" variant="secondary" className="min-h-11 px-4">
          {made ? "Make a new address" : "Make the address"}
        </Button>
      </PostForm>
      <p aria-live="polite" className="mt-1 text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
      <div role="status">
        {url ? (
          <div className="mt-4 rounded-xl border-2 border-brand bg-brand-soft p-5">
            <p className="font-semibold text-ink">The calendar feed&apos;s address:</p>
            <p className="mt-2 select-all break-all font-mono text-sm text-ink">{url}</p>
            <p className="mt-2 font-semibold text-ink">Copy it now: it will not be shown again.</p>
            <CopyButton key={url} text={url} noun="address" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
