import "server-only";
import { isUnavailableError } from "@/lib/core/db";
import { logError } from "@/lib/core/log";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Runs a read-only GET handler. Its refusals answer `{ success: false, message }`, the shape every
 * POST refusal has, so a client reads one error shape whatever the method: a database that cannot be reached answers 503 with a clear
 * message and Retry-After, anything else unexpected a 500 without details; both are logged
 * without personal data.
 */
export async function readHandler(route: string, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (isUnavailableError(error)) {
      logError("api.unavailable", error, { route });
      return Response.json(
        { success: false, message: "This information is temporarily unavailable. Please try again in a minute." },
        { status: 503, headers: { ...NO_STORE, "Retry-After": "30" } },
      );
    }
    logError("api.failed", error, { route });
    return Response.json(
      { success: false, message: "Something went wrong on our side. Please try again later." },
      { status: 500, headers: NO_STORE },
    );
  }
}
