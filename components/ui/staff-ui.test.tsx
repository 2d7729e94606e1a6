import { render, screen, within } from "@testing-library/react";
import {
  StaffPanel,
  StaffTable,
  headingsFrom,
  panelClass,
  shownFrom,
  tdClass,
  thClass,
} from "@/components/ui/staff-ui";

describe("StaffTable", () => {
  it("in a region: a keyboard-reachable scroller named as asked, around the captioned table", () => {
    render(
      <StaffTable region="Support codes" caption="Support codes, by practice" headings={["Practice"]}>
        <tr>
          <td>Smile Dental</td>
        </tr>
      </StaffTable>,
    );
    const region = screen.getByRole("region", { name: "Support codes" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.className).toBe("relative overflow-x-auto");
    expect(within(region).getByRole("table", { name: "Support codes, by practice" })).toBeTruthy();
  });

  it("hides the columns asked below their breakpoint, and ends with an Actions column only a screen reader reads", () => {
    render(
      <StaffTable
        caption="Urgent requests"
        headings={["#", ...headingsFrom("md", ["Received", "Severity"]), "Practice"]}
        actions
      >
        <tr>
          <td>1</td>
        </tr>
      </StaffTable>,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((h) => [h.textContent, h.className])).toEqual([
      ["#", thClass],
      ["Received", `${thClass} hidden md:table-cell`],
      ["Severity", `${thClass} hidden md:table-cell`],
      ["Practice", thClass],
      ["Actions", thClass],
    ]);
    expect(headers[4]!.querySelector(".sr-only")?.textContent).toBe("Actions");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("gives a cell the same breakpoint as its heading", () => {
    expect(shownFrom("sm")).toBe(`${tdClass} hidden sm:table-cell`);
    expect(shownFrom("md", thClass)).toBe(`${thClass} hidden md:table-cell`);
  });
});

describe("StaffPanel", () => {
  it("is a section named by its heading, spaced from what comes before unless told otherwise", () => {
    render(
      <>
        <StaffPanel id="jobs-heading" title="Scheduled jobs">
          <p>Every minute</p>
        </StaffPanel>
        <StaffPanel id="other-heading" title="Other" className={`min-w-0 ${panelClass}`}>
          <p>Once a day</p>
        </StaffPanel>
      </>,
    );
    const jobs = screen.getByRole("region", { name: "Scheduled jobs" });
    expect(jobs.className).toBe(`mt-8 ${panelClass}`);
    expect(within(jobs).getByRole("heading", { level: 2, name: "Scheduled jobs" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Other" }).className).toBe(`min-w-0 ${panelClass}`);
  });
});
