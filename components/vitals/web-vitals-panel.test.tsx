import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { WebVitalsPanel } from "@/components/vitals/web-vitals-panel";
import type { VitalsDashboard } from "@/lib/vitals/dashboard";

async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs layout and styles jsdom does not have; the browser tests cover it.
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

const DATA: VitalsDashboard = {
  since: "2026-09-01",
  samples: 101,
  kinds: [
    {
      pageKind: "/locations/[slug]",
      samples: 100,
      weeks: [
        {
          monday: "2026-11-23",
          current: true,
          cells: {
            LCP: { samples: 40, p75: 3120.4, good: 10 },
            CLS: { samples: 20, p75: 0.02, good: 20 },
            FCP: { samples: 19, p75: 600_000, good: 0 },
          },
        },
        { monday: "2026-11-16", current: false, cells: { INP: { samples: 21, p75: 180, good: 21 } } },
      ],
    },
    {
      pageKind: "other",
      samples: 1,
      weeks: [{ monday: "2026-11-23", current: true, cells: { TTFB: { samples: 1, p75: 200, good: 1 } } }],
    },
  ],
};

describe("WebVitalsPanel", () => {
  it("shows one table per page kind, each cell's p75 with its verdict in words, the share good and the count", async () => {
    const { container } = render(<WebVitalsPanel data={DATA} />);
    const panel = screen.getByRole("region", { name: "Page speed for real visitors" });
    const locations = within(panel).getByRole("region", { name: /\/locations\/\[slug\]/ });
    const rows = within(locations).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const current = within(rows[1]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(current[0]).toBe("3,121 msOver25% good · 40 visits");
    expect(current[1]).toBe("No samples");
    expect(current[2]).toBe("0.020Good100% good · 20 visits");
    expect(within(rows[1]!).getByRole("rowheader").textContent).toBe("2026-11-23this week, so far");
    expect(within(rows[2]!).getAllByRole("cell")[1]!.textContent).toBe("180 msGood100% good · 21 visits");
    expect(within(panel).getByRole("heading", { name: /Other \(404 pages\)/ })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it("shows no p75 and no verdict for a week's cell of fewer than 20 visits, only their number", async () => {
    const { container } = render(<WebVitalsPanel data={DATA} />);
    const panel = screen.getByRole("region", { name: "Page speed for real visitors" });
    const locations = within(panel).getByRole("region", { name: /\/locations\/\[slug\]/ });
    // 19 visits at the largest values a beacon may carry: no "600,000 ms", no "0 % good".
    expect(within(within(locations).getAllByRole("row")[1]!).getAllByRole("cell")[3]!.textContent).toBe(
      "Too few visits19 visits",
    );
    const other = within(panel).getByRole("region", { name: /Other \(404 pages\)/ });
    expect(within(within(other).getAllByRole("row")[1]!).getAllByRole("cell")[4]!.textContent).toBe(
      "Too few visits1 visit",
    );
    expect(panel.textContent).not.toMatch(/600,000|[^0-9]0% good/);
    expect(await violations(container)).toEqual([]);
  });

  it("says so when nothing was measured", async () => {
    const { container } = render(<WebVitalsPanel data={{ since: "2026-09-01", samples: 0, kinds: [] }} />);
    expect(screen.getByText(/No measurements in these weeks yet/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(await violations(container)).toEqual([]);
  });
});
