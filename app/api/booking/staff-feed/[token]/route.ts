import { staffFeedCalendar } from "@/lib/booking/staff";
import { staffFeedOpens } from "@/lib/booking/staff-feed";
import { apiRoute } from "@/lib/core/http/api-route";
import { readHandler } from "@/lib/core/http/json";
import { answer } from "@/lib/core/http/post-pipeline";

export const dynamic = "force-dynamic";

/**
 * GET: the staff calendar feed of upcoming bookings, for Outlook or Google Calendar to subscribe
 * to. The address's token is the key (they subscribe without signing in): an unknown or replaced
 * one is answered 404 like any address that does not exist. Each event names the visitor and the
 * practice and links to the booking on the staff page, nothing more (lib/booking/invite.ts).
 */
async function handleGet(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return readHandler("/api/booking/staff-feed", async () => {
    if (!(await staffFeedOpens(token))) return answer(404, { success: false, message: "There is no such feed." });
    return new Response(await staffFeedCalendar(new Date()), {
      status: 200,
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="assessments.ics"',
        // The address is a secret: no cache keeps its answer, no search engine lists it.
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      },
    });
  });
}

export const GET = apiRoute(handleGet);
