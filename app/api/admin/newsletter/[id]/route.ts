import { apiRoute } from "@/lib/core/http/api-route";
import { NEWSLETTER_ISSUES } from "@/lib/publishing/kinds";
import { updateRoute } from "@/lib/publishing/save-routes";

export const dynamic = "force-dynamic";

/** POST /api/admin/newsletter/{id}: saves the record's fields and its status (publish, keep, unpublish). */
export const POST = apiRoute(updateRoute(NEWSLETTER_ISSUES));
