import { after } from "next/server";
import { slotsHandler } from "@/lib/booking/handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** The open slots of the free assessment (lib/booking/handler.ts); a stale calendar is refreshed after the answer. */
export const GET = apiRoute(slotsHandler((task) => after(task)));
