import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BUSINESS } from "@/content/business";
import type { ResendStandIn } from "../support/resend-stand-in";
import { startMailTestWorld, type TempDatabase } from "./helpers";

let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({ EMAIL_TIMEOUT_MS: "400" }));
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await standIn.close();
  database.cleanup();
});

type Answer = "yes" | "no" | "unsure" | null;
const allYesBut = (no: string[]): Record<string, Record<string, Answer>> => ({
  security: { sec1: "yes", sec2: "yes", sec3: "yes", sec4: "yes", sec5: "yes" },
  backup: { bu1: "yes", bu2: "yes", bu3: "yes", bu4: no.includes("bu4") ? "no" : "yes", bu5: "yes" },
  compliance: { comp1: "yes", comp2: "yes", comp3: "yes", comp4: "yes", comp5: "yes" },
  infrastructure: {
    infra1: no.includes("infra1") ? "unsure" : "yes",
    infra2: "yes",
    infra3: "yes",
    infra4: "yes",
    infra5: "yes",
  },
  patient_experience: { pex1: "yes", pex2: "yes", pex3: "yes", pex4: "yes", pex5: null },
});

test("a submission is stored with scores recomputed from the answers, then the report and the lead notice are sent", async () => {
  const { submitChecklist } = await import("@/lib/checklist/submit");
  const { dbRead } = await import("@/lib/core/db");
  const id = await submitChecklist({
    email: "dr.patel@example.com",
    score: 100,
    categoriesScores: [{ title: "Security & Privacy", score: 100 }],
    results: allYesBut(["bu4", "infra1"]),
  });
  const row = await dbRead((db) => db.checklistSubmission.findUniqueOrThrow({ where: { id } }));
  assert.equal(row.score, 88); // 22 of 25: bu4 No, infra1 Not Sure, pex5 unanswered
  assert.deepEqual(
    JSON.parse(row.categoryScores).map((c: { id: string; score: number }) => [c.id, c.score]),
    [
      ["security", 100],
      ["backup", 80],
      ["compliance", 100],
      ["infrastructure", 80],
      ["patient_experience", 80],
    ],
  );
  const outbox = await dbRead((db) =>
    db.emailOutbox.findMany({ where: { relatedType: "ChecklistSubmission", relatedId: id }, orderBy: { kind: "asc" } }),
  );
  assert.deepEqual(
    outbox.map((m) => [m.kind, m.status, m.toAddress]),
    [
      ["checklist-lead", "sent", BUSINESS.emails.leads],
      ["checklist-results", "sent", "dr.patel@example.com"],
    ],
  );
  const report = standIn.received.find((m) => m.to[0] === "dr.patel@example.com");
  assert.equal(report?.subject, "Your IT health checklist results: 88% (Good)");
});

test("the outbox retry gives a submission stored without its messages (a crash in between) both of them, once", async () => {
  const { dbRead, dbWrite } = await import("@/lib/core/db");
  const { retryDueEmails } = await import("@/lib/jobs/outbox-retry");
  const stored = await dbWrite((db) =>
    db.checklistSubmission.create({
      data: {
        email: "orphan@example.com",
        score: 0,
        categoryScores: "[]",
        answers: JSON.stringify(allYesBut([])),
        createdAt: new Date(Date.now() - 5 * 60_000),
      },
    }),
  );
  const report = await retryDueEmails();
  assert.equal(report.reconciled, 2);
  // The run that stores them sends them: no request holds them, so they do not wait for another run.
  assert.equal(report.sent, 2);
  // Later runs store and send nothing twice.
  assert.deepEqual(
    [await retryDueEmails(), await retryDueEmails(new Date(Date.now() + 2 * 60_000))].map((r) => [
      r.reconciled,
      r.attempted,
    ]),
    [
      [0, 0],
      [0, 0],
    ],
  );
  const outbox = await dbRead((db) =>
    db.emailOutbox.findMany({
      where: { relatedType: "ChecklistSubmission", relatedId: stored.id },
      orderBy: { kind: "asc" },
    }),
  );
  assert.deepEqual(
    outbox.map((m) => [m.kind, m.status, m.toAddress]),
    [
      ["checklist-lead", "sent", BUSINESS.emails.leads],
      ["checklist-results", "sent", "orphan@example.com"],
    ],
  );
  // The message is rebuilt from the stored answers: 24 of 25 (pex5 unanswered) = 96 %.
  assert.equal(outbox[1]!.subject, "Your IT health checklist results: 96% (Good)");
});
