import type { Env } from "@/lib/core/env";

/**
 * The stage's stylesheet, served at /stage.css (components/layout/preview-ribbon.tsx): on a preview
 * it shows the Preview ribbon, and the note that e-mail is only logged when no Resend key is set;
 * everywhere else it is empty.
 */
export function stageStylesheet(env: Pick<Env, "stage" | "RESEND_API_KEY">): string {
  if (env.stage !== "preview") return "";
  const rules = ["[data-stage-ribbon]{display:flex}"];
  if (!env.RESEND_API_KEY) rules.push("[data-stage-note=email]{display:inline}");
  return `${rules.join("\n")}\n`;
}
