import { BAND_LABELS, type ScoreBand } from "@/lib/checklist/scoring";

/**
 * A score band shown with colour and words together (never colour alone): Good in green, Needs
 * Improvement in amber, At Risk in red, each with its own symbol as well.
 */
const STYLES: Record<ScoreBand, { badge: string; bar: string }> = {
  good: { badge: "border-success bg-success-soft text-success", bar: "bg-success" },
  "needs-improvement": { badge: "border-warning bg-warning-soft text-warning", bar: "bg-warning" },
  "at-risk": { badge: "border-danger bg-danger-soft text-danger", bar: "bg-danger" },
};

function BandSymbol({ band }: { band: ScoreBand }) {
  return (
    <svg
      className="shrink-0"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {band === "good" ? <path d="M20 6 9 17l-5-5" /> : null}
      {band === "needs-improvement" ? (
        <path d="M12 8v5m0 3.5v.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      ) : null}
      {band === "at-risk" ? <path d="M12 8v5m0 3.5v.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z" /> : null}
    </svg>
  );
}

export function BandBadge({ band, className = "" }: { band: ScoreBand; className?: string }) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-2xl border px-3 py-1 text-left text-sm font-semibold ${STYLES[band].badge} ${className}`}
    >
      <BandSymbol band={band} />
      <span>{BAND_LABELS[band]}</span>
    </span>
  );
}

/** A bar filled to the score in the band's colour; decorative, the number beside it says it. */
export function ScoreBar({ score, band }: { score: number; band: ScoreBand }) {
  return (
    <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full border border-line bg-surface-alt">
      <div className={`h-full rounded-full ${STYLES[band].bar}`} style={{ width: `${score}%` }} />
    </div>
  );
}
