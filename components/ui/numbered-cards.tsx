/** Steps in order: an ordered list of cards, each with its number in a brand-coloured disc. */
export function NumberedCards({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <ol className={`numbered-cards ${className}`}>
      {steps.map((step, i) => (
        <li key={step.title}>
          <span>{i + 1}</span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
