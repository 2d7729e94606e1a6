"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/browser/toast-store";
import { safeReturnPath } from "@/lib/auth/return-path";
import { signInPath } from "@/lib/core/paths";

/**
 * A staff action: POSTs JSON to an /api/admin route, reports the answer in a toast and refreshes
 * the page's server data. Optionally asks for confirmation first.
 */
export function ActionButton({
  url,
  body = {},
  label,
  busyLabel,
  confirm,
  variant = "secondary",
  className = "",
}: {
  url: string;
  body?: Record<string, unknown>;
  label: string;
  busyLabel?: string;
  confirm?: string;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const styles = {
    primary: "bg-brand text-on-brand hover:bg-brand-strong",
    secondary: "border border-brand text-brand hover:bg-brand-soft",
    danger: "border border-danger text-danger hover:bg-surface-alt",
  }[variant];

  async function run() {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.status === 401) {
        // Signing in again returns to this page.
        router.push(signInPath(safeReturnPath(`${window.location.pathname}${window.location.search}`)));
        return;
      }
      toast({
        variant: response.ok ? "default" : "destructive",
        title: response.ok ? "Done" : "Not done",
        description: answer.message ?? `The server answered ${response.status}.`,
      });
      if (response.ok) router.refresh();
    } catch {
      toast({
        variant: "destructive",
        title: "Not done",
        description: "The site could not be reached. Check your connection and try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={busy}
      className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-4 text-sm font-semibold disabled:cursor-wait disabled:opacity-70 ${styles} ${className}`}
    >
      {busy ? (busyLabel ?? `${label}...`) : label}
    </button>
  );
}
