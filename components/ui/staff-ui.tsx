import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { PageLinks, type PageLink } from "@/components/ui/page-links";
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

/** Hides a column below a breakpoint: on a phone, its facts move under the row's first cell. */
const SHOWN_FROM = { sm: "hidden sm:table-cell", md: "hidden md:table-cell" } as const;
export type Breakpoint = keyof typeof SHOWN_FROM;

/** The classes of a header or cell shown only from `breakpoint` up. */
export function shownFrom(breakpoint: Breakpoint, cellClass: string = tdClass): string {
  return `${cellClass} ${SHOWN_FROM[breakpoint]}`;
}

/** A column's heading; `from` hides the column below that breakpoint. */
export type StaffHeading = string | { text: string; from: Breakpoint };

/** The headings of columns shown only from `breakpoint` up. */
export function headingsFrom(breakpoint: Breakpoint, texts: readonly string[]): StaffHeading[] {
  return texts.map((text) => ({ text, from: breakpoint }));
}

/**
 * A region that may scroll sideways (150 % text, a phone): reachable by keyboard even when no row
 * has a button, and positioned so the visually hidden texts inside stay within it instead of
 * widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      {children}
    </div>
  );
}

/**
 * A staff list as a table: a caption for screen readers, one header row, the rows given. With
 * `region`, it sits in a ScrollRegion of that name; with `actions`, a last column of buttons whose
 * heading only a screen reader reads.
 */
export function StaffTable({
  caption,
  headings,
  children,
  region,
  actions = false,
  className = tableClass,
}: {
  caption: string;
  headings: readonly StaffHeading[];
  children: ReactNode;
  region?: string;
  actions?: boolean;
  className?: string;
}) {
  const table = (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headings.map((h, i) =>
            typeof h === "string" ? (
              <th key={i} scope="col" className={thClass}>
                {h}
              </th>
            ) : (
              <th key={i} scope="col" className={shownFrom(h.from, thClass)}>
                {h.text}
              </th>
            ),
          )}
          {actions ? (
            <th scope="col" className={thClass}>
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return region ? <ScrollRegion label={region}>{table}</ScrollRegion> : table;
}

/** The note a staff list shows in place of its table when it has no rows. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="mt-6 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">{children}</p>;
}

/** A staff panel's card, without its spacing. */
export const panelClass = "rounded-xl border border-line bg-surface-raised p-6";

/** A titled card of the staff pages (a dashboard panel): a section named by its heading. */
export function StaffPanel({
  id,
  title,
  children,
  className = `mt-8 ${panelClass}`,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
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

/**
 * The tabs above a staff list (its filters or kinds): links, so each list has its own address and
 * works without a script; the current one is marked for assistive technology and by its border.
 */
export function StaffTabs({
  label,
  tabs,
  className = "",
}: {
  label: string;
  tabs: readonly (PageLink & { key: string })[];
  /** Extra classes of each link (e.g. "capitalize"). */
  className?: string;
}) {
  return (
    <nav aria-label={label} className="mt-6 border-b border-line">
      <PageLinks
        links={tabs}
        className="flex flex-wrap gap-1"
        linkClass={(current) =>
          `inline-flex min-h-11 items-center border-b-4 px-3 font-semibold ${className} ${current ? "border-brand text-ink" : "border-transparent text-link"}`
        }
      />
    </nav>
  );
}
