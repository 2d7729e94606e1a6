import { buttonClasses } from "@/components/ui/button";
import type { ReactNode } from "react";

/** A staff page's heading, a line about it and its main action. */
export function AdminPageHeader({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        {children ? <div className="mt-2 max-w-3xl text-ink-muted">{children}</div> : null}
      </div>
      {action}
    </div>
  );
}

export const primaryLinkClass = buttonClasses({ className: "inline-flex min-h-11 items-center px-5" });

/**
 * A wide table in a region that scrolls sideways on a narrow screen (and can be scrolled by
 * keyboard). It is positioned so the visually hidden texts inside stay within it instead of
 * widening the page.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-xl border border-line bg-surface-raised"
    >
      {children}
    </div>
  );
}
