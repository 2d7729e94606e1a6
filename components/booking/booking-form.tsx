import { SlotPicker } from "@/components/booking/slot-picker";
import { CampaignFields } from "@/components/forms/campaign-fields";
import { CONTACT_DETAILS, FormField } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import type { SlotDay } from "@/lib/booking/display";
import { MEETINGS } from "@/lib/booking/schema";
import type { FormCheckView } from "@/lib/core/forms/form-check";

export interface WeekLinks {
  number: number;
  count: number;
  previous: string | null;
  next: string | null;
}

/**
 * The booking form: a real form posting to POST /api/booking, complete without JavaScript (the
 * week's slots as radios, the meeting, the details, the campaign fields and the honeypot); the
 * slot picker island makes the times a day-then-time choice once it runs.
 */
export function BookingForm({
  days,
  week,
  check,
  headingLevel = 2,
}: {
  days: readonly SlotDay[];
  week: WeekLinks;
  /** On the check page: the refused booking to show again. */
  check?: FormCheckView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const value = (name: string) => check?.values[name] ?? "";
  const field = (name: string) => ({
    id: `booking-${name}`,
    name,
    defaultValue: value(name),
    error: check?.fieldErrors[name]?.[0],
  });
  const meeting = value("meeting") || "phone";

  return (
    <form method="post" action="/api/booking" aria-labelledby="booking-heading" className="booking-form">
      <Heading id="booking-heading">Choose a time</Heading>
      <p>
        Fields marked <span>*</span> are required. Times are Toronto time.
      </p>
      <nav aria-label="Weeks" className="booking-weeks">
        {week.previous ? (
          <Link href={week.previous} rel="prev">
            ← Previous week
          </Link>
        ) : (
          <span />
        )}
        <span>
          Week {week.number} of {week.count}
        </span>
        {week.next ? (
          <Link href={week.next} rel="next">
            Next week →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {days.length > 0 ? (
        <SlotPicker days={days} chosen={value("slot") || undefined} error={check?.fieldErrors.slot?.[0]} />
      ) : (
        <p className="booking-empty">
          No free times are left this week.{" "}
          {week.next ? (
            <Link href={week.next} className="text-link underline">
              See next week&apos;s times
            </Link>
          ) : null}
        </p>
      )}

      <fieldset className="booking-meeting">
        <legend>How should we meet?</legend>
        {MEETINGS.map((m) => (
          <label key={m.value}>
            <input type="radio" name="meeting" value={m.value} defaultChecked={m.value === meeting} />
            <span>{m.label}</span>
          </label>
        ))}
      </fieldset>

      <h3>Your details</h3>
      <div>
        <FormField {...field("name")} {...CONTACT_DETAILS.name} required />
        <FormField {...field("practice")} {...CONTACT_DETAILS.practice} required />
        <FormField {...field("email")} {...CONTACT_DETAILS.email} required />
        <FormField {...field("phone")} {...CONTACT_DETAILS.phone} required />
        <FormField
          {...field("workstations")}
          label="Number of workstations"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
        />
        <div className="sm:col-span-2">
          <FormField {...field("notes")} as="textarea" label="What should we look at?" rows={3} />
        </div>
      </div>
      <input type="hidden" name="sourcePath" value={value("sourcePath") || "/book"} />
      <CampaignFields />
      <Honeypot register={() => ({ name: "website" })} />
      <p className="booking-note">
        We e-mail you a link to confirm the booking; the time is held for you for 2 hours until you do.
      </p>
      <Button type="submit" size="roomy" className="mt-2 w-full sm:w-auto">
        Book the assessment
      </Button>
    </form>
  );
}
