import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { BarChart, barShares } from "@/components/leads/charts/bar-chart";
import { weekBars } from "@/components/leads/lead-dashboard";
import { dashboardWeeks } from "@/lib/leads/dashboard";

const BARS = [
  { key: "a", label: "Week of 2026-11-09", value: 4, axisLabel: "9", axisSubLabel: "Nov" },
  { key: "b", label: "Week of 2026-11-16", value: 0, axisLabel: "16" },
  { key: "c", label: "Week of 2026-11-23", value: 10, axisLabel: "23" },
  { key: "d", label: "Week of 2026-11-30", value: 5, axisLabel: "30" },
];

async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs layout and styles jsdom does not have; the browser tests cover it.
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

const size = (rect: Element, attribute: "height" | "width") => Number(rect.getAttribute(attribute));

describe("BarChart", () => {
  it("draws column heights in proportion to the values, the tallest filling the plot", () => {
    const { container } = render(
      <BarChart title="Contact messages per week" bars={BARS} labelHeading="Week" valueHeading="Messages" />,
    );
    const rects = Array.from(container.querySelectorAll("svg rect"));
    expect(rects).toHaveLength(4);
    const heights = rects.map((r) => size(r, "height"));
    const tallest = Math.max(...heights);
    expect(tallest).toBeGreaterThan(0);
    expect(heights.map((h) => h / tallest)).toEqual([0.4, 0, 1, 0.5]);
    // Each column stands on the same baseline.
    expect(new Set(rects.map((r) => Number(r.getAttribute("y")) + size(r, "height"))).size).toBe(1);
  });

  it("draws row lengths in proportion to the values", () => {
    const { container } = render(
      <BarChart title="Leads by page" layout="rows" bars={BARS} labelHeading="Page" valueHeading="Leads" />,
    );
    const widths = Array.from(container.querySelectorAll("svg rect")).map((r) => size(r, "width"));
    expect(widths.map((w) => w / Math.max(...widths))).toEqual([0.4, 0, 1, 0.5]);
  });

  it("hides the picture from assistive technology and gives the same numbers in a table", async () => {
    const { container } = render(
      <BarChart title="Contact messages per week" bars={BARS} labelHeading="Week" valueHeading="Messages" />,
    );
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    const table = screen.getByRole("table", { name: "Contact messages per week" });
    const rows = within(table).getAllByRole("row").slice(1);
    const fromTable = rows.map((r) => [
      within(r).getByRole("rowheader").textContent,
      Number(within(r).getByRole("cell").textContent),
    ]);
    expect(fromTable).toEqual(BARS.map((b) => [b.label, b.value]));
    const drawn = Array.from(container.querySelectorAll("svg rect")).map((r) => Number(r.getAttribute("data-value")));
    expect(drawn).toEqual(BARS.map((b) => b.value));
    expect(await violations(container)).toEqual([]);
  });

  it("draws nothing taller than zero when every value is zero", () => {
    expect(barShares([0, 0, 0])).toEqual([0, 0, 0]);
    const { container } = render(
      <BarChart
        title="Empty"
        bars={BARS.map((b) => ({ ...b, value: 0 }))}
        labelHeading="Week"
        valueHeading="Messages"
      />,
    );
    expect(Array.from(container.querySelectorAll("svg rect")).map((r) => size(r, "height"))).toEqual([0, 0, 0, 0]);
  });
});

describe("weekBars", () => {
  it("labels each Monday by its day, names the month where it changes, and marks this week", () => {
    const bars = weekBars(
      dashboardWeeks(new Date("2026-11-24T13:00:00Z")),
      Array.from({ length: 13 }, (_, i) => i),
    );
    expect(bars.map((b) => b.axisSubLabel).filter(Boolean)).toEqual(["Aug", "Sep", "Oct", "Nov"]);
    expect(bars[0]).toMatchObject({ label: "Week of 2026-08-31", axisLabel: "31", value: 0 });
    expect(bars.at(-1)).toMatchObject({ label: "Week of 2026-11-23 (this week, so far)", axisLabel: "23", value: 12 });
  });
});
