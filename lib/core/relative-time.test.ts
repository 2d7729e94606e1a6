import { relativeTime } from "./relative-time";

const now = new Date("2026-11-22T15:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [-300, "just now"],
    [60, "1 minute ago"],
    [45 * 60, "45 minutes ago"],
    [3600, "1 hour ago"],
    [23 * 3600, "23 hours ago"],
    [24 * 3600, "yesterday"],
    [3 * 24 * 3600, "3 days ago"],
    [7 * 24 * 3600, "last week"],
    [20 * 24 * 3600, "2 weeks ago"],
    [45 * 24 * 3600, "last month"],
    [200 * 24 * 3600, "6 months ago"],
    [400 * 24 * 3600, "last year"],
    [3 * 365 * 24 * 3600, "3 years ago"],
  ])("%i seconds before → %s", (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });
});
