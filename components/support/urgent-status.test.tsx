import { render, screen, within } from "@testing-library/react";
import { UrgentStatus } from "@/components/support/urgent-status";
import { MAIN_PHONE, telHref } from "@/content/business";
import type { UrgentStage, UrgentStatusView } from "@/lib/support/status-view";

// Friday 27 November 2026, 10:00 in Toronto.
const NOW = new Date("2026-11-27T15:00:00Z");
const PATH = "/support/status/tok_EN-1";

const view = (stage: UrgentStage, extra: Partial<UrgentStatusView> = {}): UrgentStatusView => ({
  reference: 1042,
  practice: "Bloor Dental",
  severity: "critical",
  affected: "server",
  receivedAt: new Date("2026-11-27T14:52:00Z"), // 9:52 a.m.
  stage,
  ...extra,
});

const show = (v: UrgentStatusView) => render(<UrgentStatus view={v} path={PATH} now={NOW} />);

/** An element's text with its whitespace as a reader sees it. */
const said = (el: Element | undefined) => el!.textContent!.replace(/\s+/g, " ").trim();
/** Each step's sentence, in order. */
const steps = () => within(screen.getByRole("list")).getAllByRole("listitem").map(said);
/** The details: each term with its value. */
const details = () =>
  Object.fromEntries(
    [...document.querySelectorAll("dl > div")].map((d) => [said(d.querySelector("dt")!), said(d.querySelector("dd")!)]),
  );
const text = () => said(document.body);

/** The main line in large type, as a tap-to-call link. */
function expectPhoneInLargeType(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>("a.emergency-phone");
  expect(links.length).toBeGreaterThan(0);
  for (const a of links) {
    expect(a).toHaveAttribute("href", telHref(MAIN_PHONE));
    expect(a).toHaveTextContent(MAIN_PHONE.display);
  }
}

describe("an urgent request's status", () => {
  it("shows the reference, what was sent in plain words, the received time and a plain Refresh link", () => {
    show(view({ kind: "paging" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Urgent request #1042");
    expect(details()).toEqual({
      Practice: "Bloor Dental",
      "How serious": "Critical: the practice cannot see patients (server down, ransomware)",
      "What is affected": "Server",
      Received: "9:52 a.m.",
    });
    expect(steps()[0]).toBe("Done: Received at 9:52 a.m.");
    expect(text()).toContain("Checked at 10:00 a.m. Refresh");
    expect(screen.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", PATH);
    expect(screen.getByRole("list")).toHaveAttribute("aria-live", "polite");
    expectPhoneInLargeType();
    expect(screen.getByRole("link", { name: `Call ${MAIN_PHONE.display}` })).toBeTruthy();
  });

  it("paging: says the technician is being paged", () => {
    show(view({ kind: "paging" }));
    expect(steps()[1]).toBe("In progress: Paging the on-call technician…");
    expect(steps()[2]).toMatch(/^Waiting:/);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("scheduled: says when the page goes out, on which day, and to call if it cannot wait", () => {
    show(view({ kind: "scheduled", at: new Date("2026-11-30T13:00:00Z") }, { severity: "major" }));
    expect(steps()[1]).toBe(
      `Waiting: The on-call technician will be paged when the help desk opens at 8:00 a.m. on Monday, November 30. If it cannot wait, call ${MAIN_PHONE.display}.`,
    );
    const step = within(screen.getByRole("list")).getAllByRole("listitem")[1]!;
    expect(within(step).getByRole("link", { name: MAIN_PHONE.display })).toHaveAttribute("href", telHref(MAIN_PHONE));
    expectPhoneInLargeType();
  });

  it("scheduled for later today: one full stop after the time", () => {
    show(view({ kind: "scheduled", at: new Date("2026-11-27T16:00:00Z") }, { severity: "major" }));
    expect(steps()[1]).toMatch(/opens at 11:00 a\.m\. If it cannot wait/);
    expectPhoneInLargeType();
  });

  it("paged: says when", () => {
    show(view({ kind: "paged", at: new Date("2026-11-27T14:53:00Z") }));
    expect(steps()[1]).toBe("Done: Paged the on-call technician at 9:53 a.m.");
    expect(document.querySelector("li time")).toHaveAttribute("datetime", "2026-11-27T14:52:00.000Z");
    expect(document.querySelectorAll("li time")[1]).toHaveAttribute("datetime", "2026-11-27T14:53:00.000Z");
  });

  it("acknowledged: names who has it and since when", () => {
    const { unmount } = show(
      view({
        kind: "acknowledged",
        at: new Date("2026-11-27T14:58:00Z"),
        by: "Priya",
        pagedAt: new Date("2026-11-27T14:51:00Z"),
      }),
    );
    expect(steps()[1]).toBe("Done: Paged the on-call technician at 9:51 a.m.");
    expect(steps()[2]).toBe("Done: Priya has your request (since 9:58 a.m.).");
    unmount();
    show(view({ kind: "acknowledged", at: new Date("2026-11-27T14:58:00Z"), by: "a technician" }));
    expect(steps()[1]).toBe("Done: A technician took it before anyone needed paging.");
    expect(steps()[2]).toBe("Done: A technician has your request (since 9:58 a.m.).");
  });

  it("page-failed: asks the client to call, prominently, the number in large type", () => {
    show(view({ kind: "page-failed" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      `We could not reach the technician automatically — please call ${MAIN_PHONE.display}`,
    );
    expect(within(alert).getByRole("link", { name: MAIN_PHONE.display })).toHaveClass("emergency-phone");
    expect(steps()[1]).toBe("Call us: Paging did not reach the technician.");
  });

  it("not-paged: says it was received and to call now, prominently", () => {
    show(view({ kind: "not-paged" }, { severity: "standard" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(`Received — call ${MAIN_PHONE.display} now`);
    expect(within(alert).getByRole("link", { name: MAIN_PHONE.display })).toHaveClass("emergency-phone");
    expect(steps()[1]).toBe("Call us: Sent to the on-call inbox; no technician was paged.");
  });

  it("says when the request was added to the practice's open one", () => {
    show(view({ kind: "paged", at: new Date("2026-11-27T14:40:00Z") }, { attachedTo: 1039 }));
    expect(text()).toContain(
      "Added to your open request #1039, which the technician already has or is being paged for.",
    );
  });

  it("attached: shows the open request's paging and who has it, labelled with that request's reference", () => {
    show(
      view(
        {
          kind: "acknowledged",
          at: new Date("2026-11-27T14:55:00Z"),
          by: "Priya",
          pagedAt: new Date("2026-11-27T14:40:00Z"),
        },
        { attachedTo: 1039 },
      ),
    );
    expect(steps()).toEqual([
      "Done: Received at 9:52 a.m.",
      "Done: Paged the on-call technician for request #1039 at 9:40 a.m.",
      "Done: Priya has request #1039, and yours with it (since 9:55 a.m.).",
    ]);
  });

  it("attached: closed with the open request, and says so", () => {
    show(
      view(
        { kind: "acknowledged", at: new Date("2026-11-27T14:55:00Z"), by: "Priya" },
        { attachedTo: 1039, closedAt: new Date("2026-11-27T14:58:00Z"), closedWith: 1039 },
      ),
    );
    expect(steps()[1]).toBe("Done: A technician took request #1039 before anyone needed paging.");
    expect(steps()[3]).toBe("Done: Closed with request #1039 at 9:58 a.m.");
  });

  it("inbox-only: says plainly it reached the on-call inbox, not the pager, and to call now", () => {
    show(view({ kind: "inbox-only" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(`Received by the on-call inbox, not the pager — call ${MAIN_PHONE.display} now`);
    expect(within(alert).getByRole("link", { name: MAIN_PHONE.display })).toHaveClass("emergency-phone");
    expect(steps()[1]).toMatch(/^Call us: Sent to the on-call inbox, not the pager: /);
    expectPhoneInLargeType();
  });

  it("says when it was closed, naming the day when that is not today", () => {
    show(
      view(
        { kind: "acknowledged", at: new Date("2026-11-26T15:00:00Z"), by: "Priya" },
        { receivedAt: new Date("2026-11-26T14:50:00Z"), closedAt: new Date("2026-11-26T17:30:00Z") },
      ),
    );
    expect(steps()[3]).toBe("Done: Closed at 12:30 p.m. on Thursday, November 26.");
    expect(steps()[0]).toBe("Done: Received at 9:50 a.m. on Thursday, November 26.");
    expectPhoneInLargeType();
  });
});
