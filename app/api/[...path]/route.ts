import { apiRoute } from "@/lib/core/http/api-route";
import { answer } from "@/lib/core/http/post-pipeline";

export const dynamic = "force-dynamic";

/**
 * Any /api/ path that is no route: a JSON 404 in the shape of every API refusal, with the headers
 * every API answer carries (the request proxy does not run for /api/, so Next's own 404 page
 * would go out without them).
 */
function handleUnknown(): Response {
  return answer(404, { success: false, message: "There is no such API route." });
}

export const GET = apiRoute(handleUnknown);
export const POST = apiRoute(handleUnknown);
export const PUT = apiRoute(handleUnknown);
export const PATCH = apiRoute(handleUnknown);
export const DELETE = apiRoute(handleUnknown);
