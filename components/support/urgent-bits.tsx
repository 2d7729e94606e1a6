import { StatusBadge, staffDate } from "@/components/ui/staff-ui";
import { ackTiming, ackTimingText } from "@/lib/support/ack-times";
import type { PagingState } from "@/lib/support/paging-state";

/**
 * Small pieces the urgent requests' list and page share: a moment in Toronto time (as every staff
 * list writes it, "2026-11-24 08:05"), the severity,
 * the paging state and the time to acknowledge, each in words (never colour alone).
 */
export function Moment({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{staffDate(at)}</time>;
}

export function severityName(severity: string): string {
  return severity ? `${severity[0]!.toUpperCase()}${severity.slice(1)}` : severity;
}

export function SeverityBadge({ severity }: { severity: string }) {
  const tone = severity === "critical" ? "danger" : severity === "major" ? "warning" : "muted";
  return <StatusBadge status={severity} label={severityName(severity)} tone={tone} />;
}

export function PagingBadge({ state }: { state: PagingState }) {
  return <StatusBadge status={state.label} tone={state.tone} />;
}

/** "12 min (promise 1 h)", with "Late:" in front (and in the danger colour) past the promise. */
export function AckTime({
  row,
  now,
}: {
  row: { severity: string; pagedAt: Date | null; acknowledgedAt: Date | null; closedAt: Date | null };
  now: Date;
}) {
  const timing = ackTiming(row, now);
  const late = (timing.kind === "acknowledged" || timing.kind === "waiting") && timing.late;
  return late ? (
    <strong className="font-semibold text-danger">Late: {ackTimingText(timing)}</strong>
  ) : (
    <span className={timing.kind === "not-paged" ? "text-ink-muted" : undefined}>{ackTimingText(timing)}</span>
  );
}
