import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/** A small rounded link of a row of related pages (a service in each area, each area of a service). */
export function PillLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="pill">
      {children}
    </Link>
  );
}
