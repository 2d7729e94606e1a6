import { checklistReconcilers } from "@/lib/checklist/submit";
import { contactReconciler } from "@/lib/contact/submit";
import { issueDeliveryReconciler } from "@/lib/newsletter/send";
import { confirmationReconciler, welcomeReconciler } from "@/lib/newsletter/subscribers";
import {
  retryDueEmails as retryOutbox,
  type Reconciler,
  type RetryOptions,
  type RetryReport,
} from "@/lib/outbox/outbox";

/**
 * The outbox retry run with every domain's reconciler, for the cron route, the staff "Retry all
 * due" and `npm run outbox:retry`. The outbox carries the domains' mail, so it must not import
 * them; this module sits above both and hands them in, and a new kind of record that sends mail
 * is added here once instead of in every caller.
 */
export const RECONCILERS: readonly Reconciler[] = [
  contactReconciler,
  welcomeReconciler,
  confirmationReconciler,
  ...checklistReconcilers,
  issueDeliveryReconciler,
];

/** Stores every missing message, then sends what is due (see the outbox's own retryDueEmails). */
export function retryDueEmails(
  now?: Date,
  batch?: number,
  options: Omit<RetryOptions, "reconcilers"> = {},
): Promise<RetryReport> {
  return retryOutbox(now, batch, { ...options, reconcilers: RECONCILERS });
}
