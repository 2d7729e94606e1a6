import { fireEvent, render, screen } from "@testing-library/react";
import Link from "@/components/ui/link";

// Next's own Link, replaced by an anchor that shows the prefetch setting it was given.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ prefetch, href, ...props }: { prefetch?: unknown; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));

const link = () => screen.getByRole("link", { name: "Blog" });

describe("Link", () => {
  it("prefetches nothing while the visitor has shown no intent", () => {
    render(<Link href="/blog">Blog</Link>);
    expect(link()).toHaveAttribute("href", "/blog");
    expect(link()).toHaveAttribute("data-prefetch", "false");
  });

  it.each([
    ["a pointer over it", (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ["keyboard focus", (el: HTMLElement) => fireEvent.focus(el)],
    ["a finger on it", (el: HTMLElement) => fireEvent.touchStart(el)],
  ])("switches Next's default prefetching on at %s, and still runs the caller's handler", (_, intent) => {
    const handlers = { onPointerEnter: jest.fn(), onFocus: jest.fn(), onTouchStart: jest.fn() };
    render(
      <Link href="/blog" {...handlers}>
        Blog
      </Link>,
    );
    intent(link());
    expect(link()).toHaveAttribute("data-prefetch", "null");
    const called = Object.values(handlers).filter((h) => h.mock.calls.length > 0);
    expect(called).toHaveLength(1);
  });

  it("keeps prefetch={false} off even after intent, and passes prefetch={true} through once shown", () => {
    render(
      <>
        <Link href="/blog" prefetch={false}>
          Blog
        </Link>
        <Link href="/faq" prefetch>
          FAQ
        </Link>
      </>,
    );
    fireEvent.focus(link());
    expect(link()).toHaveAttribute("data-prefetch", "false");
    const faq = screen.getByRole("link", { name: "FAQ" });
    expect(faq).toHaveAttribute("data-prefetch", "false");
    fireEvent.focus(faq);
    expect(faq).toHaveAttribute("data-prefetch", "true");
  });
});
