import { LEGAL_DOCUMENTS } from "@/content/legal";
import { RETENTION } from "@/content/retention";

/** The privacy policy's "How long we keep information" section, up to the next heading. */
function retentionSection(): string {
  const body = LEGAL_DOCUMENTS["privacy-policy"].body;
  const start = body.indexOf("## How long we keep information");
  expect(start).toBeGreaterThanOrEqual(0);
  const end = body.indexOf("\n## ", start + 1);
  return body.slice(start, end === -1 ? undefined : end);
}

describe("the privacy policy states the periods the daily purge enforces", () => {
  const section = retentionSection();

  it.each([
    ["leads", `**Contact messages and checklist submissions:** ${RETENTION.leadMonths} months after we receive them`],
    ["unsubscribed", `for ${RETENTION.unsubscribedYears} years`],
    ["pending sign-ups", `not confirmed within ${RETENTION.pendingSignupDays} days, we delete the sign-up`],
    [
      "deliveries",
      `**Copies of e-mail sent from this website, and of the details it passes to our CRM:** ${RETENTION.deliveryMonths} months`,
    ],
    ["unsent deliveries", "never deleted unsent"],
    ["page speed", `**Page speed measurements:** ${RETENTION.webVitalMonths} months after they are recorded`],
    ["page views", `the scrambled page-view number sent with them, ${RETENTION.pageViewLinkHours} hours`],
    ["refused forms", `kept at most ${RETENTION.formCheckMinutes} minutes`],
    ["the daily run", "An automatic clean-up runs every day"],
    ["backups", `keep each backup ${RETENTION.backupDays} days`],
  ])("%s", (_name, text) => {
    expect(section).toContain(text);
  });
});
