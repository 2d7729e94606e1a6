import { expect } from "@playwright/test";

/**
 * Runs `sequence` inside one window of a fixed-window rate limit. Counters are windows aligned to
 * the clock (lib/core/rate-limit.ts), so a sequence that crossed a window's end would start counting
 * again and see more requests through than the limit: when the current window ends within
 * `roomMs`, this first waits for the next one to begin, then proves the sequence stayed inside.
 */
export async function inOneLimitWindow<T>(windowMs: number, sequence: () => Promise<T>, roomMs = 30_000): Promise<T> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < roomMs) await new Promise((r) => setTimeout(r, left + 50));
  const window = Math.floor(Date.now() / windowMs);
  const result = await sequence();
  expect(Math.floor(Date.now() / windowMs), "the sequence took longer than its room in the limit's window").toBe(
    window,
  );
  return result;
}
