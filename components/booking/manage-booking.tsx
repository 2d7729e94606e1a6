import { Button, ButtonLink } from "@/components/ui/button";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { MANAGE_NOTICES, type ManageNotice } from "@/lib/booking/manage-notices";
import type { BookingView, RescheduleChoices } from "@/lib/booking/manage";
import { bookingIcsPath, bookingManageApiPath, bookingManagePath } from "@/lib/core/paths";

/**
 * A booking's private page: the meeting (Toronto time, the zone named), where it stands, and its
 * buttons, each a plain form that posts (it works without JavaScript; opening the page changes
 * nothing). Reschedule and cancel are offered until 2 hours before the meeting; later the office's
 * phone is given instead.
 */
export function ManageBooking({
  token,
  view,
  choices,
  notice,
}: {
  token: string;
  view: BookingView;
  choices: RescheduleChoices | null;
  notice: ManageNotice | null;
}) {
  const live = view.state === "pending" || view.state === "confirmed";
  const failed = notice !== null && !["confirmed", "already-confirmed", "moved", "cancelled"].includes(notice);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Your free IT assessment</h1>
      {notice && (
        <p
          role={failed ? "alert" : "status"}
          className={`mt-6 rounded-md border p-4 ${failed ? "border-red-700 text-red-800" : "border-green-700 text-green-800"}`}
        >
          {MANAGE_NOTICES[notice]}
        </p>
      )}

      <section aria-labelledby="meeting-heading" className="mt-8">
        <h2 id="meeting-heading" className="text-xl font-semibold text-ink">
          The meeting
        </h2>
        <p className="mt-2 text-lg text-ink" data-testid="booking-when">
          {view.when}
        </p>
        <p className="mt-1 text-ink-muted">Times are Toronto time ({view.zone}).</p>
        <p className="mt-1 text-ink-muted">
          {view.meeting === "visit" ? "A visit to your practice." : "A phone call to the number you gave."}
        </p>
        <p className="mt-4 text-lg font-semibold text-ink" data-testid="booking-state">
          {stateText(view)}
        </p>
        {view.cancelNote && (
          <div className="mt-2">
            <p className="text-ink-muted">A note from {BUSINESS.name}:</p>
            <p className="whitespace-pre-line text-ink">{view.cancelNote}</p>
          </div>
        )}
      </section>

      {view.state === "pending" && (
        <form method="post" action={bookingManageApiPath("confirm")} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="touch">
            Confirm my assessment
          </Button>
        </form>
      )}

      {view.calendar && (
        <section aria-labelledby="calendar-heading" className="mt-8">
          <h2 id="calendar-heading" className="text-xl font-semibold text-ink">
            Add it to your calendar
          </h2>
          <p className="mt-2 text-ink-muted">The invitation we e-mailed does this too, and follows any change.</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            <li>
              <a href={bookingIcsPath(token)} className="text-link underline">
                Calendar file (.ics)
              </a>
            </li>
            <li>
              <a href={view.calendar.google} className="text-link underline" rel="noopener noreferrer">
                Google Calendar
              </a>
            </li>
            <li>
              <a href={view.calendar.outlook} className="text-link underline" rel="noopener noreferrer">
                Outlook.com
              </a>
            </li>
            <li>
              <a href={view.calendar.office365} className="text-link underline" rel="noopener noreferrer">
                Outlook for Microsoft 365
              </a>
            </li>
          </ul>
        </section>
      )}

      {live && !view.canChange && (
        <p className="mt-8 text-lg text-ink">
          The meeting starts within 2 hours, so it can no longer be changed here. To change it, call us at{" "}
          <MainPhoneLink />.
        </p>
      )}

      {live && view.canChange && choices && <Reschedule token={token} choices={choices} />}

      {live && view.canChange && (
        <section aria-labelledby="cancel-heading" className="mt-10">
          <h2 id="cancel-heading" className="text-xl font-semibold text-ink">
            Cancel
          </h2>
          <p className="mt-2 text-ink-muted">The time goes back to the calendar for someone else.</p>
          <form method="post" action={bookingManageApiPath("cancel")} className="mt-4">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="confirm" value="yes" />
            <Button type="submit" variant="secondary" size="touch">
              Cancel my assessment
            </Button>
          </form>
        </section>
      )}

      {/* Once the booking is cancelled or over, booking again is the page's one action, drawn as its others are. */}
      {!live && (
        <ButtonLink href="/book" size="touch" className="mt-8">
          Book another time
        </ButtonLink>
      )}
    </div>
  );
}

function stateText(view: BookingView): string {
  switch (view.state) {
    case "pending":
      return `Not confirmed yet: confirm it by ${view.confirmUntil}, or the time is released.`;
    case "confirmed":
      return "Confirmed.";
    case "released":
      return "Released: this booking was not confirmed in time.";
    case "cancelled":
      return view.cancelledByStaff ? `Cancelled by ${BUSINESS.name}.` : "Cancelled.";
  }
}

function Reschedule({ token, choices }: { token: string; choices: RescheduleChoices }) {
  const { week } = choices;
  return (
    <section aria-labelledby="reschedule-heading" className="mt-10">
      <h2 id="reschedule-heading" className="text-xl font-semibold text-ink">
        Reschedule
      </h2>
      {choices.paused ? (
        <p className="mt-2 text-ink">
          Rescheduling online is paused for a moment. To change your meeting, call us at <MainPhoneLink />.
        </p>
      ) : (
        <form method="post" action={bookingManageApiPath("move")} className="mt-4">
          <input type="hidden" name="token" value={token} />
          {choices.days.length === 0 ? (
            <p className="text-ink-muted">No free time this week.</p>
          ) : (
            choices.days.map((day) => (
              <fieldset key={day.date} className="mt-4">
                <legend className="font-semibold text-ink">
                  {day.heading} <span className="font-normal text-ink-muted">({day.zone})</span>
                </legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {day.slots.map((slot) => (
                    <label
                      key={slot.value}
                      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-400 px-3"
                    >
                      <input type="radio" name="slot" value={slot.value} aria-label={slot.label} required />
                      {slot.time}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))
          )}
          <nav aria-label="Weeks" className="mt-4 flex gap-6">
            {week.previous && (
              <a href={`${bookingManagePath(token)}?week=${week.previous}`} className="text-link underline">
                Earlier week
              </a>
            )}
            {week.next && (
              <a href={`${bookingManagePath(token)}?week=${week.next}`} className="text-link underline">
                Later week
              </a>
            )}
          </nav>
          {choices.days.length > 0 && (
            <Button type="submit" size="touch" className="mt-6">
              Move my assessment to this time
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
