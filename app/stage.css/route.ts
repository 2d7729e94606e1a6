import "server-only";
import { getEnv } from "@/lib/core/env";
import { stageStylesheet } from "@/lib/core/stage-stylesheet";

/**
 * The stage's stylesheet (components/layout/preview-ribbon.tsx): on a preview it shows the
 * Preview ribbon, and the note that e-mail is only logged when no Resend key is set; everywhere
 * else it is empty. Read at request time, so one build shows the ribbon exactly when it is started
 * as a preview, prerendered pages included.
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  const env = getEnv();
  return new Response(stageStylesheet(env), {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      // A preview's answer is never kept; elsewhere the empty answer may be, for a while, so a
      // visitor's later pages do not ask again.
      "Cache-Control": env.stage === "preview" ? "no-store" : "public, max-age=600",
    },
  });
}
