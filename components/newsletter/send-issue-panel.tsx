"use client";

import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { postAdmin } from "@/components/content/editor-support";
import { toast } from "@/lib/browser/toast-store";
import { adminNewsletterSendApiPath } from "@/lib/core/paths";

/** A safety stop: 400 rounds of 50 is 20,000 subscribers, far beyond the list. */
const MAX_ROUNDS = 400;

const people = (n: number) => `${n.toLocaleString("en-CA")} subscriber${n === 1 ? "" : "s"}`;

/**
 * "Send to subscribers": asks the server to queue the issue for the next batch of active
 * subscribers who do not have it, again and again until none remain, showing the progress. The
 * server refuses a second copy to anyone, so pressing it twice, or in two tabs, sends nothing more.
 */
export function SendIssuePanel({ issueId, title, waiting }: { issueId: number; title: string; waiting: number }) {
  const uid = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState("");

  async function send() {
    if (waiting > 0 && !window.confirm(`Send “${title}” by e-mail to the ${people(waiting)} who do not have it yet?`))
      return;
    setBusy(true);
    setProgress("Queuing messages...");
    let queued = 0;
    let alreadySent: number | null = null;
    let remaining = 0;
    let failure: string | null = null;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const { status, answer } = await postAdmin(adminNewsletterSendApiPath(issueId), {});
      if (status === 401) {
        failure =
          "Your session has ended. Sign in again in another tab, then press Send again: nobody gets a second copy.";
        break;
      }
      if (status !== 200) {
        failure = answer.message ?? `The server answered ${status}.`;
        break;
      }
      const batch = Number(answer.queued ?? 0);
      queued += batch;
      alreadySent ??= Number(answer.alreadySent ?? 0);
      remaining = Number(answer.remaining ?? 0);
      if (remaining === 0 || batch === 0) break;
      setProgress(`Queued ${queued.toLocaleString("en-CA")} so far; ${people(remaining)} to go...`);
    }
    setBusy(false);
    const summary = [
      queued === 0
        ? "No new messages were queued."
        : `Queued ${queued.toLocaleString("en-CA")} message${queued === 1 ? "" : "s"}; they go out over the next minutes.`,
      alreadySent ? `${people(alreadySent)} had this issue already and got no second copy.` : "",
      !failure && remaining > 0 ? `${people(remaining)} are still waiting: press Send again.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    setProgress(
      failure
        ? `Stopped: ${failure} ${queued ? `${queued} message${queued === 1 ? " was" : "s were"} queued before that.` : ""}`.trim()
        : summary,
    );
    toast({
      variant: failure ? "destructive" : "default",
      title: failure ? "Sending stopped" : "Queued for sending",
      description: failure ?? summary,
    });
    router.refresh();
  }

  return (
    <div className="mt-4">
      <Button
        onClick={() => void send()}
        disabled={busy}
        aria-describedby={`${uid}-progress`}
        className="inline-flex min-h-11 items-center px-5 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? "Sending..." : "Send to subscribers"}
      </Button>
      <p id={`${uid}-progress`} role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {progress}
      </p>
    </div>
  );
}
