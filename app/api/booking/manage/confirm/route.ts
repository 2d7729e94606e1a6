import { after } from "next/server";
import { confirmHandler } from "@/lib/booking/manage-handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** The private booking page's "Confirm" button (lib/booking/manage-handler.ts); its e-mails go out after the answer. */
export const POST = apiRoute(confirmHandler((task) => after(task)));
