import { after } from "next/server";
import { moveHandler } from "@/lib/booking/manage-handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** The private booking page's "Move" button (lib/booking/manage-handler.ts); its e-mails go out after the answer. */
export const POST = apiRoute(moveHandler((task) => after(task)));
