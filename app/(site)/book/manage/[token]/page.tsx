import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ManageBooking } from "@/components/booking/manage-booking";
import { MessagePage } from "@/components/layout/message-page";
import { BUSINESS } from "@/content/business";
import { isManageNotice } from "@/lib/booking/manage-notices";
import { bookingView, rescheduleChoices, type BookingView, type RescheduleChoices } from "@/lib/booking/manage";
import { logError } from "@/lib/core/log";

// The booking's state changes from one minute to the next and the address is a secret: rendered
// for each request, never stored by a cache (the proxy adds no-store and no-referrer).
export const dynamic = "force-dynamic";

/**
 * No canonical address, no share card and nothing of the booking in the head: the address holds
 * the token that opens it, and search engines must not keep it. No referrer either, so the token
 * never travels in a Referer header when the visitor follows a link from here.
 */
export const metadata: Metadata = {
  title: "Your Assessment Booking",
  description: `Your free IT assessment with ${BUSINESS.name}: confirm, reschedule or cancel it.`,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * A booking's private page, the link its visitor keeps. Opening it changes nothing (a mail scanner
 * follows links): every change is a button that posts. Unknown tokens answer 404: the proxy asks
 * the same lookup before the page renders (lib/site/routing.ts).
 */
export default async function ManageBookingPage({ params, searchParams }: PageProps<"/book/manage/[token]">) {
  const { token } = await params;
  const query = await searchParams;
  const now = new Date();
  let view: (BookingView & { id: number }) | null;
  let choices: RescheduleChoices | null = null;
  try {
    view = await bookingView(token, now);
    if (view?.canChange) choices = await rescheduleChoices(view.id, query.week, now);
  } catch (error) {
    logError("booking.manage-unavailable", error);
    return (
      <MessagePage title="We can't show your booking right now">
        <p className="mt-4 text-lg text-ink-muted">
          Your booking is not lost. Please open the link again in a few minutes, or call us at{" "}
          {BUSINESS.phones.main.display}.
        </p>
      </MessagePage>
    );
  }
  if (!view) notFound();
  const notice = isManageNotice(query.notice) ? query.notice : null;
  return <ManageBooking token={token} view={view} choices={choices} notice={notice} />;
}
