import type { Metadata } from "next";
import { FormCheckPage } from "@/components/forms/form-check-page";
import { EmergencyPhone } from "@/components/support/emergency-phone";
import { UrgentRequestForm } from "@/components/support/urgent-request-form";
import { BUSINESS } from "@/content/business";
import { currentFormCheck } from "@/lib/core/forms/check-page";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { AFFECTED, SEVERITIES, supportFields } from "@/lib/support/schema";

export const metadata: Metadata = buildMetadata({
  title: "Check Your Urgent Request",
  description: `Your urgent request to ${BUSINESS.name} was not sent yet: check the highlighted fields and send it again, or call ${BUSINESS.phones.main.display} now.`,
  path: "/support/check",
  noindex: true,
});

// Read per request from the visitor's own cookie.
export const dynamic = "force-dynamic";

const SHOWN = Object.keys(supportFields.shape);

/** Where the urgent-request form, sent without JavaScript, comes back when the server refused it. */
export default async function SupportCheckPage() {
  const check = await currentFormCheck("support");
  return (
    <FormCheckPage
      section={{ name: "Urgent Support", path: "/support" }}
      page={{ name: "Check Your Urgent Request", path: "/support/check" }}
      check={check}
      shown={SHOWN}
      heading={{ refused: "Your urgent request was not sent yet", expired: "Send an urgent request" }}
      expired="There is nothing to check here any more (we keep a refused request for 15 minutes at most). You can write it again below."
      first={
        <div className="urgent-call-box">
          <p>If it cannot wait, call us now, 24/7 for clients:</p>
          <EmergencyPhone />
        </div>
      }
    >
      <UrgentRequestForm affected={AFFECTED} severities={SEVERITIES} check={check ?? undefined} />
    </FormCheckPage>
  );
}
