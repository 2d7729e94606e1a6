import "server-only";
import type { UrgentStatusView } from "@/lib/support/status-view";
/** The status page's view of the request behind this token, or null (unknown token). */
export async function getUrgentStatus(token: string): Promise<UrgentStatusView | null> {
  void token;
  return null;
}
