import { apiRoute } from "@/lib/core/http/api-route";
import { NEWSLETTER_ISSUES } from "@/lib/publishing/kinds";
import { createRoute } from "@/lib/publishing/save-routes";

export const dynamic = "force-dynamic";

/** POST /api/admin/newsletter: a new issue, as a draft or published at once (sending is separate). */
export const POST = apiRoute(createRoute(NEWSLETTER_ISSUES));
