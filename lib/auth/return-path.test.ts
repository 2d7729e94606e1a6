import { safeReturnPath } from "@/lib/auth/return-path";

describe("the path signing in returns to", () => {
  it.each(["/admin/urgent/12", "/admin/urgent", "/admin/leads?kind=checklist&q=a+b", "/admin/urgent/codes"])(
    "follows the staff path %s",
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    "//evil.example/admin/",
    "https://evil.example/admin/urgent/1",
    "/admin\\evil",
    "\\\\evil.example",
    "/admin//evil.example",
    "/admin/../api/admin/sign-out",
    "/admin/./leads",
    "/admin/%2e%2e/api",
    "/admin/%2F%2Fevil.example",
    "/admin/%5cevil",
    "/admin/urgent/1#top",
    "/admin/urgent/1 ",
    "/admin/sign-in",
    "/admin/sign-in?next=/admin/leads",
    "/admin",
    "/blog",
    "admin/urgent/1",
    "javascript:alert(1)",
    "",
    `/admin/${"a".repeat(400)}`,
  ])("refuses %s", (value) => expect(safeReturnPath(value)).toBeNull());

  it("refuses what is not a string", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(["/admin/urgent/1"])).toBeNull();
  });
});
