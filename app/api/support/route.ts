import { after } from "next/server";
import { apiRoute } from "@/lib/core/http/api-route";
import { supportHandler } from "@/lib/support/handler";

export const dynamic = "force-dynamic";

/** An urgent request from a client practice (lib/support/handler.ts); its e-mails and page go out after the answer. */
export const POST = apiRoute(supportHandler((task) => after(task)));
