const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * POST /api/health-checklist/email's rate limits (before RATE_LIMIT_SCALE). The endpoint sends
 * mail to an address the visitor types, so one address receives at most three reports an hour,
 * whoever asks for them. Kept free of I/O so tests can read it.
 */
export const CHECKLIST_LIMITS = {
  perAddress: { max: 5, windowMs: 10 * MINUTE },
  /** Route-wide: past it the office's notices are held for a digest; no visitor is refused. */
  ceiling: { max: 300, windowMs: HOUR },
  perRecipient: { max: 3, windowMs: HOUR },
} as const;
