/** Steps in order: an ordered list of cards, each with its number in a brand-coloured disc. */
export function NumberedCards({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl border border-line bg-surface-raised p-6">
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand font-bold text-on-brand">
            {i + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
