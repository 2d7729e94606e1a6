import "@testing-library/jest-dom";

/*
 * Links in jsdom are their anchor. Node's module resolution gives `next/link` as the Pages Router's
 * Link (the bundler gives app code the App Router's, which cannot load outside it); without an
 * IntersectionObserver that Link marks itself seen from an idle callback, a state update after the
 * test has finished, and React warns about it. Component tests read a link's address, name and
 * attributes; following links is the browser tests' part (tests/e2e/links.spec.ts).
 */
jest.mock("next/link", () => {
  const { createElement } = jest.requireActual<typeof import("react")>("react");
  const NEXT_ONLY = ["prefetch", "replace", "scroll", "shallow", "passHref", "legacyBehavior", "onNavigate"];
  function Link({ href, ...props }: { href: string } & Record<string, unknown>) {
    const anchorProps = Object.fromEntries(Object.entries(props).filter(([key]) => !NEXT_ONLY.includes(key)));
    return createElement("a", { href, ...anchorProps });
  }
  return { __esModule: true, default: Link };
});
