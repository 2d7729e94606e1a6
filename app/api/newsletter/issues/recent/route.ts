import { fieldErrorsOf } from "@/lib/core/http/post-pipeline";
import { readHandler } from "@/lib/core/http/json";
import { listRecentIssues, recentIssuesQuery } from "@/lib/newsletter/issues";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/newsletter/issues/recent?limit=n&offset=k: a bare array of { id, title, content, month,
 * year }, newest first. limit 1–50 (default 3), offset 0 or more (default 0); 400 otherwise.
 */
async function handleGet(request: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = recentIssuesQuery.safeParse(params);
  if (!query.success) {
    return Response.json(
      {
        success: false,
        message: "Invalid query. Use limit from 1 to 50 and an offset of 0 or more.",
        fieldErrors: fieldErrorsOf(query.error),
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return readHandler("/api/newsletter/issues/recent", async () =>
    Response.json(await listRecentIssues(query.data.limit, query.data.offset), {
      headers: { "Cache-Control": "public, max-age=0, s-maxage=60" },
    }),
  );
}

export const GET = apiRoute(handleGet);
