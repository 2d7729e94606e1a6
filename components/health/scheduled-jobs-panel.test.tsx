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

  const ON_TIME = [
    { name: "deliveries" as const, state: "ok" as const, lastRunAt: new Date() },
    { name: "retention" as const, state: "ok" as const, lastRunAt: new Date() },
  ];

  it("names each failing booking feed with its error and says booking is paused", () => {
    render(
      <ScheduledJobsPanel
        jobs={ON_TIME}
        feeds={{
          state: "failing",
          paused: true,
          feeds: [
            {
              feed: "feed 1 (outlook.office365.com)",
              state: "ok",
              lastSuccessAt: new Date(),
              lastError: null,
              lastErrorAt: null,
            },
            {
              feed: "feed 2 (calendar.google.com)",
              state: "failing",
              lastSuccessAt: new Date("2026-11-20T08:30:00Z"),
              lastError: "FeedFetchError: feed 2 (calendar.google.com): answered 404",
              lastErrorAt: new Date("2026-11-20T09:30:00Z"),
            },
          ],
        }}
      />,
    );
    const region = screen.getByRole("region", { name: "Scheduled jobs" });
    const feeds = within(region).getByText("Booking calendar feeds").closest("li")!;
    expect(feeds.textContent).toMatch(/1 of 2 not read within the hour/);
    expect(feeds.textContent).toMatch(/Warning: booking is paused/);
    expect(feeds.textContent).toMatch(/feed 2 \(calendar\.google\.com\): last read .*answered 404/);
    expect(feeds.textContent).not.toMatch(/feed 1/);
  });

  it("shows no warning while every feed was read, and says when none is configured", () => {
    const feed = {
      feed: "feed 1 (outlook.office365.com)",
      state: "ok" as const,
      lastSuccessAt: new Date(),
      lastError: null,
      lastErrorAt: null,
    };
    const { unmount } = render(
      <ScheduledJobsPanel jobs={ON_TIME} feeds={{ state: "ok", paused: false, feeds: [feed] }} />,
    );
    expect(screen.getByText("Booking calendar feeds").closest("li")!.textContent).toMatch(/all 1 read within the hour/);
    expect(screen.queryByText(/Warning/)).toBeNull();
    unmount();
    render(<ScheduledJobsPanel jobs={ON_TIME} feeds={{ state: "not-configured" }} />);
    expect(screen.getByText("Booking calendar feeds").closest("li")!.textContent).toMatch(/not configured/);
    expect(screen.queryByText(/Warning/)).toBeNull();
  });
});
