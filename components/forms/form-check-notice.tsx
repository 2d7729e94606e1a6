/**
 * The heading of a form's check page: why the submission was not taken, and the errors that
 * belong to no visible field (the page it was sent from, a field the form does not have).
 */
export function FormCheckNotice({ message, otherErrors }: { message: string; otherErrors: readonly string[] }) {
  return (
    <div role="alert" className="rounded-xl border border-danger bg-surface-raised p-5">
      <p className="font-semibold text-ink">{message}</p>
      {otherErrors.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-ink-muted">
          {otherErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Errors of fields the form does not show, as plain sentences. */
export function errorsOutside(fieldErrors: Record<string, string[]>, shown: readonly string[]): string[] {
  return Object.entries(fieldErrors)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
}
