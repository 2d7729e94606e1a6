import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element: React keeps its record of an element it has
 * hydrated in a property on the element itself (named `__reactFiber$` and a random suffix). For
 * behaviour a client component adds to served markup (listeners attached in effects), where
 * nothing visible changes when it arrives.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
}
