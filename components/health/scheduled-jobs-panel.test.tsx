import { render, screen, within } from "@testing-library/react";
import { ScheduledJobsPanel } from "@/components/health/scheduled-jobs-panel";

describe("ScheduledJobsPanel", () => {
  it("warns of a job that never ran and one that is late, naming how to run each by hand", () => {
    render(
      <ScheduledJobsPanel
        jobs={[
          { name: "deliveries", state: "never-run", lastRunAt: null },
          { name: "retention", state: "late", lastRunAt: new Date("2026-11-20T08:30:00Z") },
        ]}
      />,
    );
    const region = screen.getByRole("region", { name: "Scheduled jobs" });
    const items = within(region).getAllByRole("listitem");
    expect(items[0]!.textContent).toMatch(/never ran.*Warning: it has never run.*npm run deliveries:run/);
    expect(items[1]!.textContent).toMatch(/last ran .*Warning: it is late.*npm run retention:purge/);
  });

  it("shows no warning while every job is on time", () => {
    render(
      <ScheduledJobsPanel
        jobs={[
          { name: "deliveries", state: "ok", lastRunAt: new Date() },
          { name: "retention", state: "ok", lastRunAt: new Date() },
        ]}
      />,
    );
    expect(screen.queryByText(/Warning/)).toBeNull();
  });
});
