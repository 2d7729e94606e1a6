import { render, screen } from "@testing-library/react";
import { RichText } from "@/components/content/rich-text";

describe("RichText", () => {
  it("renders headings, paragraphs, lists and bold as elements", () => {
    const { container } = render(<RichText source={"## Heading\n\nLead-in:\n- **one**\n- two\n\n### Sub"} />);
    expect(screen.getByRole("heading", { level: 2, name: "Heading" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Sub" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelector("strong")?.textContent).toBe("one");
    // Plain text is the block's own text, with no element around it.
    expect(screen.getByText("Lead-in:").tagName).toBe("P");
  });

  it("shifts heading levels down when asked", () => {
    render(<RichText source={"## A\n\n### B"} headingOffset={1} />);
    expect(screen.getByRole("heading", { level: 3, name: "A" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "B" })).toBeInTheDocument();
  });

  it("shows stored scripts and javascript: links as text, never as elements", () => {
    const { container } = render(
      <RichText
        source={
          '<script>window.pwned = true</script>\n\n<a href="javascript:alert(1)">x</a>\n\n<img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<script>window.pwned = true</script>");
    expect(container.textContent).toContain('<a href="javascript:alert(1)">x</a>');
  });

  it("shows the empty text when there is no content", () => {
    render(<RichText source="" empty="No content available for this blog post." />);
    expect(screen.getByText("No content available for this blog post.")).toBeInTheDocument();
  });
});
