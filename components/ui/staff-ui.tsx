import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/** Small pieces the staff pages share: status badges, paging, the search box. */
/** A status in words (never colour alone): sent, failed, handled, published, draft… */
export type BadgeTone = "success" | "danger" | "warning" | "muted";

const TONES: Record<BadgeTone, string> = {
  success: "border-success text-success",
  danger: "border-danger text-danger",
  warning: "border-warning text-warning",
  muted: "border-line text-ink-muted",
};

function toneOf(status: string): BadgeTone {
  if (status === "sent" || status === "handled" || status === "published" || status === "active") return "success";
  if (status === "failed") return "danger";
  return status === "draft" || status === "paused" ? "warning" : "muted";
}

export function StatusBadge({
  status,
  label = status,
  detail,
  tone: toneAsked,
}: {
  status: string;
  label?: string;
  detail?: string | null;
  /** The badge's colour when the status's own does not say it (an urgent request's paging). */
  tone?: BadgeTone;
}) {
  const tone = TONES[toneAsked ?? toneOf(status)];
  return (
    <span className="inline-flex flex-col">
      <span className={`inline-block w-fit rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
        {label}
      </span>
      {detail ? <span className="mt-1 max-w-56 break-words text-xs text-danger">{detail}</span> : null}
    </span>
  );
}

/** "Published" or "Draft" for a post or an issue. */
export function PublicationBadge({ published }: { published: boolean }) {
  return <StatusBadge status={published ? "published" : "draft"} label={published ? "Published" : "Draft"} />;
}

export function Pager({
  page,
  pageSize,
  total,
  href,
}: {
  page: number;
  pageSize: number;
  total: number;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return <p className="mt-4 text-sm text-ink-muted">{total} in total.</p>;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span className="text-ink-muted">
        Page {page} of {pages} ({total} in total)
      </span>
      {page > 1 ? (
        <Link
          href={href(page - 1)}
          className="inline-flex min-h-11 items-center rounded-md border border-line px-3 font-semibold text-link"
        >
          Previous page
        </Link>
      ) : null}
      {page < pages ? (
        <Link
          href={href(page + 1)}
          className="inline-flex min-h-11 items-center rounded-md border border-line px-3 font-semibold text-link"
        >
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

export function SearchBox({
  action,
  q,
  hidden = {},
  label,
}: {
  action: string;
  q: string;
  hidden?: Record<string, string>;
  label: string;
}) {
  return (
    <form method="get" action={action} role="search" className="flex flex-wrap items-end gap-2">
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div>
        <label htmlFor="admin-search" className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id="admin-search"
          name="q"
          defaultValue={q}
          type="search"
          className="mt-1 block w-64 rounded-md border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
      <Button type="submit" className="min-h-11 px-4">
        Search
      </Button>
    </form>
  );
}

export const tableClass = "mt-4 w-full min-w-[48rem] border-collapse text-left text-sm";
export const thClass = "border-b border-line px-3 py-2 font-semibold text-ink";
export const tdClass = "border-b border-line px-3 py-2 align-top text-ink";

/** "2026-11-22 14:05" in Toronto time. */
export function staffDate(date: Date | null): string {
  if (!date) return "";
  return new Intl.DateTimeFormat("en-CA", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Toronto",
    hourCycle: "h23",
  }).format(date);
}

/** A staff list as a table: a caption for screen readers, one header row, the rows given. */
export function StaffTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <table className={tableClass}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headings.map((h, i) => (
            <th key={i} scope="col" className={thClass}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * What a staff form sent without a script did, shown on the page it came back to (`?notice=`).
 * A status region, so a screen reader reads it when the page opens.
 */
export function StaffNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="mt-6 rounded-xl border border-brand bg-brand-soft p-4 font-semibold text-ink">
      {text}
    </p>
  );
}
