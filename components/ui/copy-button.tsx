"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Copies a secret shown once (a support code, a feed's address) to the clipboard and says how it
 * went. Give it the secret as its `key` too, so a new secret starts without the old message.
 */
export function CopyButton({ text, noun }: { text: string; noun: string }) {
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button variant="secondary" className="min-h-11 px-4" onClick={() => void copy()}>
        Copy the {noun}
      </Button>
      <span className="text-sm text-ink" aria-live="polite">
        {copied === "copied"
          ? "Copied."
          : copied === "failed"
            ? `This browser would not copy it: select the ${noun} and copy it by hand.`
            : ""}
      </span>
    </div>
  );
}
