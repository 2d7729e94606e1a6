import { safeReturnPath } from "@/lib/auth/return-path";
import { signInPath } from "@/lib/core/paths";
import { toast } from "@/lib/browser/toast-store";

/** What an /api/admin route answers a script. */
export interface StaffAnswer {
  success?: boolean;
  message?: string;
  [key: string]: unknown;
}

/** An /api/admin route's answer to a staff page's script. */
export interface StaffReply {
  answer: StaffAnswer;
  status: number;
  ok: boolean;
}

/**
 * Posts JSON to an /api/admin route from a staff page's script (ActionButton, PostForm). Null
 * when there is no answer to show: the session has ended (401), so the browser goes to the sign-in
 * page, which returns to this one; or the site could not be reached, which a toast says.
 */
export async function postToStaffRoute(
  url: string,
  body: Record<string, unknown>,
  router: { push: (href: string) => void },
): Promise<StaffReply | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    toast({
      variant: "destructive",
      title: "Not done",
      description: "The site could not be reached. Check your connection and try again.",
    });
    return null;
  }
  const answer = (await response.json().catch(() => ({}))) as StaffAnswer;
  if (response.status === 401) {
    router.push(signInPath(safeReturnPath(`${window.location.pathname}${window.location.search}`)));
    return null;
  }
  return { answer, status: response.status, ok: response.ok };
}

/** The answer in a toast: "Done" or "Not done", with the route's message. */
export function toastReply({ answer, status, ok }: StaffReply): void {
  toast({
    variant: ok ? "default" : "destructive",
    title: ok ? "Done" : "Not done",
    description: answer.message ?? `The server answered ${status}.`,
  });
}
