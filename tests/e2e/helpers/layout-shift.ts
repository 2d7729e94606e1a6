import type { Page } from "@playwright/test";

/** One layout-shift entry as the page recorded it: its score, and what moved (tag and start). */
export interface RecordedShift {
  value: number;
  hadRecentInput: boolean;
  moved: string[];
}

/**
 * Records every layout shift of the pages `page` opens from now on, from before their first paint
 * (an init script with a buffered observer), so a test can read them or their cumulative score.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as unknown as { __shifts: RecordedShift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          moved: entry.sources.map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.textContent),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const shifts = () => page.evaluate(() => (window as unknown as { __shifts: RecordedShift[] }).__shifts);
  return {
    shifts,
    /** Cumulative layout shift: the shifts not caused by the visitor's own input, summed. */
    cls: async () => (await shifts()).filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
  };
}
