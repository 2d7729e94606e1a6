import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { CancelBookingsForm } from "@/components/booking/cancel-bookings-form";
import { StaffBookingTable } from "@/components/booking/staff-booking-table";
import { Pager, StaffNotice, staffDate, StaffTabs } from "@/components/ui/staff-ui";
import { requireStaffPage } from "@/lib/auth/session";
import { dayHeading } from "@/lib/booking/display";
import {
  BOOKINGS_PAGE_SIZE,
  BOOKING_VIEWS,
  bookingPage,
  countBookingViews,
  isBookingView,
  upcomingBookings,
  type BookingView,
} from "@/lib/booking/staff";
import { staffFeedMade } from "@/lib/booking/staff-feed";
import { bookingNoticeText } from "@/lib/booking/staff-notices";
import { StaffFeedPanel } from "@/components/booking/staff-feed-panel";
import { ADMIN_BOOKINGS_CANCEL_API, ADMIN_STAFF_FEED_API, adminBookingsPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Bookings" };

const VIEW_LABELS: Record<BookingView, string> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled and released",
};

const EMPTY: Record<BookingView, string> = {
  upcoming: "No bookings to come. New ones appear here as soon as they are made, pending until the visitor confirms.",
  past: "No meetings have taken place yet.",
  cancelled: "No booking has been cancelled or released.",
};

/** The most a cancellation's note to the visitor may hold. */
const CANCEL_NOTE_MAX = 1000;

type Props = {
  searchParams: Promise<{ view?: string | string[]; page?: string | string[]; notice?: string | string[] }>;
};

function Empty({ view }: { view: BookingView }) {
  return <p className="mt-6 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">{EMPTY[view]}</p>;
}

export default async function BookingsPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const sp = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const asked = first(sp.view);
  const view: BookingView = isBookingView(asked) ? asked : "upcoming";
  const now = new Date();
  const from = adminBookingsPath(view);
  const [counts, feed] = await Promise.all([countBookingViews(now), staffFeedMade()]);

  return (
    <>
      <AdminPageHeader title="Bookings">
        <p>
          Free assessments booked from the site, in Toronto time. A new booking is pending until the visitor confirms it
          from their e-mail; one that is not confirmed in time lets its slot go by itself. Release a pending booking you
          do not believe in to free its slot at once.
        </p>
      </AdminPageHeader>
      <StaffNotice text={bookingNoticeText(first(sp.notice))} />
      <StaffTabs
        label="Bookings lists"
        tabs={BOOKING_VIEWS.map((v) => ({
          key: v,
          href: adminBookingsPath(v),
          text: `${VIEW_LABELS[v]} (${counts[v]})`,
          current: v === view,
        }))}
      />
      {view === "upcoming" ? (
        <Upcoming now={now} from={from} />
      ) : (
        <Paged view={view} now={now} from={from} page={sp.page} />
      )}
      <StaffFeedPanel
        action={ADMIN_STAFF_FEED_API}
        made={feed ? { at: staffDate(feed.createdAt), by: feed.createdBy } : null}
      />
    </>
  );
}

async function Upcoming({ now, from }: { now: Date; from: string }) {
  const days = await upcomingBookings(now);
  if (days.length === 0) return <Empty view="upcoming" />;
  return (
    <>
      {days.map(({ day, bookings }) => (
        <section key={day} aria-labelledby={`day-${day}`} className="mt-8">
          <h2 id={`day-${day}`} className="text-xl font-bold text-ink">
            {dayHeading(day)}{" "}
            <span className="text-base font-normal text-ink-muted">
              ({bookings.length} booking{bookings.length === 1 ? "" : "s"})
            </span>
          </h2>
          {/* A region that may scroll sideways must be reachable by keyboard. */}
          <div
            role="region"
            aria-label={`Bookings on ${dayHeading(day)}`}
            tabIndex={0}
            className="relative overflow-x-auto"
          >
            <StaffBookingTable
              bookings={bookings}
              now={now}
              caption={`Bookings on ${dayHeading(day)}, in time order`}
              from={from}
              selectable
            />
          </div>
        </section>
      ))}
      <CancelBookingsForm action={ADMIN_BOOKINGS_CANCEL_API} noteMax={CANCEL_NOTE_MAX} from={from} />
    </>
  );
}

async function Paged({
  view,
  now,
  from,
  page: asked,
}: {
  view: Exclude<BookingView, "upcoming">;
  now: Date;
  from: string;
  page: string | string[] | undefined;
}) {
  const { rows, total, page } = await bookingPage(view, now, asked);
  if (rows.length === 0) return <Empty view={view} />;
  return (
    <>
      <div role="region" aria-label={VIEW_LABELS[view]} tabIndex={0} className="relative overflow-x-auto">
        <StaffBookingTable
          bookings={rows}
          now={now}
          caption={`${VIEW_LABELS[view]} bookings, latest first`}
          from={from}
          withDate
        />
      </div>
      <Pager page={page} pageSize={BOOKINGS_PAGE_SIZE} total={total} href={(p) => adminBookingsPath(view, p)} />
    </>
  );
}
