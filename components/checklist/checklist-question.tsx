import { ANSWER_OPTIONS, type ChecklistAnswer, type ChecklistQuestion } from "@/content/checklist";

/** One question: a fieldset of three native radios (arrow keys move between them), and why it matters. */
export function ChecklistQuestionField({
  question,
  number,
  answer,
  onAnswer,
}: {
  question: ChecklistQuestion;
  number: number;
  answer: ChecklistAnswer | null;
  onAnswer: (value: ChecklistAnswer) => void;
}) {
  const descriptionId = `${question.id}-description`;
  return (
    <fieldset aria-describedby={descriptionId} className="min-w-0 rounded-xl border border-line bg-surface-raised p-5">
      {/* Floated so the question sits inside the card (not on its border) and wraps like text. */}
      <legend className="float-left w-full font-semibold text-ink">
        <span className="text-ink-muted">{number}.</span> {question.text}
      </legend>
      <p id={descriptionId} className="clear-both pt-1 text-sm text-ink-muted">
        {question.description}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {ANSWER_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line bg-surface px-4 py-2 text-ink hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:ring-1 has-[:checked]:ring-brand"
          >
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={answer === option.value}
              onChange={() => onAnswer(option.value)}
              className="h-4 w-4 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
