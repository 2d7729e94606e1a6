/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it, and the server then stores nothing.
 */
export function Honeypot({ register }: { register: () => Record<string, unknown> }) {
  return (
    <div aria-hidden="true" className="honeypot">
      <label htmlFor="website-field">Leave this field empty</label>
      <input id="website-field" type="text" tabIndex={-1} autoComplete="off" {...register()} />
    </div>
  );
}
