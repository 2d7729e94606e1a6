import { after } from "next/server";
import { contactHandler } from "@/lib/contact/handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** A contact message (lib/contact/handler.ts); its e-mails go out after the answer. */
export const POST = apiRoute(contactHandler((task) => after(task)));
