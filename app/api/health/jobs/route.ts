import { apiRoute } from "@/lib/core/http/api-route";
import { checkJobs } from "@/lib/health/jobs";

export const dynamic = "force-dynamic";

/**
 * GET: whether the scheduled jobs run, for an uptime monitor: 200 while the deliveries job ran in
 * the last 5 minutes and the retention purge in the last 26 hours, else 503 naming each job that
 * is late or never ran, with when it last ran. Job names and times only; never cached.
 */
export const GET = apiRoute(async () => {
  let jobs;
  try {
    jobs = await checkJobs();
  } catch {
    return Response.json(
      { status: "unavailable", reason: "database" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  const failing = jobs.filter((j) => j.state !== "ok");
  const body = {
    status: failing.length === 0 ? "ok" : "unavailable",
    jobs: Object.fromEntries(
      jobs.map((j) => [j.name, { state: j.state, lastRunAt: j.lastRunAt?.toISOString() ?? null }]),
    ),
  };
  return Response.json(body, { status: failing.length === 0 ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
