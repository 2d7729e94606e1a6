import { useSyncExternalStore } from "react";

const subscribeNoop = () => () => {};

/**
 * False while the server renders and while the page hydrates, true from the render after: for
 * what only the browser can show (stored preferences) or what is needed only once scripts run,
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNoop,
    () => true,
    () => false,
  );
}
