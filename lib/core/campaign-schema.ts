// The campaign fields of the lead schemas, apart from the rules in lib/core/campaign.ts so that the
// recorder every public page loads does not bring zod with it; the form islands have it anyway.
import * as z from "zod/mini";
import { campaignValue, referrerDomain } from "@/lib/core/campaign";

/**
 * One campaign field of a lead's POST body: optional, and never a reason to refuse the lead (a
 * visitor cannot fix a tag in a link they followed), so a value that breaks the rule is read as null.
 */
function optionalField(check: (value: unknown) => string | null) {
  return z.optional(z.pipe(z.unknown(), z.transform(check)));
}

/** The campaign fields a lead's schema accepts (spread into its `z.extend`). */
export const campaignSchemaFields = {
  utmSource: optionalField(campaignValue),
  utmMedium: optionalField(campaignValue),
  utmCampaign: optionalField(campaignValue),
  referrerDomain: optionalField(referrerDomain),
};
