/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * An urgent request crosses into the deliveries once on its way in: submitUrgent hands the request
 * and all its messages (e-mails and page) to storeAndSend, which stores them in one transaction,
 * sends them after the answer and gives the outcome back through the hook it was handed
 * (docs/decisions/0032-deliveries-job-and-hooks.md). The modules that build the request's messages
 * (the e-mails, the pager events, the page limits) call nothing of the deliveries: they only name
 * their types. The one read inside the request's transaction is the client-mail count, listed here
 * so a new call shows up as a change to this list.
 */
const SUPPORT = __dirname;

/** The names a module takes at run time from lib/deliveries, per module (type-only imports left out). */
function deliveriesCalls(file: string): string[] {
  const source = fs.readFileSync(path.join(SUPPORT, file), "utf8");
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@\/lib\/deliveries\/([^"]+)"/g)) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(",").map((s) => s.trim()))
      if (specifier && !specifier.startsWith("type ")) names.push(`${match[3]}:${specifier}`);
  }
  return names.sort();
}

describe("an urgent request's crossings into the deliveries", () => {
  it("stores and sends all of a request's messages with one call", () => {
    expect(deliveriesCalls("submit.ts")).toEqual(["deliver:storeAndSend", "records:countEmailsToMailbox"]);
  });

  it("builds the request's e-mails, pager events and pages without calling the deliveries", () => {
    expect(["emails.ts", "events.ts", "page-limits.ts"].flatMap(deliveriesCalls)).toEqual([]);
  });
});
