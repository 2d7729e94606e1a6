"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin/urgent", label: "Urgent requests" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/bookings", label: "Bookings" },
  { href: "/admin/deliveries", label: "Deliveries" },
  { href: "/admin/blog", label: "Blog" },
  { href: "/admin/newsletter", label: "Newsletter" },
];

export interface AdminNavProps {
  /** E-mails whose automatic attempts are used up, and the Deliveries page that lists them. */
  failedForGood: { count: number; href: string };
  /** Open urgent requests no one has taken yet, and the page that lists them. */
  untakenUrgent?: { count: number; href: string };
}

/** Shows each count only when there is one: a link to nothing would be noise. */
export function AdminNav({ failedForGood, untakenUrgent }: AdminNavProps) {
  const pathname = usePathname();
  return (
    <nav aria-label="Staff area" className="mx-auto max-w-7xl px-4 sm:px-6">
      <ul className="flex flex-wrap gap-1">
        {LINKS.map((l) => {
          const active = pathname === l.href || pathname.startsWith(`${l.href}/`);
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-4 px-3 font-semibold ${active ? "border-on-hero" : "border-transparent text-on-hero-muted hover:text-on-hero"}`}
              >
                {l.label}
              </Link>
            </li>
          );
        })}
        {untakenUrgent && untakenUrgent.count > 0 ? (
          <li className="flex items-center">
            <Link
              href={untakenUrgent.href}
              className="inline-flex min-h-11 items-center rounded-md border border-on-danger bg-danger px-3 font-semibold text-on-danger hover:underline"
            >
              {untakenUrgent.count} urgent request{untakenUrgent.count === 1 ? "" : "s"} not taken
            </Link>
          </li>
        ) : null}
        {failedForGood.count > 0 ? (
          <li className="flex items-center">
            {/* The whole sentence is the link's text, so its name says how many and what. */}
            <Link
              href={failedForGood.href}
              className="inline-flex min-h-11 items-center rounded-md border border-on-danger bg-danger px-3 font-semibold text-on-danger hover:underline"
            >
              {failedForGood.count} deliver{failedForGood.count === 1 ? "y" : "ies"} failed for good
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
