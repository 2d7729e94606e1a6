import type { ReactNode } from "react";
import { EmergencyPhone } from "@/components/support/emergency-phone";
import Link from "@/components/ui/link";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { AFFECTED, SEVERITIES } from "@/lib/support/schema";
import { torontoTime, type UrgentStage, type UrgentStatusView } from "@/lib/support/status-view";

/** How far a step has come: its label above it, and its edge drawn by support.css. */
type StepState = "done" | "current" | "waiting" | "failed";

const STATE_WORDS: Record<StepState, string> = {
  done: "Done",
  current: "In progress",
  waiting: "Waiting",
  failed: "Call us",
};

interface Step {
  state: StepState;
  text: ReactNode;
}

/** A step's state in words, so no colour has to say it; read as "Done: …". */
function StepLabel({ state }: { state: StepState }) {
  return (
    <span className="urgent-step-state">
      {STATE_WORDS[state]}
      <span className="sr-only">: </span>
    </span>
  );
}

/**
 * A moment in Toronto time, machine-readable as well. With `end` it closes its sentence: "9:52
 * a.m." already ends on a full stop, "9:52 a.m. on Monday, November 30" does not.
 */
function At({ at, now, end = false }: { at: Date; now: Date; end?: boolean }) {
  const text = torontoTime(at, now);
  return (
    <>
      <time dateTime={at.toISOString()}>{text}</time>
      {end && !text.endsWith(".") ? "." : null}
    </>
  );
}

/**
 * The paging step: where the page to the on-call technician stands. `of` names the open request a
 * request was attached to, whose page and technician it shares.
 */
function pagingStep(stage: UrgentStage, now: Date, of?: number): Step {
  const forIt = of ? ` for request #${of}` : "";
  switch (stage.kind) {
    case "paging":
      return { state: "current", text: `Paging the on-call technician${forIt}…` };
    case "scheduled":
      return {
        state: "waiting",
        text: (
          <>
            The on-call technician will be paged{forIt} when the help desk opens at <At at={stage.at} now={now} end />{" "}
            If it cannot wait, call <MainPhoneLink />.
          </>
        ),
      };
    case "paged":
      return {
        state: "done",
        text: (
          <>
            Paged the on-call technician{forIt} at <At at={stage.at} now={now} end />
          </>
        ),
      };
    case "acknowledged":
      return stage.pagedAt
        ? {
            state: "done",
            text: (
              <>
                Paged the on-call technician{forIt} at <At at={stage.pagedAt} now={now} end />
              </>
            ),
          }
        : {
            state: "done",
            text: of
              ? `A technician took request #${of} before anyone needed paging.`
              : "A technician took it before anyone needed paging.",
          };
    case "page-failed":
      return { state: "failed", text: `Paging${forIt} did not reach the technician.` };
    case "not-paged":
      return { state: "failed", text: "Sent to the on-call inbox; no technician was paged." };
    case "inbox-only":
      return {
        state: "failed",
        text: "Sent to the on-call inbox, not the pager: your practice's support code has already paged the technician as often as it can in the last hour.",
      };
  }
}

/** The last step: a technician has the request (or the open request it was attached to), or not yet. */
function acknowledgedStep(stage: UrgentStage, now: Date, of?: number): Step {
  if (stage.kind === "acknowledged") {
    const who = stage.by.charAt(0).toUpperCase() + stage.by.slice(1);
    return {
      state: "done",
      text: (
        <>
          {who} has {of ? `request #${of}, and yours with it` : "your request"} (since <At at={stage.at} now={now} />
          ).
        </>
      ),
    };
  }
  return { state: "waiting", text: "A technician takes your request and calls you back." };
}

/** What must not be missed: the stages where the client has to call, the number in large type. */
function callNow(stage: UrgentStage): ReactNode {
  if (stage.kind === "page-failed")
    return (
      <>
        We could not reach the technician automatically — please call <EmergencyPhone callPrefix={false} />
      </>
    );
  if (stage.kind === "not-paged")
    return (
      <>
        Received — call <EmergencyPhone callPrefix={false} /> now
      </>
    );
  if (stage.kind === "inbox-only")
    return (
      <>
        Received by the on-call inbox, not the pager — call <EmergencyPhone callPrefix={false} /> now
      </>
    );
  return null;
}

/**
 * A client's view of an urgent request (the page behind its status link): what was sent, and
 * where it stands from received to paged to taken by a technician, in Toronto time. The main line
 * is always in large type, since calling is always the fastest way. Pure, so the stage texts are
 * tested without the database; the page around it refreshes it.
 */
export function UrgentStatus({
  view,
  path,
  now = new Date(),
}: {
  view: UrgentStatusView;
  /** The page's own address, for the plain Refresh link (no JavaScript). */
  path: string;
  /** The moment the page is rendered: times on another day name their day. */
  now?: Date;
}) {
  const severity = SEVERITIES.find((s) => s.value === view.severity)?.label ?? view.severity;
  const affected = AFFECTED.find((a) => a.value === view.affected)?.label ?? view.affected;
  const call = callNow(view.stage);
  const steps: Step[] = [
    {
      state: "done",
      text: (
        <>
          Received at <At at={view.receivedAt} now={now} end />
        </>
      ),
    },
    pagingStep(view.stage, now, view.attachedTo),
    acknowledgedStep(view.stage, now, view.attachedTo),
  ];

  return (
    <div className="urgent-status">
      <h1>Urgent request #{view.reference}</h1>
      {call ? (
        <p role="alert" className="urgent-call-box urgent-call-box-alert">
          {call}
        </p>
      ) : (
        <div className="urgent-call-box">
          <p>Need us now? Call the main line, 24/7 for clients:</p>
          <EmergencyPhone />
        </div>
      )}
      {view.attachedTo ? (
        <p className="urgent-status-note">
          Added to your open request #{view.attachedTo}, which the technician already has or is being paged for.
        </p>
      ) : null}
      <h2>Where it stands</h2>
      {/* Announced when a refresh changes a step: only the changed text is read out. */}
      <ol aria-live="polite" className="urgent-status-steps">
        {steps.map((step, i) => (
          <li key={i} data-state={step.state}>
            <StepLabel state={step.state} />
            {step.text}
          </li>
        ))}
        {view.closedAt ? (
          <li data-state="done">
            <StepLabel state="done" />
            {view.closedWith ? `Closed with request #${view.closedWith} at ` : "Closed at "}
            <At at={view.closedAt} now={now} end />
          </li>
        ) : null}
      </ol>
      <p className="urgent-status-refresh">
        Checked at <At at={now} now={now} end />{" "}
        <Link href={path} className="inline-link">
          Refresh
        </Link>
      </p>
      <h2>What you sent</h2>
      <dl className="urgent-status-details">
        <div>
          <dt>Practice</dt>
          <dd>{view.practice}</dd>
        </div>
        <div>
          <dt>How serious</dt>
          <dd>{severity}</dd>
        </div>
        <div>
          <dt>What is affected</dt>
          <dd>{affected}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <At at={view.receivedAt} now={now} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
