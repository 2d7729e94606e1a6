import { codeCheckText, pagingState, type PagingFacts } from "@/lib/support/paging-state";

const NOW = new Date("2026-11-24T13:00:00Z");
const facts = (over: Partial<PagingFacts>): PagingFacts => ({
  severity: "critical",
  codeCheck: "valid",
  pageState: "none",
  pageDueAt: null,
  pagedAt: null,
  attachedToId: null,
  ...over,
});

describe("a request's paging state for staff", () => {
  it("says paged once the paging service took the page", () => {
    expect(pagingState(facts({ pageState: "paged", pagedAt: NOW }), NOW)).toMatchObject({
      label: "Paged",
      tone: "success",
    });
  });

  it("says a failed page clearly, with what to do", () => {
    const state = pagingState(facts({ pageState: "failed" }), NOW);
    expect(state.label).toBe("Page failed: call them");
    expect(state.tone).toBe("danger");
    expect(state.detail).toMatch(/Call the client back now/);
  });

  it("says why no one was paged", () => {
    const label = (over: Partial<PagingFacts>) => pagingState(facts(over), NOW).label;
    expect(label({ codeCheck: "none" })).toBe("Not paged: no code");
    expect(label({ codeCheck: "wrong" })).toBe("Not paged: wrong code");
    expect(label({ codeCheck: "revoked" })).toBe("Not paged: revoked code");
    expect(label({ codeCheck: "unchecked" })).toBe("Not paged: code not checked");
    expect(label({ severity: "standard" })).toBe("Not paged: standard");
    expect(label({})).toBe("Not paged: paging not set up");
    expect(label({ pageState: "held" })).toBe("Not paged: site limit");
  });

  it("names the request one was attached to", () => {
    expect(pagingState(facts({ pageState: "attached", attachedToId: 7 }), NOW)).toMatchObject({
      label: "Attached to #7",
      attachedTo: 7,
    });
  });

  it("tells a page waiting for the help desk's opening from one on its way", () => {
    expect(pagingState(facts({ pageState: "due", pageDueAt: new Date("2026-11-25T13:00:00Z") }), NOW).label).toBe(
      "Page scheduled",
    );
    expect(pagingState(facts({ pageState: "due", pageDueAt: NOW }), NOW).label).toBe("Paging");
    expect(pagingState(facts({ pageState: "scheduled", pageDueAt: new Date("2026-11-25T13:00:00Z") }), NOW).label).toBe(
      "Page scheduled",
    );
  });

  it("says when a code's limit kept a request from the pager with nothing open to attach it to", () => {
    const state = pagingState(facts({ pageState: "code-limit" }), NOW);
    expect(state.label).toBe("Not paged: code's limit");
    expect(state.detail).toMatch(/only the on-call inbox was told/);
    expect(pagingState(facts({ pageState: "withdrawn" }), NOW).label).toBe("Not paged: taken first");
  });

  it("writes the code check in words", () => {
    expect(codeCheckText("valid", "Smile Dental")).toBe("Valid: the code of Smile Dental");
    expect(codeCheckText("none", null)).toBe("No code given");
    expect(codeCheckText("wrong", null)).toMatch(/^Wrong/);
  });
});
