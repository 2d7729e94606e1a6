import { signInHandler } from "@/lib/auth/sign-in-handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST: a staff sign-in, from the sign-in page's script (JSON) or its form posted without one (303). */
export const POST = apiRoute(signInHandler);
