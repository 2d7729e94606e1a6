import "server-only";
import { bookingsHook } from "@/lib/booking/hooks";
import type { DeliveriesJobHook } from "@/lib/deliveries/job";
import { urgentRequestsHook } from "@/lib/support/paging";

/**
 * The domains' hooks of the scheduled deliveries job, in the order they run: the one list every
 * caller of the job passes (the cron route, `npm run deliveries:run`, the local run's schedule and
 * the tests), so none runs the job without a domain's work.
 */
export const DELIVERIES_HOOKS: readonly DeliveriesJobHook[] = [urgentRequestsHook, bookingsHook];
