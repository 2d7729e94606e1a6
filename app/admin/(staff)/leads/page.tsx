import { ButtonAnchor } from "@/components/ui/button";
import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/auth/session";
import Link from "next/link";
import { ActionButton } from "@/components/ui/action-button";
import { Pager, SearchBox, StaffTable, StatusBadge, staffDate, tdClass } from "@/components/ui/staff-ui";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { BAND_LABELS, scoreBand } from "@/lib/checklist/scoring";
import {
  isLeadKind,
  listChecklists,
  listContacts,
  listSubscribers,
  subscriptionState,
  type EmailOutcome,
  type LeadKind,
} from "@/lib/leads/leads";
import { adminLeadApiPath, adminLeadsExportApiPath, adminLeadsPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Leads" };

const TABS: { kind: LeadKind; label: string }[] = [
  { kind: "contact", label: "Contact messages" },
  { kind: "checklist", label: "Checklist results" },
  { kind: "subscribers", label: "Subscribers" },
];

type Props = { searchParams: Promise<{ kind?: string; q?: string; page?: string }> };

function Outcome({ outcome }: { outcome: EmailOutcome | null }) {
  return outcome ? (
    <StatusBadge status={outcome.status} detail={outcome.status === "failed" ? outcome.lastError : null} />
  ) : (
    <StatusBadge status="none" />
  );
}

function Handled({ kind, id, handledAt }: { kind: LeadKind; id: number; handledAt: Date | null }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={handledAt ? "handled" : "to do"} />
      <ActionButton
        url={adminLeadApiPath(kind, id)}
        body={{ handled: !handledAt }}
        label={handledAt ? "Mark to do" : "Mark handled"}
      />
    </div>
  );
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export default async function LeadsPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const sp = await searchParams;
  const kind: LeadKind = sp.kind && isLeadKind(sp.kind) ? sp.kind : "contact";
  const q = (sp.q ?? "").slice(0, 100);
  const page = Math.max(1, Number.parseInt(sp.page ?? "1", 10) || 1);
  const href = (p: number) => adminLeadsPath(kind, { q, page: p });
  const exportHref = adminLeadsExportApiPath(kind, q);

  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Leads</h1>
      <nav aria-label="Lists" className="mt-6 border-b border-line">
        <ul className="flex flex-wrap gap-1">
          {TABS.map((t) => (
            <li key={t.kind}>
              <Link
                href={adminLeadsPath(t.kind)}
                aria-current={t.kind === kind ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-4 px-3 font-semibold ${t.kind === kind ? "border-brand text-ink" : "border-transparent text-link"}`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <SearchBox
          action="/admin/leads"
          q={q}
          hidden={{ kind }}
          label={kind === "checklist" ? "Search by e-mail" : "Search by name or e-mail"}
        />
        <ButtonAnchor href={exportHref} variant="secondary" className="inline-flex min-h-11 items-center px-4" download>
          Export CSV
        </ButtonAnchor>
      </div>
      {/* A region that may scroll sideways must be reachable by keyboard even when no row has a link. */}
      <div role="region" aria-label="Leads" tabIndex={0} className="overflow-x-auto">
        {kind === "contact" ? (
          <Contacts q={q} page={page} href={href} />
        ) : kind === "checklist" ? (
          <Checklists q={q} page={page} href={href} />
        ) : (
          <Subscribers q={q} page={page} href={href} />
        )}
      </div>
    </>
  );
}

type ListProps = { q: string; page: number; href: (p: number) => string };

function Empty({ q }: { q: string }) {
  return (
    <p className="mt-6 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">
      {q ? `Nothing matches “${q}”.` : "Nothing here yet."}
    </p>
  );
}

async function Contacts({ q, page, href }: ListProps) {
  const { rows, total, pageSize } = await listContacts({ q, page });
  if (rows.length === 0) return <Empty q={q} />;
  return (
    <>
      <StaffTable
        caption="Contact messages, newest first"
        headings={["Received", "From", "Practice and service", "Message", "E-mail to office", "Status"]}
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <td className={tdClass}>{staffDate(r.createdAt)}</td>
            <td className={tdClass}>
              <strong className="block">{r.name}</strong>
              <a href={`mailto:${r.email}`} className="text-link underline">
                {r.email}
              </a>
              {r.phone ? <span className="block text-ink-muted">{r.phone}</span> : null}
            </td>
            <td className={tdClass}>
              {r.practice || "—"}
              <span className="block text-ink-muted">
                {CONTACT_SERVICE_OPTIONS.find((o) => o.value === r.service)?.label ?? "No service chosen"}
              </span>
            </td>
            <td className={`${tdClass} max-w-md whitespace-pre-wrap break-words`}>{r.message}</td>
            <td className={tdClass}>
              <Outcome outcome={r.emailOutcome} />
            </td>
            <td className={tdClass}>
              <Handled kind="contact" id={r.id} handledAt={r.handledAt} />
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pager page={page} pageSize={pageSize} total={total} href={href} />
    </>
  );
}

async function Checklists({ q, page, href }: ListProps) {
  const { rows, total, pageSize } = await listChecklists({ q, page });
  if (rows.length === 0) return <Empty q={q} />;
  return (
    <>
      <StaffTable
        caption="Checklist results, newest first"
        headings={["Received", "E-mail", "Score", "Categories", "E-mail with results", "Status"]}
      >
        {rows.map((r) => {
          const categories = parseJson<{ title?: string; id?: string; score?: number }[]>(r.categoryScores, []);
          return (
            <tr key={r.id}>
              <td className={tdClass}>{staffDate(r.createdAt)}</td>
              <td className={tdClass}>
                <a href={`mailto:${r.email}`} className="text-link underline">
                  {r.email}
                </a>
              </td>
              <td className={tdClass}>
                <strong>{r.score}%</strong>{" "}
                <span className="block text-ink-muted">{BAND_LABELS[scoreBand(r.score)]}</span>
              </td>
              <td className={tdClass}>
                <ul>
                  {categories.map((c) => (
                    <li key={c.id ?? c.title}>
                      {c.title ?? c.id}: {c.score}%
                    </li>
                  ))}
                </ul>
                <details className="mt-1">
                  <summary className="cursor-pointer text-link">Answers</summary>
                  <pre className="mt-1 max-w-md whitespace-pre-wrap break-words text-xs">
                    {JSON.stringify(parseJson(r.answers, r.answers), null, 1)}
                  </pre>
                </details>
              </td>
              <td className={tdClass}>
                <Outcome outcome={r.emailOutcome} />
              </td>
              <td className={tdClass}>
                <Handled kind="checklist" id={r.id} handledAt={r.handledAt} />
              </td>
            </tr>
          );
        })}
      </StaffTable>
      <Pager page={page} pageSize={pageSize} total={total} href={href} />
    </>
  );
}

async function Subscribers({ q, page, href }: ListProps) {
  const { rows, total, pageSize } = await listSubscribers({ q, page });
  if (rows.length === 0) return <Empty q={q} />;
  return (
    <>
      <StaffTable
        caption="Newsletter subscribers, newest first"
        headings={["Subscribed", "Subscriber", "Subscription", "Consent", "Welcome e-mail", "Status"]}
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <td className={tdClass}>{staffDate(r.subscribedAt)}</td>
            <td className={tdClass}>
              <strong className="block">{r.name}</strong>
              <a href={`mailto:${r.email}`} className="text-link underline">
                {r.email}
              </a>
              {r.practiceName ? <span className="block text-ink-muted">{r.practiceName}</span> : null}
            </td>
            <td className={tdClass}>
              {subscriptionState(r) === "pending" ? (
                <StatusBadge status="pending" label="Pending confirmation" />
              ) : (
                <StatusBadge status={r.subscribed ? "active" : "unsubscribed"} />
              )}
              {r.unsubscribedAt ? (
                <span className="block text-xs text-ink-muted">since {staffDate(r.unsubscribedAt)}</span>
              ) : null}
            </td>
            <td className={`${tdClass} text-xs text-ink-muted`}>
              {r.consentAt ? `${staffDate(r.consentAt)} on ${r.consentSource ?? "?"}` : "—"}
            </td>
            <td className={tdClass}>
              <Outcome outcome={r.emailOutcome} />
            </td>
            <td className={tdClass}>
              <Handled kind="subscribers" id={r.id} handledAt={r.handledAt} />
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pager page={page} pageSize={pageSize} total={total} href={href} />
    </>
  );
}
