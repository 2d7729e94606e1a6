import type { Metadata } from "next";
import { BookingSection } from "@/components/booking/booking-section";
import { FormCheckPage } from "@/components/forms/form-check-page";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { BOOKING_DOCUMENT_FORM } from "@/lib/booking/handler";
import { bookingWeekOfSlot } from "@/lib/booking/slots";
import { currentFormCheck } from "@/lib/core/forms/check-page";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Check Your Booking",
  description: `Your booking of a free IT assessment with ${BUSINESS.name} was not made yet: check the highlighted fields or choose another time.`,
  path: "/book/check",
  noindex: true,
});

// Read per request from the visitor's own cookie, with the open times of the moment.
export const dynamic = "force-dynamic";

const SHOWN = Object.keys(BOOKING_DOCUMENT_FORM.fields).filter((f) => f !== "sourcePath");

/** Where the booking form, sent without JavaScript, comes back when the server refused it. */
export default async function BookingCheckPage({
  searchParams,
}: {
  searchParams: Promise<{ week?: string | string[] }>;
}) {
  const [check, { week }] = await Promise.all([currentFormCheck("booking"), searchParams]);
  return (
    <FormCheckPage
      section={{ name: "Book an Assessment", path: "/book" }}
      page={{ name: "Check Your Booking", path: "/book/check" }}
      check={check}
      shown={SHOWN}
      heading={{ refused: "Your booking was not made yet", expired: "Book your free IT assessment" }}
      expired="There is nothing to check here any more (we keep a refused booking for 15 minutes at most). You can choose a time below."
    >
      <BookingSection
        weekAsked={week ?? bookingWeekOfSlot(check?.values.slot, new Date())}
        check={check ?? undefined}
      />
      <p className="text-ink-muted">
        Rather talk now? Call us at <MainPhoneLink />.
      </p>
    </FormCheckPage>
  );
}
