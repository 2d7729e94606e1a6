import type { ReactNode } from "react";
import { campaignLabel } from "@/lib/core/campaign";
import Link from "@/components/ui/link";
import { StaffNotice, StaffTable, StatusBadge, staffDate, tdClass } from "@/components/ui/staff-ui";
import { AckTime, Moment, PagingBadge, SeverityBadge } from "@/components/support/urgent-bits";
import { UrgentActions } from "@/components/support/urgent-actions";
import { ActionButton } from "@/components/ui/action-button";
import { adminDeliveryRetryApiPath, adminUrgentRequestPath } from "@/lib/core/paths";
import { isFailedForGood } from "@/lib/deliveries/retry";
import { affectedLabel } from "@/lib/support/events";
import { codeCheckText, deliveryKindLabel, pagingState } from "@/lib/support/paging-state";
import { SEVERITIES } from "@/lib/support/schema";
import { staffName, type StaffDelivery, type StaffUrgentRequest } from "@/lib/support/staff-requests";

/** A number a phone can dial: digits and a leading plus, whatever spaces and dashes were typed. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">{children}</dl>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 min-w-0 rounded-xl border border-line bg-surface-raised p-6">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pages to the paging service and the e-mails of a request, each with its outcome. */
function Deliveries({ rows }: { rows: readonly StaffDelivery[] }) {
  if (rows.length === 0) return <p className="mt-4 text-ink-muted">Nothing was sent for this request.</p>;
  return (
    <StaffTable
      region="Pages and e-mails"
      caption="Pages and e-mails sent for this request"
      headings={["What", "To", "Status", "Attempts", "Times"]}
      actions
    >
      {rows.map((d) => (
        <tr key={d.id}>
          <td className={`${tdClass} min-w-44`}>
            {deliveryKindLabel(d.kind)}
            <span className="block font-mono text-xs text-ink-muted">{d.kind}</span>
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>{d.toAddress}</td>
          <td className={tdClass}>
            <StatusBadge status={d.status} detail={d.status === "failed" ? d.lastError : null} />
            {isFailedForGood(d) ? (
              <span className="block text-xs text-ink-muted">failed for good: no more automatic tries</span>
            ) : null}
          </td>
          <td className={tdClass}>{d.attempts}</td>
          <td className={`${tdClass} whitespace-nowrap text-xs`}>
            stored <Moment at={d.createdAt} />
            {d.sentAt ? (
              <span className="block">
                sent <Moment at={d.sentAt} />
              </span>
            ) : (d.status === "pending" || d.status === "failed") && !isFailedForGood(d) ? (
              <span className="block">next try {staffDate(d.nextAttemptAt)}</span>
            ) : null}
          </td>
          <td className={tdClass}>
            {d.status === "failed" || d.status === "pending" ? (
              <ActionButton url={adminDeliveryRetryApiPath(d.id)} label="Retry now" busyLabel="Retrying..." />
            ) : null}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/**
 * One urgent request for staff: what the client sent (with a call-back link), where its paging
 * stands with every time, the pages and e-mails sent for it, and the two buttons. A failed page
 * is said first, in the danger colour and in words: the client is waiting for a call.
 */
export function UrgentRequestView({
  request,
  now,
  notice,
}: {
  request: StaffUrgentRequest;
  now: Date;
  /** What the last button pressed without a script did. */
  notice: string | null;
}) {
  const state = pagingState(request, now);
  const path = adminUrgentRequestPath(request.id);
  const takenBy = staffName(request.acknowledgedBy);
  const failedPage = request.deliveries.some((d) => d.channel === "page" && d.status === "failed");
  // Until someone has it, a page that failed (or keeps failing) means the client waits for a call.
  const callNow =
    !request.acknowledgedAt && !request.closedAt && (state.tone === "danger" || (failedPage && !request.pagedAt));
  const severity = SEVERITIES.find((s) => s.value === request.severity)?.label ?? request.severity;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-ink-muted">
            <Link href="/admin/urgent" className="text-link underline">
              Urgent requests
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Urgent request #{request.id}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-ink-muted">
            <SeverityBadge severity={request.severity} />
            <PagingBadge state={state} />
            <span>
              {request.closedAt
                ? "Closed"
                : takenBy
                  ? `Open, taken by ${takenBy}`
                  : request.acknowledgedAt
                    ? "Open, taken"
                    : "Open, no one has taken it yet"}
            </span>
          </p>
        </div>
        <UrgentActions
          id={request.id}
          from={path}
          acknowledged={request.acknowledgedAt !== null}
          closed={request.closedAt !== null}
          size="large"
        />
      </div>

      <StaffNotice text={notice} />

      {callNow ? (
        <p role="alert" className="mt-6 rounded-xl border-2 border-danger bg-danger-soft p-4 font-semibold text-danger">
          {state.tone === "danger"
            ? "The page to the on-call technician could not be delivered, and the request was escalated."
            : "The page to the on-call technician is failing."}{" "}
          Call {request.name} back now:{" "}
          <a href={telHref(request.phone)} className="underline">
            {request.phone}
          </a>
        </p>
      ) : null}

      <Section id="sent-heading" title="What the client sent">
        <Facts>
          <Fact term="Practice">{request.practice}</Fact>
          <Fact term="Name">{request.name}</Fact>
          <Fact term="Call back">
            <a href={telHref(request.phone)} className="inline-link">
              {request.phone}
            </a>
          </Fact>
          <Fact term="E-mail">
            {request.email ? (
              <a href={`mailto:${request.email}`} className="text-link underline">
                {request.email}
              </a>
            ) : (
              <span className="text-ink-muted">Not given</span>
            )}
          </Fact>
          <Fact term="Affected">{affectedLabel(request.affected)}</Fact>
          <Fact term="Severity">{severity}</Fact>
          <Fact term="What happened">
            <span className="block whitespace-pre-wrap">{request.description}</span>
          </Fact>
          <Fact term="Support code">{codeCheckText(request.codeCheck, request.codePractice)}</Fact>
          <Fact term="Sent from">
            {request.sourcePath ? (
              <code className="break-all">{request.sourcePath}</code>
            ) : (
              <span className="text-ink-muted">Not recorded</span>
            )}
          </Fact>
          <Fact term="Campaign">
            <span className="break-words">{campaignLabel(request.campaign)}</span>
          </Fact>
          <Fact term="Received">
            <Moment at={request.createdAt} />
          </Fact>
        </Facts>
      </Section>

      <Section id="paging-heading" title="Paging">
        <p className="mt-2 max-w-3xl text-ink-muted">{state.detail}</p>
        <Facts>
          {request.pageDueAt && !request.pagedAt ? (
            <Fact term="Page due">
              <Moment at={request.pageDueAt} />
            </Fact>
          ) : null}
          <Fact term="Paged">{request.pagedAt ? <Moment at={request.pagedAt} /> : "Not paged"}</Fact>
          <Fact term="Time to acknowledge">
            <AckTime row={request} now={now} />
          </Fact>
          <Fact term="Escalated">{request.escalatedAt ? <Moment at={request.escalatedAt} /> : "No"}</Fact>
          <Fact term="Taken">
            {request.acknowledgedAt ? (
              <>
                <Moment at={request.acknowledgedAt} /> by {takenBy ?? "a former staff member"}
              </>
            ) : (
              "Not yet"
            )}
          </Fact>
          <Fact term="Closed">{request.closedAt ? <Moment at={request.closedAt} /> : "Open"}</Fact>
          {state.attachedTo ? (
            <Fact term="Attached to">
              <Link href={adminUrgentRequestPath(state.attachedTo)} className="text-link underline">
                Urgent request #{state.attachedTo}
              </Link>
            </Fact>
          ) : null}
          {request.attached.length > 0 ? (
            <Fact term="Added to this one">
              <ul>
                {request.attached.map((a) => (
                  <li key={a.id}>
                    <Link href={adminUrgentRequestPath(a.id)} className="text-link underline">
                      Urgent request #{a.id}
                    </Link>{" "}
                    <span className="text-ink-muted">
                      received <Moment at={a.createdAt} />
                    </span>
                  </li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </Facts>
      </Section>

      <Section id="deliveries-heading" title="Pages and e-mails">
        <p className="mt-2 max-w-3xl text-ink-muted">
          The page to the on-call technician, its follow-ups (acknowledge, resolve, escalation) and the e-mails, each
          with its outcome. A page that failed shows the paging service&apos;s answer.
        </p>
        <Deliveries rows={request.deliveries} />
      </Section>
    </>
  );
}
