"use client";

import { Button } from "@/components/ui/button";
import * as Tabs from "@radix-ui/react-tabs";
import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ChecklistQuestionField } from "@/components/checklist/checklist-question";
import { ChecklistResults } from "@/components/checklist/checklist-results";
import { FIRST_TAB as FIRST, getServerTab, getTab, setTab, subscribeTab } from "@/components/checklist/tab-in-url";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { CHECKLIST_CATEGORIES, TOTAL_QUESTIONS, type ChecklistCategoryId } from "@/content/checklist";
import { getAnswers, getServerAnswers, setAnswer, subscribeAnswers } from "@/lib/browser/checklist-answers";
import { answerOf, countAnswered, percentage } from "@/lib/checklist/scoring";

/**
 * The checklist island: the tabbed questionnaire (one Radix tab per category, every panel in the
 * served HTML) and, after View Results, the results view. Answers live in sessionStorage through
 * the answers store, and the open tab in the address's fragment, so a reload keeps both. The
 * server's parents pass the service cards in as `serviceCards`, and the public address the
 * downloaded results name as `siteUrl` (not the browser's address, which may be a proxy's or a
 * preview's).
 */
export function HealthChecklist({ serviceCards, siteUrl }: { serviceCards: ReactNode; siteUrl: string }) {
  const answers = useSyncExternalStore(subscribeAnswers, getAnswers, getServerAnswers);
  const tab = useSyncExternalStore(subscribeTab, getTab, getServerTab);
  const [view, setView] = useState<"questions" | "results">("questions");
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRefs = useRef(new Map<ChecklistCategoryId, HTMLDivElement>());
  const firstTabRef = useRef<HTMLButtonElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const index = CHECKLIST_CATEGORIES.findIndex((c) => c.id === tab);
  const isLast = index === CHECKLIST_CATEGORIES.length - 1;
  const answered = countAnswered(answers);
  const progress = percentage(answered, TOTAL_QUESTIONS);

  /** Brings the top of the checklist into view when it has scrolled away (after Next, results, retake). */
  const revealTop = () => {
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: "start" });
  };

  const goTo = (next: number) => {
    const category = CHECKLIST_CATEGORIES[next];
    if (!category) return;
    flushSync(() => setTab(category.id));
    revealTop();
    panelRefs.current.get(category.id)?.focus({ preventScroll: true });
  };

  const showResults = () => {
    flushSync(() => setView("results"));
    revealTop();
    resultsHeadingRef.current?.focus({ preventScroll: true });
  };

  const retake = () => {
    flushSync(() => {
      setView("questions");
      setTab(FIRST);
    });
    revealTop();
    firstTabRef.current?.focus({ preventScroll: true });
  };

  if (view === "results") {
    return (
      <div ref={rootRef} className="scroll-mt-4">
        <ChecklistResults
          answers={answers}
          headingRef={resultsHeadingRef}
          onRetake={retake}
          serviceCards={serviceCards}
          siteUrl={siteUrl}
        />
      </div>
    );
  }

  return (
    <div ref={rootRef} className="scroll-mt-4">
      <div className="rounded-xl border border-line bg-surface-raised p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p id="checklist-progress-label" className="font-semibold text-ink">
            Your progress
          </p>
          <p className="text-sm text-ink-muted">
            {answered} of {TOTAL_QUESTIONS} questions answered ({progress}%)
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="checklist-progress-label"
          aria-valuemin={0}
          aria-valuemax={TOTAL_QUESTIONS}
          aria-valuenow={answered}
          aria-valuetext={`${answered} of ${TOTAL_QUESTIONS} questions answered`}
          className="mt-3 h-3 overflow-hidden rounded-full border border-line bg-surface-alt"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ChecklistCategoryId)} className="mt-6">
        <Tabs.List aria-label="Checklist categories" className="flex flex-wrap gap-2 lg:grid lg:grid-cols-5">
          {CHECKLIST_CATEGORIES.map((category, i) => {
            const done = countAnswered(answers, [category]);
            return (
              <Tabs.Trigger
                key={category.id}
                value={category.id}
                ref={i === 0 ? firstTabRef : undefined}
                className="checklist-tab"
              >
                <span className="flex items-center gap-2">
                  <FeatureIcon name={category.icon} className="shrink-0 text-lg" />
                  {category.title}
                </span>
                <span className="text-xs font-normal" aria-hidden="true">
                  {done}/{category.questions.length}
                </span>
                <span className="sr-only">
                  {" "}
                  ({done} of {category.questions.length} answered)
                </span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        {CHECKLIST_CATEGORIES.map((category) => (
          <Tabs.Content
            key={category.id}
            value={category.id}
            forceMount
            // Every panel is rendered (all 25 questions are in the served HTML); the inactive ones
            // are hidden for everyone, assistive technology included.
            hidden={category.id !== tab}
            ref={(node) => {
              if (node) panelRefs.current.set(category.id, node);
              else panelRefs.current.delete(category.id);
            }}
            className="checklist-panel"
          >
            <h2>
              <span>
                <FeatureIcon name={category.icon} />
              </span>
              {category.title}
            </h2>
            <p>{category.description}</p>
            <ol>
              {category.questions.map((question, i) => (
                <li key={question.id}>
                  <ChecklistQuestionField
                    question={question}
                    number={i + 1}
                    answer={answerOf(answers, category.id, question.id)}
                    onAnswer={(value) => setAnswer(category.id, question.id, value)}
                  />
                </li>
              ))}
            </ol>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
        <Button
          onClick={() => goTo(index - 1)}
          disabled={index === 0}
          variant="secondary"
          className="min-h-11 px-5 py-2 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted disabled:hover:bg-transparent"
        >
          Previous
        </Button>
        <p className="order-last w-full text-center text-sm text-ink-muted sm:order-none sm:w-auto">
          Category {index + 1} of {CHECKLIST_CATEGORIES.length}
        </p>
        <Button onClick={() => (isLast ? showResults() : goTo(index + 1))} className="min-h-11 px-5 py-2">
          {isLast ? "View Results" : "Next"}
        </Button>
      </div>
    </div>
  );
}
