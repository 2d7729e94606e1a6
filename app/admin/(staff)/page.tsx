import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LeadDashboard } from "@/components/leads/lead-dashboard";
import { RetentionPanel } from "@/components/retention/retention-panel";
import { getDashboard } from "@/lib/leads/dashboard-data";
import { UrgentPanel } from "@/components/support/urgent-panel";
import { getUrgentDashboard } from "@/lib/support/dashboard-data";
import { requireStaffPage } from "@/lib/auth/session";
import { WebVitalsPanel } from "@/components/vitals/web-vitals-panel";
import { getVitalsDashboard } from "@/lib/vitals/dashboard-data";
import { ScheduledJobsPanel } from "@/components/health/scheduled-jobs-panel";
import { checkBookingFeeds, checkJobs } from "@/lib/health/jobs";

export const metadata: Metadata = { title: "Dashboard" };

const SECTIONS = [
  {
    href: "/admin/urgent",
    label: "Urgent requests",
    description: "Client practices' urgent requests, who has them, and the clients' support codes.",
  },
  { href: "/admin/leads", label: "Leads", description: "Contact messages, checklist results and subscribers." },
  {
    href: "/admin/deliveries",
    label: "Deliveries",
    description: "Every e-mail, page and lead posted to the CRM, and the ones waiting for a retry.",
  },
  { href: "/admin/blog", label: "Blog", description: "Write, preview, publish and unpublish posts." },
  { href: "/admin/newsletter", label: "Newsletter", description: "Write issues and send them to subscribers." },
];

export default async function AdminHome() {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const [data, urgent, vitals, jobs, feeds] = await Promise.all([
    getDashboard(),
    getUrgentDashboard(),
    getVitalsDashboard(),
    checkJobs(),
    checkBookingFeeds(),
  ]);
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Dashboard</h1>
      <UrgentPanel data={urgent} />
      <LeadDashboard data={data} />
      <WebVitalsPanel data={vitals} />
      <h2 className="mt-8 text-xl font-bold text-ink">Staff pages</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {SECTIONS.map((s) => (
          <li key={s.href} className="rounded-xl border border-line bg-surface-raised p-4">
            <Link href={s.href} className="inline-link">
              {s.label}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">{s.description}</p>
          </li>
        ))}
      </ul>
      <ScheduledJobsPanel jobs={jobs} feeds={feeds} />
      <RetentionPanel status={data.retention} />
    </>
  );
}
