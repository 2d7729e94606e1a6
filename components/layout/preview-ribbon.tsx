import { getEnv } from "@/lib/env";

/** Marks every page of a preview deployment, so reviewers always know where they are. */
export function PreviewRibbon() {
  if (getEnv().stage !== "preview") return null;
  return (
    <div
      role="note"
      aria-label="Preview deployment"
      className="pointer-events-none fixed left-0 top-0 z-[70] rounded-br-lg bg-warning px-3 py-1 text-xs font-bold uppercase tracking-wider text-surface shadow"
    >
      Preview
    </div>
  );
}
