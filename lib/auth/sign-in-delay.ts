/** The longest a sign-in attempt for a much-guessed username waits. */
export const MAX_SIGN_IN_DELAY_MS = 3000;

/**
 * How long a sign-in attempt waits, given how many sign-ins of its username failed in the
 * current window (from any address). Up to `freeFailures` cost nothing; then each further
 * failure doubles the wait from 250 ms, capped at MAX_SIGN_IN_DELAY_MS. Guessing a password gets
 * slow; the right password from a new address still goes through.
 */
export function signInDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, 250 * 2 ** Math.min(failures - freeFailures, 10));
}
