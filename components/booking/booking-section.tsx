import { after } from "next/server";
import { BookingForm } from "@/components/booking/booking-form";
import { ContactForm } from "@/components/contact/contact-form";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { readAvailability } from "@/lib/booking/availability";
import { slotsByDay } from "@/lib/booking/display";
import { bookingAsMessage } from "@/lib/booking/paused";
import { bookingWeek } from "@/lib/booking/slots";
import type { FormCheckView } from "@/lib/core/forms/form-check";

/** `/book?week=N` (week 1 without the query). */
const weekHref = (n: number | null) => (n === null ? null : n === 1 ? "/book" : `/book?week=${n}`);

/**
 * The week's open times and the booking form, read per request (a stale calendar is refreshed
 * after the page is sent), or, while booking is paused, the phone and the contact form instead,
 * filled in with a refused booking's details (lib/booking/paused.ts).
 */
export async function BookingSection({
  weekAsked,
  check,
  headingLevel,
}: {
  weekAsked: string | string[] | undefined;
  check?: FormCheckView;
  headingLevel?: 2 | 3;
}) {
  const now = new Date();
  const week = bookingWeek(weekAsked, now);
  const availability = await readAvailability({ from: week.from, days: week.days }, now, (task) => after(task));
  if (availability.paused) {
    return (
      <div className="space-y-6">
        <div role="status" className="booking-paused">
          <h2>Online booking is paused for a moment</h2>
          <p>
            We cannot read our assessor&apos;s calendar right now, so we would rather not offer a time that may not be
            free. Call us at <MainPhoneLink /> or send us the message below
            {check ? ", filled in with what you typed," : ""} and we will book the assessment with you.
          </p>
        </div>
        <ContactForm
          supportEmail={BUSINESS.emails.support}
          heading="Ask for your assessment"
          headingLevel={3}
          check={{ values: bookingAsMessage(check?.values), fieldErrors: {} }}
        />
      </div>
    );
  }
  return (
    <BookingForm
      days={slotsByDay(availability.slots)}
      week={{ number: week.number, count: week.count, previous: weekHref(week.previous), next: weekHref(week.next) }}
      check={check}
      headingLevel={headingLevel}
    />
  );
}
