/**
 * What staff read of a request's paging: paged, on its way or scheduled, or why no one was paged,
 * and a failed page in words that say what to do. Pure, from the stored request, so the list, the
 * request's page and their tests share it.
 */
export type PagingTone = "success" | "danger" | "warning" | "muted";

export interface PagingState {
  /** A short label for a badge: "Paged", "Page failed: call them". */
  label: string;
  /** One sentence more, for the request's own page. */
  detail: string;
  tone: PagingTone;
  /** Set for a request added to the practice's open one. */
  attachedTo?: number;
}

export interface PagingFacts {
  severity: string;
  codeCheck: string;
  pageState: string;
  pageDueAt: Date | null;
  pagedAt: Date | null;
  attachedToId: number | null;
}

/** Why no one was paged for a request stored with `pageState` "none", from its code check. */
function notPaged(facts: PagingFacts): PagingState {
  const tone: PagingTone = facts.severity === "standard" ? "muted" : "warning";
  switch (facts.codeCheck) {
    case "none":
      return { label: "Not paged: no code", detail: "No support code was given, so no one was paged.", tone };
    case "wrong":
      return {
        label: "Not paged: wrong code",
        detail: "The support code matched no client, so no one was paged.",
        tone,
      };
    case "revoked":
      return {
        label: "Not paged: revoked code",
        detail: "The support code given has been revoked, so no one was paged.",
        tone,
      };
    case "unchecked":
      return {
        label: "Not paged: code not checked",
        detail:
          "Too many wrong codes came from the client's network, so its code was not checked and no one was paged.",
        tone,
      };
  }
  if (facts.severity === "standard")
    return { label: "Not paged: standard", detail: "Standard requests page no one.", tone: "muted" };
  return {
    label: "Not paged: paging not set up",
    detail: "Paging is not set up on this site (ONCALL_WEBHOOK_URL), so no one was paged.",
    tone: "warning",
  };
}

export function pagingState(facts: PagingFacts, now: Date = new Date()): PagingState {
  if (facts.pagedAt) return { label: "Paged", detail: "The on-call technician was paged.", tone: "success" };
  switch (facts.pageState) {
    case "failed":
      return {
        label: "Page failed: call them",
        detail:
          "The page to the on-call technician could not be delivered, and the request was escalated. Call the client back now.",
        tone: "danger",
      };
    case "due":
    case "scheduled":
      return facts.pageDueAt && facts.pageDueAt > now
        ? {
            label: "Page scheduled",
            detail: "A major request outside the help desk's hours: the page goes out when the help desk opens.",
            tone: "muted",
          }
        : { label: "Paging", detail: "The page is on its way to the on-call technician.", tone: "muted" };
    case "attached":
      return {
        label: facts.attachedToId ? `Attached to #${facts.attachedToId}` : "Attached",
        detail:
          "This practice's code had reached its paging limit for the last 60 minutes, so this request was added to its open request instead of paging again.",
        tone: "muted",
        ...(facts.attachedToId ? { attachedTo: facts.attachedToId } : {}),
      };
    case "code-limit":
      return {
        label: "Not paged: code's limit",
        detail:
          "This practice's code had reached its paging limit for the last 60 minutes and none of its requests was open, so only the on-call inbox was told. Call the client back.",
        tone: "warning",
      };
    case "withdrawn":
      return {
        label: "Not paged: taken first",
        detail: "Taken or closed before the help desk's opening, when its page was due: no one was paged.",
        tone: "muted",
      };
    case "held":
      return {
        label: "Not paged: site limit",
        detail:
          "The site's paging limit for the hour was reached: this request was counted in one summary page instead of its own.",
        tone: "warning",
      };
  }
  return notPaged(facts);
}

/** What the code check found, in words. */
export function codeCheckText(codeCheck: string, practiceOfCode: string | null): string {
  switch (codeCheck) {
    case "valid":
      return practiceOfCode ? `Valid: the code of ${practiceOfCode}` : "Valid (the code has since been deleted)";
    case "none":
      return "No code given";
    case "wrong":
      return "Wrong: it matched no client";
    case "revoked":
      return practiceOfCode ? `Revoked: the code of ${practiceOfCode}, no longer valid` : "Revoked";
    case "unchecked":
      return "Not checked: too many wrong codes from the client's network";
    default:
      return codeCheck;
  }
}

const DELIVERY_KINDS: Record<string, string> = {
  "urgent-page": "Page to the on-call technician",
  "urgent-acknowledge": "“Acknowledged” to the paging service",
  "urgent-resolve": "“Resolved” to the paging service",
  "urgent-escalation-page": "Escalation page",
  "urgent-escalation-acknowledge": "“Acknowledged” to the escalation page",
  "urgent-escalation-resolve": "“Resolved” to the escalation page",
  "urgent-oncall": "E-mail to the on-call inbox",
  "urgent-oncall-opening": "E-mail to the on-call inbox: not paged at the opening",
  "urgent-client": "E-mail to the client",
  "urgent-escalation-email": "E-mail to the escalation inbox",
};

/** What a delivery of a request is, in words (its stored kind otherwise). */
export function deliveryKindLabel(kind: string): string {
  return DELIVERY_KINDS[kind] ?? kind;
}
