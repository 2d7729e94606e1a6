import { render, screen, within } from "@testing-library/react";
import { CampaignSourcesTable } from "@/components/leads/campaign-sources-table";
import { dashboardWeeks } from "@/lib/leads/dashboard";

const weeks = dashboardWeeks(new Date("2026-11-24T13:00:00.000Z"), 2);

describe("the leads-per-source table", () => {
  it("shows each source's total, then its weeks newest first, with a row of totals", () => {
    render(
      <CampaignSourcesTable
        weeks={weeks}
        rows={[
          { source: "google", weekly: [1, 0, 2], total: 3 },
          { source: "direct / unknown", weekly: [0, 1, 0], total: 1 },
        ]}
      />,
    );
    const region = screen.getByRole("region", { name: "Leads per source per week" });
    expect(region).toHaveAttribute("tabindex", "0");
    const table = within(region).getByRole("table", { name: "Leads per source per week, newest week first" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Source", "Total", "Week of Nov 23so far", "Week of Nov 16", "Week of Nov 9"]);
    const google = within(table).getByRole("row", { name: /^google/ });
    expect(
      within(google)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["3", "2", "0", "1"]);
    const all = within(table).getByRole("row", { name: /^All sources/ });
    expect(
      within(all)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["4", "2", "1", "1"]);
  });

  it("says so when there are no leads in the weeks", () => {
    render(<CampaignSourcesTable weeks={weeks} rows={[]} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/No contact messages, checklist results or confirmed sign-ups/)).toBeInTheDocument();
  });
});
