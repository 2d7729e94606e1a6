import { ButtonAnchor } from "@/components/ui/button";
import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/auth/session";
import { BookingList, ChecklistList, ContactList, SubscriberList } from "@/components/leads/lead-lists";
import { ScrollRegion, SearchBox, StaffTabs } from "@/components/ui/staff-ui";
import { isLeadKind, type LeadKind } from "@/lib/leads/leads";
import { adminLeadsExportApiPath, adminLeadsPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Leads" };

const TABS: { kind: LeadKind; label: string }[] = [
  { kind: "contact", label: "Contact messages" },
  { kind: "checklist", label: "Checklist results" },
  { kind: "subscribers", label: "Subscribers" },
  { kind: "bookings", label: "Bookings" },
];

type Props = { searchParams: Promise<{ kind?: string | string[]; q?: string | string[]; page?: string | string[] }> };

export default async function LeadsPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const sp = await searchParams;
  // A parameter given twice (?q=a&q=b) arrives as a list: the first value counts.
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const asked = first(sp.kind);
  const kind: LeadKind = asked && isLeadKind(asked) ? asked : "contact";
  const q = (first(sp.q) ?? "").slice(0, 100);
  // Read by the list, which knows how many pages there are (pageFromQuery).
  const { page } = sp;
  const href = (p: number) => adminLeadsPath(kind, { q, page: p });
  const exportHref = adminLeadsExportApiPath(kind, q);

  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Leads</h1>
      <StaffTabs
        label="Lists"
        tabs={TABS.map((t) => ({ key: t.kind, href: adminLeadsPath(t.kind), text: t.label, current: t.kind === kind }))}
      />
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
      <ScrollRegion label="Leads">
        {kind === "contact" ? (
          <ContactList q={q} page={page} href={href} />
        ) : kind === "checklist" ? (
          <ChecklistList q={q} page={page} href={href} />
        ) : kind === "bookings" ? (
          <BookingList q={q} page={page} href={href} />
        ) : (
          <SubscriberList q={q} page={page} href={href} />
        )}
      </ScrollRegion>
    </>
  );
}
