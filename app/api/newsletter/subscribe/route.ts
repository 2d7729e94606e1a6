import { after } from "next/server";
import { apiRoute } from "@/lib/core/http/api-route";
import { subscribeHandler } from "@/lib/newsletter/subscribe-handler";

export const dynamic = "force-dynamic";

/**
 * POST /api/newsletter/subscribe. Answered alike, in content and in timing, whoever the address
 * belongs to: the work that depends on it runs after the answer (lib/newsletter/subscribe-handler.ts).
 */
export const POST = apiRoute(subscribeHandler((task) => after(task)));
