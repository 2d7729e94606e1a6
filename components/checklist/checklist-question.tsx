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
    <fieldset aria-describedby={descriptionId} className="checklist-question">
      <legend>
        <span>{number}.</span> {question.text}
      </legend>
      <p id={descriptionId}>{question.description}</p>
      <div>
        {ANSWER_OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={answer === option.value}
              onChange={() => onAnswer(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
