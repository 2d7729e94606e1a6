"use client";

import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { dismissToast, getServerToasts, getToasts, subscribe } from "@/lib/browser/toast-store";

/**
 * Renders the toast store with Radix Toast, which gives the toasts' behaviour for free: F8 moves
 * focus to the notifications, swipe to dismiss (threshold 50 px), pause on hover and focus, and an
 * ARIA live region so screen readers announce each toast.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
            t.variant === "destructive"
              ? "border-danger bg-danger text-on-danger"
              : "border-line bg-surface-raised text-ink"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md"
            aria-label="Dismiss notification"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed bottom-[calc(5rem+var(--analytics-notice-height,0px))] left-1/2 z-[60] flex w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none sm:left-auto sm:right-4 sm:translate-x-0"
      />
    </ToastPrimitive.Provider>
  );
}
