import { isSameOrigin } from "@/lib/core/http/origin";
import { endSession } from "@/lib/auth/session";
import { answer } from "@/lib/core/http/post-pipeline";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** Ends the staff session (a form POST from the staff area's header; back to the sign-in page). */
async function handlePost(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return answer(403, { success: false, message: "This request must come from the site's own pages." });
  await endSession();
  if (request.headers.get("sec-fetch-dest") === "document") {
    return new Response(null, { status: 303, headers: { Location: "/admin/sign-in", "Cache-Control": "no-store" } });
  }
  return answer(200, { success: true, message: "Signed out." });
}

export const POST = apiRoute(handlePost);
