import { fireEvent, render, screen } from "@testing-library/react";
import { SoftNavigation } from "@/components/layout/soft-navigation";
import Link from "@/components/ui/link";

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

function page() {
  return render(
    <>
      <SoftNavigation />
      <Link href="/blog">
        <span>Blog</span>
      </Link>
      <Link href="/faq">FAQ</Link>
      <Link href="/contact" onClick={(event) => event.preventDefault()}>
        Handled
      </Link>
      <a href="https://example.com/">Elsewhere</a>
      <a href="/blog" target="_blank">
        Blog in a new tab
      </a>
    </>,
  );
}

const link = (name: string) => screen.getByRole("link", { name });

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});

describe("<SoftNavigation>", () => {
  it("opens a page of the site through the router on a plain click, also from inside the link", () => {
    page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getByText("Blog").dispatchEvent(click);
    expect(router.push).toHaveBeenCalledWith("/blog");
    expect(click.defaultPrevented).toBe(true);
  });

  it("leaves other sites, new tabs, modified clicks and links that handled their own click to the browser", () => {
    page();
    fireEvent.click(link("Elsewhere"));
    fireEvent.click(link("Blog in a new tab"));
    fireEvent.click(link("FAQ"), { ctrlKey: true });
    fireEvent.click(link("FAQ"), { button: 1 });
    fireEvent.click(link("Handled"));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("prefetches a page once the visitor reaches for its link: pointer, finger or focus, once per link", () => {
    page();
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText("Blog"));
    fireEvent.pointerOver(link("Blog"));
    expect(router.prefetch.mock.calls).toEqual([["/blog"]]);
    fireEvent.focusIn(link("FAQ"));
    fireEvent.touchStart(link("Handled"));
    fireEvent.pointerOver(link("Elsewhere"));
    expect(router.prefetch.mock.calls).toEqual([["/blog"], ["/faq"], ["/contact"]]);
  });

  it("prefetches a link again when it is reached for after a navigation", () => {
    page();
    fireEvent.pointerOver(link("FAQ"));
    fireEvent.click(link("FAQ"));
    fireEvent.pointerOver(link("FAQ"));
    expect(router.prefetch.mock.calls).toEqual([["/faq"], ["/faq"]]);
  });

  it("stops when the page's layout is gone", () => {
    page().unmount();
    const anchor = document.body.appendChild(document.createElement("a"));
    anchor.href = "/blog";
    fireEvent.click(anchor);
    fireEvent.pointerOver(anchor);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
    anchor.remove();
  });
});
