import { Button } from "@/components/ui/button";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { PostForm } from "@/components/ui/post-form";
import { StatusBadge, StaffTable, staffDate, tdClass } from "@/components/ui/staff-ui";
import { CANCEL_FORM_ID } from "@/components/booking/cancel-bookings-form";
import { dayHeading, slotTime, zoneAbbreviation } from "@/lib/booking/display";
import { shownState, type StaffBooking } from "@/lib/booking/staff";
import { campaignLabel } from "@/lib/core/campaign";
import { adminBookingApiPath } from "@/lib/core/paths";

/** "9:00 a.m.–9:30 a.m. EST" */
function timeRange(b: StaffBooking): string {
  return `${slotTime(b.start)}–${slotTime(b.end)} ${zoneAbbreviation(b.start)}`;
}

function State({ booking: b, now }: { booking: StaffBooking; now: Date }) {
  const state = shownState(b, now);
  if (state === "pending")
    return (
      <>
        <StatusBadge status="pending" label="Pending" tone="warning" />
        <span className="block text-xs text-ink-muted">
          not confirmed; held until {slotTime(b.expiresAt)} {zoneAbbreviation(b.expiresAt)}
        </span>
      </>
    );
  if (state === "confirmed")
    return (
      <>
        <StatusBadge status="confirmed" label="Confirmed" tone="success" />
        {b.outcome ? (
          <span className="mt-1 block">
            <StatusBadge
              status={b.outcome}
              label={b.outcome === "attended" ? "Attended" : "No-show"}
              tone={b.outcome === "attended" ? "success" : "danger"}
            />
          </span>
        ) : null}
      </>
    );
  if (state === "cancelled")
    return (
      <>
        <StatusBadge status="cancelled" label="Cancelled" tone="muted" />
        <span className="block text-xs text-ink-muted">
          by {b.cancelledBy === "visitor" ? "the visitor" : (b.cancelledBy ?? "staff")}
          {b.cancelledAt ? `, ${staffDate(b.cancelledAt)}` : ""}
        </span>
        {b.cancelNote ? (
          <span className="block max-w-56 whitespace-pre-wrap break-words text-xs text-ink-muted">
            Note: {b.cancelNote}
          </span>
        ) : null}
      </>
    );
  return (
    <>
      <StatusBadge status="released" label="Released" tone="muted" />
      <span className="block text-xs text-ink-muted">
        {b.releasedAt ? staffDate(b.releasedAt) : staffDate(b.expiresAt)}
        {b.confirmedAt ? "" : ", never confirmed"}
      </span>
    </>
  );
}

function Actions({ booking: b, now, from }: { booking: StaffBooking; now: Date; from: string }) {
  const state = shownState(b, now);
  if (state === "pending")
    return (
      <ConfirmedAction
        summary="Release"
        about={`the booking of ${b.name}`}
        route={adminBookingApiPath(b.id)}
        action="release"
        from={from}
        explanation="The slot is free again at once and the visitor can no longer confirm. They are not told."
        confirm="Yes, release it"
      />
    );
  if (state === "confirmed" && b.start.getTime() <= now.getTime())
    return (
      <PostForm action={adminBookingApiPath(b.id)} label={`Outcome of ${b.name}'s meeting`} className="flex gap-2">
        <input type="hidden" name="from" value={from} />
        <Button type="submit" name="action" value="attended" variant="secondary" className="min-h-11 px-3 text-sm">
          Attended
        </Button>
        <Button type="submit" name="action" value="no-show" variant="secondary" className="min-h-11 px-3 text-sm">
          No-show
        </Button>
      </PostForm>
    );
  return null;
}

/**
 * Bookings as a table: when and in what state, who, what meeting, where the visit came from, and
 * what staff can do with each. `selectable` adds the checkboxes of the cancel form (they belong to
 * it by their `form` attribute, wherever the form is on the page). Each row is the target of the
 * staff link (`#booking-<id>`) the calendar feed's events carry.
 */
export function StaffBookingTable({
  bookings,
  now,
  caption,
  from,
  withDate = false,
  selectable = false,
}: {
  bookings: readonly StaffBooking[];
  now: Date;
  caption: string;
  from: string;
  /** Past and cancelled lists are not grouped by day: each row names its date. */
  withDate?: boolean;
  selectable?: boolean;
}) {
  const headings = [...(selectable ? ["Cancel"] : []), "When", "Visitor", "Meeting", "Campaign"];
  return (
    <StaffTable caption={caption} headings={headings} actions>
      {bookings.map((b) => (
        <tr key={b.id} id={`booking-${b.id}`} className="target:bg-brand-soft">
          {selectable ? (
            <td className={tdClass}>
              <input
                type="checkbox"
                name="ids"
                value={b.id}
                form={CANCEL_FORM_ID}
                aria-label={`Cancel the booking of ${b.name}, ${dayHeading(b.day)} ${slotTime(b.start)}`}
                className="size-6"
              />
            </td>
          ) : null}
          <td className={`${tdClass} whitespace-nowrap`}>
            {withDate ? <span className="block font-semibold">{dayHeading(b.day)}</span> : null}
            <span className="block">{timeRange(b)}</span>
            <span className="mt-1 block">
              <State booking={b} now={now} />
            </span>
          </td>
          <td className={`${tdClass} min-w-48 max-w-xs break-words`}>
            <strong className="block">{b.name}</strong>
            <span className="block">{b.practice}</span>
            <a href={`mailto:${b.email}`} className="text-link underline">
              {b.email}
            </a>
            <a href={`tel:${b.phone}`} className="block text-link underline">
              {b.phone}
            </a>
          </td>
          <td className={`${tdClass} min-w-48 max-w-sm break-words`}>
            {b.meeting === "visit" ? "Visit to the practice" : "Phone call"}
            <span className="block text-ink-muted">
              {b.workstations === null
                ? "Workstations not given"
                : `${b.workstations} workstation${b.workstations === 1 ? "" : "s"}`}
            </span>
            {b.notes ? <span className="mt-1 block whitespace-pre-wrap">{b.notes}</span> : null}
          </td>
          <td className={`${tdClass} max-w-48 break-words text-sm`}>{campaignLabel(b)}</td>
          <td className={tdClass}>
            <Actions booking={b} now={now} from={from} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
