"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribe } from "@/lib/browser/toast-store";

// Radix Toast is loaded only when the first toast is raised, so pages without forms ship none of it.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

export function ToasterSlot() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  return toasts.length > 0 ? <Toaster /> : null;
}
