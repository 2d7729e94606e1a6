import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { AdminNav } from "@/components/layout/admin-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/leads" }));

const HREF = "/admin/deliveries?status=failed-for-good";

async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs layout and styles jsdom does not have; the browser tests cover it.
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe("AdminNav", () => {
  it("links to the deliveries (e-mails and pages) that failed for good, the count in the link's name", async () => {
    const { container } = render(<AdminNav failedForGood={{ count: 3, href: HREF }} />);
    const nav = screen.getByRole("navigation", { name: "Staff area" });
    const link = within(nav).getByRole("link", { name: "3 deliveries failed for good" });
    expect(link.getAttribute("href")).toBe(HREF);
    expect(within(nav).getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
    expect(await violations(container)).toEqual([]);
  });

  it("says one e-mail in the singular", () => {
    render(<AdminNav failedForGood={{ count: 1, href: HREF }} />);
    expect(screen.getByRole("link", { name: "1 delivery failed for good" }).getAttribute("href")).toBe(HREF);
  });

  it("links to the urgent requests no one has taken, only when there are some", () => {
    const { rerender } = render(
      <AdminNav failedForGood={{ count: 0, href: HREF }} untakenUrgent={{ count: 2, href: "/admin/urgent" }} />,
    );
    expect(screen.getByRole("link", { name: "2 urgent requests not taken" }).getAttribute("href")).toBe(
      "/admin/urgent",
    );
    rerender(<AdminNav failedForGood={{ count: 0, href: HREF }} untakenUrgent={{ count: 1, href: "/admin/urgent" }} />);
    expect(screen.getByRole("link", { name: "1 urgent request not taken" })).toBeTruthy();
    rerender(<AdminNav failedForGood={{ count: 0, href: HREF }} untakenUrgent={{ count: 0, href: "/admin/urgent" }} />);
    expect(screen.queryByRole("link", { name: /not taken/ })).toBeNull();
  });

  it("shows no such link while nothing has failed for good", () => {
    render(<AdminNav failedForGood={{ count: 0, href: HREF }} />);
    expect(screen.queryByRole("link", { name: /failed for good/ })).toBeNull();
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Urgent requests",
      "Leads",
      "Bookings",
      "Deliveries",
      "Blog",
      "Newsletter",
    ]);
  });
});
