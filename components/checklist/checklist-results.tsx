import Link from "@/components/ui/link";
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { BandBadge, ScoreBar } from "@/components/checklist/score-band";
import { BAND_SUMMARIES, RESULTS_FILE_NAME } from "@/content/checklist";
import { resultsText } from "@/lib/checklist/results-text";
import {
  BAND_LABELS,
  GOOD_FROM,
  NEEDS_IMPROVEMENT_FROM,
  computeResults,
  recommendationsFor,
  scoreBand,
  type ChecklistAnswers,
  type ChecklistResults as Results,
} from "@/lib/checklist/scoring";
import type { ChecklistReport } from "@/lib/checklist/schema";
import { formatTorontoDate } from "@/lib/core/format";

const button = "inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold";
const primary = `${button} bg-brand text-on-brand hover:bg-brand-strong`;
const secondary = `${button} border border-brand text-brand hover:bg-brand-soft`;

const loadEmailDialog = () => import("@/components/checklist/email-results-dialog");

/**
 * The e-mail dialog (Radix Dialog, react-hook-form, zod) is its own chunk: the questionnaire page
 * loads without it, and the results view fetches it in the background as soon as it appears.
 */
const EmailResultsDialog = lazy(() =>
  loadEmailDialog()
    .then((m) => ({ default: m.EmailResultsDialog }))
    .catch(() => ({
      default: function EmailDialogUnavailable() {
        return (
          <p role="alert" className="w-full text-danger">
            The e-mail form could not be loaded. Please check your connection and reload the page; your answers are
            kept.
          </p>
        );
      },
    })),
);

/** Saves the results as a text file (RESULTS_FILE_NAME), made in the browser (no request). */
/** One of the score cards, named by its heading. */
function ScoreCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-line bg-surface-raised p-6 ${className}`}
    >
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function downloadResults(answers: ChecklistAnswers, siteUrl: string) {
  const text = resultsText(answers, { date: formatTorontoDate(new Date()), website: siteUrl });
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = RESULTS_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What the e-mail dialog sends: the scores as shown here, and the answers they come from. */
function emailedReport(answers: ChecklistAnswers, results: Results): ChecklistReport {
  return {
    score: results.score,
    categoriesScores: results.categories.map((c) => ({ title: c.title, score: c.score })),
    results: answers,
  };
}

/** The results view: overall and category scores with their bands, recommendations, actions. */
export function ChecklistResults({
  answers,
  headingRef,
  onRetake,
  serviceCards,
  siteUrl,
}: {
  answers: ChecklistAnswers;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetake: () => void;
  serviceCards: ReactNode;
  /** The site's public address (SITE_URL), named in the downloaded file. */
  siteUrl: string;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so the dialog remembers the last address.
  const [dialogMounted, setDialogMounted] = useState(false);
  const emailButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void loadEmailDialog().catch(() => undefined);
  }, []);
  const results = computeResults(answers);
  const recommendations = recommendationsFor(answers, results);
  const unanswered = results.total - results.answered;
  const categoryBlocks = recommendations.filter((r) => r.kind === "category");
  const general = recommendations.filter((r) => r.kind !== "category");

  return (
    <section aria-labelledby="checklist-results-heading" className="space-y-10">
      <h2 id="checklist-results-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink">
        Your IT Health Assessment Results
      </h2>

      <div className="grid gap-6 lg:grid-cols-3">
        <ScoreCard id="checklist-overall" title="Overall score" className="text-center">
          <p className="mt-3 text-6xl font-extrabold text-ink">{results.score}%</p>
          <p className="mt-3">
            <BandBadge band={results.band} />
          </p>
          <div className="mt-4">
            <ScoreBar score={results.score} band={results.band} />
          </div>
          <p className="mt-4 text-ink">{BAND_SUMMARIES[results.band]}</p>
          <p className="mt-3 text-sm text-ink-muted">
            {results.answered} of {results.total} questions answered.
            {unanswered > 0
              ? ` ${unanswered} unanswered ${unanswered === 1 ? "question counts" : "questions count"} as not in place.`
              : ""}
          </p>
        </ScoreCard>

        <ScoreCard id="checklist-categories" title="Scores by category" className="lg:col-span-2">
          <ul className="mt-4 space-y-5">
            {results.categories.map((c) => (
              <li key={c.id}>
                <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                  <span className="font-semibold text-ink">{c.title}</span>
                  <span className="flex items-center gap-3">
                    <span className="text-lg font-bold text-ink">{c.score}%</span>
                    <BandBadge band={c.band} />
                  </span>
                </div>
                <div className="mt-2">
                  <ScoreBar score={c.score} band={c.band} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-ink-muted">
            {`${BAND_LABELS.good} is ${GOOD_FROM}% or more, ${BAND_LABELS["needs-improvement"]} ${NEEDS_IMPROVEMENT_FROM} to ${GOOD_FROM - 1}%, ${BAND_LABELS["at-risk"]} below ${NEEDS_IMPROVEMENT_FROM}%.`}
          </p>
        </ScoreCard>
      </div>

      <div className="grid gap-3 sm:flex sm:flex-wrap">
        <button type="button" onClick={onRetake} className={secondary}>
          Retake Assessment
        </button>
        <button type="button" onClick={() => downloadResults(answers, siteUrl)} className={secondary}>
          Download Results
        </button>
        <button
          ref={emailButtonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={dialogOpen}
          onClick={() => {
            setDialogMounted(true);
            setDialogOpen(true);
          }}
          className={primary}
        >
          Email Results
        </button>
        <Link href="/contact" className={primary}>
          Contact Us
        </Link>
      </div>

      {dialogMounted ? (
        <Suspense fallback={null}>
          <EmailResultsDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            report={emailedReport(answers, results)}
            returnFocusTo={emailButtonRef}
          />
        </Suspense>
      ) : null}

      <section aria-labelledby="checklist-recommendations" className="space-y-4">
        <h3 id="checklist-recommendations" className="text-xl font-bold text-ink sm:text-2xl">
          Recommendations
        </h3>
        {categoryBlocks.map((r) => (
          <div key={r.categoryId} className="rounded-xl border border-line bg-surface-raised p-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-lg font-semibold text-ink">{r.title}</h4>
              <span className="flex items-center gap-3">
                <span className="font-bold text-ink">{r.score}%</span>
                <BandBadge band={scoreBand(r.score)} />
              </span>
            </div>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-muted">
              {r.actions.map((action) => (
                <li key={action}>{action}</li>
              ))}
            </ul>
          </div>
        ))}
        <ul className="grid gap-4 md:grid-cols-2">
          {general.map((r) => (
            <li
              key={r.kind}
              className={`rounded-xl border p-6 ${r.kind === "maintain" ? "border-success bg-success-soft" : "border-line bg-brand-soft"}`}
            >
              <h4 className="text-lg font-semibold text-ink">{r.title}</h4>
              <p className="mt-2 text-ink">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="checklist-services" className="space-y-4">
        <h3 id="checklist-services" className="text-xl font-bold text-ink sm:text-2xl">
          How we can help
        </h3>
        {serviceCards}
      </section>
    </section>
  );
}
