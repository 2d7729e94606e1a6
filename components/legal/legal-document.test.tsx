import { render, screen, within } from "@testing-library/react";
import PrivacyPolicyPage from "@/app/(site)/privacy-policy/page";
import TermsOfServicePage from "@/app/(site)/terms-of-service/page";
import { LEGAL_DOCUMENTS } from "@/content/legal";

const PAGES = [
  { doc: LEGAL_DOCUMENTS["privacy-policy"], Page: PrivacyPolicyPage },
  { doc: LEGAL_DOCUMENTS["terms-of-service"], Page: TermsOfServicePage },
];

describe.each(PAGES)("$doc.path page", ({ doc, Page }) => {
  it("has one h1 (the title) and headings that never skip a level", () => {
    const { container } = render(<Page />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(doc.title);
    const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(levels.filter((l) => l === 2).length).toBeGreaterThanOrEqual(9);
  });

  it("shows the revision date in a time element", () => {
    const { container } = render(<Page />);
    const time = container.querySelector(`time[datetime="${doc.lastUpdated}"]`);
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${doc.lastUpdated}T12:00:00Z`),
      ),
    );
    expect(time?.parentElement?.textContent).toMatch(/^Last Updated:/);
  });

  it("links the three related pages from a labelled navigation", () => {
    render(<Page />);
    const links = within(screen.getByRole("navigation", { name: "Related pages" })).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(doc.related.map((r) => r.href));
    links.forEach((l, i) => expect(l.textContent).toContain(doc.related[i]!.label));
  });

  it("renders the body as text only: no markup characters left over", () => {
    const { container } = render(<Page />);
    const article = container.querySelector("article")!;
    expect(article.textContent).not.toMatch(/\*\*|^#|\n- |[{}]/m);
  });
});
