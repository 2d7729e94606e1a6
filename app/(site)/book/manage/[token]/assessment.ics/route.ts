import { bookingCalendarFile } from "@/lib/booking/manage";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The booking's current event as a calendar file to import (no METHOD, no private link), for a
 * confirmed booking; 404 for an unknown token, 409 before the confirmation or after it ended.
 */
export const GET = apiRoute(async (_request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params;
  const file = await bookingCalendarFile(token, new Date());
  if ("missing" in file) {
    const [status, text] =
      file.missing === "unknown"
        ? [404, "There is no booking at this link."]
        : [409, "This booking is not confirmed, so it has no calendar event."];
    return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  }
  return new Response(file.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="assessment.ics"',
      ...PRIVATE,
    },
  });
});
