import { MAX_SIGN_IN_DELAY_MS, signInDelayMs } from "@/lib/auth/sign-in-delay";

describe("signInDelayMs", () => {
  it("costs nothing for the first failures, then doubles from 250 ms", () => {
    expect([0, 4].map((n) => signInDelayMs(n, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => signInDelayMs(n, 5))).toEqual([250, 500, 1000, 2000]);
  });

  it("never waits longer than the cap, however many failures", () => {
    for (const n of [9, 10, 50, 10_000]) expect(signInDelayMs(n, 5)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(MAX_SIGN_IN_DELAY_MS).toBeLessThanOrEqual(5000);
  });
});
