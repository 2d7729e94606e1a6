import { LeadTable, type LeadListProps } from "@/components/leads/lead-table";
import { StatusBadge, staffDate, tdClass } from "@/components/ui/staff-ui";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { BAND_LABELS, scoreBand } from "@/lib/checklist/scoring";
import { campaignLabel, type Campaign } from "@/lib/core/campaign";
import { listBookings, listChecklists, listContacts, listSubscribers, subscriptionState } from "@/lib/leads/leads";
import { slotTime, zoneAbbreviation } from "@/lib/booking/display";
import { adminBookingAnchorPath } from "@/lib/core/paths";
import Link from "@/components/ui/link";

/** A person's name, their e-mail address as a link, and a line more when there is one. */
function PersonCell({ name, email, more }: { name: string; email: string; more: string | null }) {
  return (
    <td className={tdClass}>
      <strong className="block">{name}</strong>
      <a href={`mailto:${email}`} className="text-link underline">
        {email}
      </a>
      {more ? <span className="block text-ink-muted">{more}</span> : null}
    </td>
  );
}

/** The visit's first-touch campaign: "google / cpc / spring-2026 · from example.com", or "—". */
function CampaignCell({ campaign }: { campaign: Partial<Campaign> }) {
  return <td className={`${tdClass} max-w-48 break-words text-sm`}>{campaignLabel(campaign)}</td>;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Contact messages, newest first. */
export async function ContactList(props: LeadListProps) {
  return (
    <LeadTable
      kind="contact"
      {...props}
      list={await listContacts(props)}
      caption="Contact messages, newest first"
      headings={["Received", "From", "Practice and service", "Message", "Campaign", "E-mail to office", "Status"]}
      receivedAt={(r) => r.createdAt}
      cells={(r) => (
        <>
          <PersonCell name={r.name} email={r.email} more={r.phone} />
          <td className={tdClass}>
            {r.practice || "—"}
            <span className="block text-ink-muted">
              {CONTACT_SERVICE_OPTIONS.find((o) => o.value === r.service)?.label ?? "No service chosen"}
            </span>
          </td>
          <td className={`${tdClass} max-w-md whitespace-pre-wrap break-words`}>{r.message}</td>
          <CampaignCell campaign={r} />
        </>
      )}
    />
  );
}

/** Health checklist results, newest first, with each category's score and the answers given. */
export async function ChecklistList(props: LeadListProps) {
  return (
    <LeadTable
      kind="checklist"
      {...props}
      list={await listChecklists(props)}
      caption="Checklist results, newest first"
      headings={["Received", "E-mail", "Score", "Categories", "Campaign", "E-mail with results", "Status"]}
      receivedAt={(r) => r.createdAt}
      cells={(r) => {
        const categories = parseJson<{ title?: string; id?: string; score?: number }[]>(r.categoryScores, []);
        return (
          <>
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
            <CampaignCell campaign={r} />
          </>
        );
      }}
    />
  );
}

/** Newsletter subscribers, newest first, with their subscription's state and its consent. */
export async function SubscriberList(props: LeadListProps) {
  return (
    <LeadTable
      kind="subscribers"
      {...props}
      list={await listSubscribers(props)}
      caption="Newsletter subscribers, newest first"
      headings={["Subscribed", "Subscriber", "Subscription", "Consent", "Campaign", "Welcome e-mail", "Status"]}
      receivedAt={(r) => r.subscribedAt}
      cells={(r) => (
        <>
          <PersonCell name={r.name} email={r.email} more={r.practiceName} />
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
          <CampaignCell campaign={r.campaign} />
        </>
      )}
    />
  );
}

/** Confirmed bookings, the latest confirmation first, with the meeting and a link to it on the bookings page. */
export async function BookingList(props: LeadListProps) {
  return (
    <LeadTable
      kind="bookings"
      {...props}
      list={await listBookings(props)}
      caption="Confirmed bookings, latest confirmation first"
      headings={["Confirmed", "From", "Meeting", "Notes", "Campaign", "Invitation e-mail", "Status"]}
      receivedAt={(r) => r.confirmedAt}
      cells={(r) => (
        <>
          <PersonCell name={r.name} email={r.email} more={`${r.practice} · ${r.phone}`} />
          <td className={`${tdClass} whitespace-nowrap`}>
            <Link href={adminBookingAnchorPath(r.id)} className="text-link underline">
              {staffDate(r.start)} {zoneAbbreviation(r.start)}
            </Link>
            <span className="block text-ink-muted">
              {r.meeting === "visit" ? "Visit" : "Phone call"}, until {slotTime(r.end)}
            </span>
            {r.status === "cancelled" ? <StatusBadge status="cancelled" label="Cancelled" /> : null}
            {r.outcome ? (
              <StatusBadge status={r.outcome} label={r.outcome === "attended" ? "Attended" : "No-show"} />
            ) : null}
          </td>
          <td className={`${tdClass} max-w-md whitespace-pre-wrap break-words`}>
            {r.workstations === null ? "" : `${r.workstations} workstations. `}
            {r.notes || (r.workstations === null ? "—" : "")}
          </td>
          <CampaignCell campaign={r} />
        </>
      )}
    />
  );
}
