import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { RetentionPanel } from "@/components/retention/retention-panel";
import { EMPTY_REPORT } from "@/lib/retention/report";

const LAST_RUN = new Date("2026-11-24T08:30:00.000Z");

async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs layout and styles jsdom does not have; the browser tests cover it.
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe("RetentionPanel", () => {
  it("says the purge never ran, as a warning, under its own heading", async () => {
    const { container } = render(<RetentionPanel status={{ ran: false }} />);
    const region = screen.getByRole("region", { name: "Data retention" });
    expect(within(region).getByText(/The purge has never run/).textContent).toMatch(/^Warning: /);
    expect(within(region).queryByText(/Last run/)).toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it("shows when it last ran and what it removed, without a warning when recent", async () => {
    const report = {
      ...EMPTY_REPORT,
      contactMessages: 3,
      releasedBookings: 5,
      pendingSubscribers: 12,
      unsentDeliveriesKept: 2,
      webVitalSamples: 40,
    };
    const { container } = render(<RetentionPanel status={{ ran: true, lastRunAt: LAST_RUN, report, stale: false }} />);
    const time = container.querySelector("time");
    expect(time?.getAttribute("datetime")).toBe(LAST_RUN.toISOString());
    expect(time?.textContent).toBe("2026-11-24, 03:30");
    expect(screen.queryByText(/Warning:/)).toBeNull();
    const terms = Array.from(container.querySelectorAll("dt")).map((d) => d.textContent);
    const counts = Array.from(container.querySelectorAll("dd")).map((d) => d.textContent);
    expect(terms[terms.indexOf("Contact messages")]).toBeDefined();
    expect(counts[terms.indexOf("Contact messages")]).toBe("3");
    expect(counts[terms.indexOf("Sign-ups never confirmed")]).toBe("12");
    expect(counts[terms.indexOf("Page-speed measurements")]).toBe("40");
    expect(counts[terms.indexOf("Bookings never confirmed")]).toBe("5");
    expect(terms).toHaveLength(16);
    expect(screen.getByText(/2 e-mail messages are older than 12 months but not sent yet/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Removed by the last run" })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it("warns when the last run is more than 2 days old", async () => {
    const { container } = render(
      <RetentionPanel status={{ ran: true, lastRunAt: LAST_RUN, report: EMPTY_REPORT, stale: true }} />,
    );
    expect(screen.getByText(/more than 2 days old/).textContent).toMatch(/^Warning: /);
    expect(screen.queryByText(/not sent yet/)).toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it("still shows the run when its report cannot be read", () => {
    render(<RetentionPanel status={{ ran: true, lastRunAt: LAST_RUN, report: null, stale: false }} />);
    expect(screen.getByText(/report cannot be read/)).toBeTruthy();
    expect(screen.queryByRole("term")).toBeNull();
  });
});
