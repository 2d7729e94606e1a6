import { expect, test, type Page } from "@playwright/test";
import { dashboardWeeks } from "@/lib/leads/dashboard";
import { expectPageQualityInAllModes, setDisplayMode, showInMode } from "./helpers/display-modes";
import { executeSql } from "./helpers/db";
import { signIn } from "./helpers/staff";

/**
 * The dashboard's weekly charts against leads seeded at known moments, straight into the server's
 * database. The seeded weeks lie two months back, where no other test's leads arrive, and the
 * test compares each week's number before and after seeding, so it holds whatever the shared
 * database already holds.
 */
const RUN = `e2e-dash-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const EMAIL = `${RUN}@example.com`;
const SECOND = 1000;

async function weekCount(page: Page, table: string, monday: string): Promise<number> {
  const row = page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: `Week of ${monday}`, exact: true }) });
  return Number(await row.getByRole("cell").textContent());
}

async function readWeeks(page: Page, mondays: readonly string[]) {
  await page.goto("/admin");
  const read = async (table: string) => Promise.all(mondays.map((m) => weekCount(page, table, m)));
  return {
    contact: await read("Contact messages per week"),
    checklist: await read("Checklist results per week"),
    subscribers: await read("Confirmed newsletter sign-ups per week"),
  };
}

test.afterAll(async () => {
  await executeSql(`DELETE FROM "ContactMessage" WHERE "email" = $1`, [EMAIL]);
  await executeSql(`DELETE FROM "ChecklistSubmission" WHERE "email" = $1`, [EMAIL]);
  await executeSql(
    `DELETE FROM "NewsletterConsent" WHERE "subscriberId" IN (SELECT "id" FROM "NewsletterSubscriber" WHERE "email" = $1)`,
    [EMAIL],
  );
  await executeSql(`DELETE FROM "NewsletterSubscriber" WHERE "email" = $1`, [EMAIL]);
});

test("the dashboard counts leads per Toronto week (Monday 00:00 to Sunday 23:59) in its charts' tables", async ({
  page,
}) => {
  await signIn(page);
  const weeks = dashboardWeeks(new Date());
  // Two neighbouring weeks two months back: the later one's first moment and the earlier one's last.
  const earlier = weeks[3]!;
  const later = weeks[4]!;
  const mondays = [earlier.monday, later.monday];
  const before = await readWeeks(page, mondays);

  const lastMomentOfEarlier = new Date(later.start.getTime() - SECOND);
  const contact = (createdAt: Date) =>
    executeSql(
      `INSERT INTO "ContactMessage" ("name", "email", "message", "sourcePath", "createdAt") VALUES ($1, $2, $3, $4, $5)`,
      ["Dashboard Test", EMAIL, "Seeded for the dashboard test", "/contact", createdAt],
    );
  await contact(later.start);
  await contact(new Date(later.start.getTime() + 3 * 24 * 3600 * SECOND));
  await contact(new Date(later.end.getTime() - SECOND));
  await contact(lastMomentOfEarlier);
  for (const [score, createdAt] of [
    [95, later.start],
    [30, lastMomentOfEarlier],
    [60, lastMomentOfEarlier],
  ] as const) {
    await executeSql(
      `INSERT INTO "ChecklistSubmission" ("email", "score", "categoryScores", "answers", "createdAt") VALUES ($1, $2, '[]', '{}', $3)`,
      [EMAIL, score, createdAt],
    );
  }
  await executeSql(
    `INSERT INTO "NewsletterSubscriber" ("email", "name", "subscribed", "subscribedAt") VALUES ($1, $2, true, $3)`,
    [EMAIL, "Dashboard Test", later.start],
  );
  await executeSql(
    `INSERT INTO "NewsletterConsent" ("subscriberId", "givenAt", "sourcePath", "wording") SELECT "id", $1::timestamp, '/blog', 'Seeded' FROM "NewsletterSubscriber" WHERE "email" = $2`,
    [new Date(later.start.getTime() + 3600 * SECOND), EMAIL],
  );

  const after = await readWeeks(page, mondays);
  const added = (key: keyof typeof after) => after[key].map((n, i) => n - before[key][i]!);
  expect(added("contact")).toEqual([1, 3]);
  expect(added("checklist")).toEqual([2, 1]);
  expect(added("subscribers")).toEqual([0, 1]);
  // The picture draws the same numbers as the table.
  const chart = page.locator("figure").filter({ has: page.getByRole("table", { name: "Contact messages per week" }) });
  await expect(chart.locator("svg rect").nth(4)).toHaveAttribute("data-value", String(after.contact[1]));
});

test("the dashboard has zero axe violations in Standard, High Contrast at 150 % and dark", async ({ page }) => {
  await signIn(page);
  await expectPageQualityInAllModes(page, "/admin");
  for (const heading of [
    "Urgent requests",
    "Leads by week",
    "Leads by source",
    "Waiting for staff",
    "E-mail",
    "Checklist score bands",
    "Where leads came from",
    "Data retention",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
});

test("the dashboard fits a 390 px phone; High Contrast shows the charts' numbers as tables, whose text grows with the chosen size", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/admin");
  const table = page.getByRole("table", { name: "Contact messages per week" });
  for (const mode of ["standard", "high-contrast-150"] as const) {
    await showInMode(page, mode, "/admin");
    // Standard: only for screen readers (its wrapper a 1 px clipped box); High Contrast: there for everyone.
    const shownWidth = await table.evaluate((t) => t.parentElement!.getBoundingClientRect().width);
    if (mode === "standard") expect(shownWidth).toBeLessThanOrEqual(1);
    else expect(shownWidth).toBeGreaterThan(200);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page, mode).toBeLessThanOrEqual(widths.viewport);
    // The per-source table (shown once there are leads in the weeks) is wider than a phone: it
    // scrolls inside its own labelled region.
    const sources = page.getByRole("region", { name: "Leads per source per week" });
    if (await sources.count()) {
      const box = await sources.evaluate((r) => ({ shown: r.clientWidth, whole: r.scrollWidth }));
      expect(box.shown).toBeLessThanOrEqual(widths.viewport);
    }
  }
  await setDisplayMode(page, "standard");
});
