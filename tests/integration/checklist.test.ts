import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BUSINESS } from "@/content/business";
import type { ResendStandIn } from "../support/resend-stand-in";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({ EMAIL_TIMEOUT_MS: "400" }));
});

after(() => stopMailTestWorld({ database, standIn }));

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
  const { getDb } = await import("@/lib/core/db");
  const id = await submitChecklist({
    email: "dr.patel@example.com",
    score: 100,
    categoriesScores: [{ title: "Security & Privacy", score: 100 }],
    results: allYesBut(["bu4", "infra1"]),
  });
  const row = await getDb().checklistSubmission.findUniqueOrThrow({ where: { id } });
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
  const deliveries = await getDb().delivery.findMany({
    where: { relatedType: "ChecklistSubmission", relatedId: id },
    orderBy: { kind: "asc" },
  });
  assert.deepEqual(
    deliveries.map((m) => [m.kind, m.status, m.toAddress]),
    [
      ["checklist-lead", "sent", BUSINESS.emails.leads],
      ["checklist-results", "sent", "dr.patel@example.com"],
    ],
  );
  const report = standIn.received.find((m) => m.to[0] === "dr.patel@example.com");
  assert.equal(report?.subject, "Your IT health checklist results: 88% (Good)");
});

const submission = (email: string) => ({
  email,
  score: 0,
  categoriesScores: [],
  results: allYesBut([]),
});

test("past the route-wide ceiling the office's notice is held for the digest; the visitor's report still goes out", async () => {
  const { submitChecklist } = await import("@/lib/checklist/submit");
  const { getDb } = await import("@/lib/core/db");
  const holdUntil = new Date(Date.now() + 30 * 60_000);
  const id = await submitChecklist(submission("busy.hour@example.com"), undefined, { holdUntil });
  const deliveries = await getDb().delivery.findMany({
    where: { relatedType: "ChecklistSubmission", relatedId: id },
    orderBy: { kind: "asc" },
  });
  assert.deepEqual(
    deliveries.map((m) => [m.kind, m.status]),
    [
      ["checklist-lead", "held"],
      ["checklist-results", "sent"],
    ],
  );
});

test("when one of its messages cannot be stored, the submission is not stored either", async () => {
  const { submitChecklist } = await import("@/lib/checklist/submit");
  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  const before = { submissions: await db.checklistSubmission.count(), deliveries: await db.delivery.count() };
  // The office's notice is the last write of the transaction: the submission and the visitor's
  // report are already written when it fails.
  await db.$executeRaw`ALTER TABLE "Delivery" ADD CONSTRAINT "refuse_checklist_lead" CHECK ("kind" <> 'checklist-lead') NOT VALID`;
  try {
    await assert.rejects(submitChecklist(submission("refused@example.com")), /refuse_checklist_lead|23514|check/i);
  } finally {
    await db.$executeRaw`ALTER TABLE "Delivery" DROP CONSTRAINT "refuse_checklist_lead"`;
  }
  assert.equal(await db.checklistSubmission.count(), before.submissions);
  assert.equal(await db.delivery.count(), before.deliveries);
  assert.ok(!standIn.received.some((m) => m.to[0] === "refused@example.com"), "no report for a refused submission");
});
