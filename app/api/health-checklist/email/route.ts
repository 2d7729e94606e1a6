import { after } from "next/server";
import { checklistEmailHandler } from "@/lib/checklist/handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST: the checklist's results e-mailed to the visitor (201), or a refusal; the e-mails go out after the answer. */
export const POST = apiRoute(checklistEmailHandler((task) => after(task)));
