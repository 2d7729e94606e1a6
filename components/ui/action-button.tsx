"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postToStaffRoute, toastReply } from "@/lib/browser/staff-post";

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
      const reply = await postToStaffRoute(url, body, router);
      if (!reply) return;
      toastReply(reply);
      if (reply.ok) router.refresh();
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
