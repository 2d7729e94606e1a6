/** @jest-environment node */
import { getStaff } from "@/lib/auth/session";
import { recordExists } from "@/lib/publishing/records";
import { getUrgentStatus } from "@/lib/support/status";
import type { UrgentStatusView } from "@/lib/support/status-view";
import { NOT_FOUND_IN_SHELL, decidePath } from "./routing";

jest.mock("@/lib/auth/session", () => ({ getStaff: jest.fn() }));
jest.mock("@/lib/publishing/records", () => ({ recordExists: jest.fn() }));
jest.mock("@/lib/support/status", () => ({ getUrgentStatus: jest.fn() }));

const staff = jest.mocked(getStaff);
const exists = jest.mocked(recordExists);

/** Record 13 of each kind exists; 14 does not. */
beforeEach(() => {
  staff.mockReset();
  exists.mockReset();
  exists.mockImplementation(async (_kind, id) => id === 13);
});

describe("decidePath for a staff record's edit page", () => {
  it.each(["blog", "newsletter"])(
    "without a signed-in staff member, /admin/%s/<id> is a page whether the record exists or not, and nothing is looked up",
    async (kind) => {
      staff.mockResolvedValue(null);
      expect(await decidePath(`/admin/${kind}/13`)).toEqual({ kind: "pass" });
      expect(await decidePath(`/admin/${kind}/14`)).toEqual({ kind: "pass" });
      expect(exists).not.toHaveBeenCalled();
    },
  );

  it.each(["blog", "newsletter"])(
    "for signed-in staff, a missing /admin/%s/<id> is a 404 and an existing one a page",
    async (kind) => {
      staff.mockResolvedValue({ userId: 1, username: "staff" });
      expect(await decidePath(`/admin/${kind}/13`)).toEqual({ kind: "pass" });
      expect(await decidePath(`/admin/${kind}/14`)).toMatchObject({ kind: "not-found" });
      expect(exists).toHaveBeenCalledWith(kind, 14);
    },
  );

  it("when the session cannot be read (no secret, no database) the page decides, as for any lookup that fails", async () => {
    staff.mockRejectedValue(new Error("missing required secret: SESSION_SECRET"));
    expect(await decidePath("/admin/blog/14")).toEqual({ kind: "pass" });
    expect(exists).not.toHaveBeenCalled();
  });
});

describe("decidePath for an urgent request's status page", () => {
  const status = jest.mocked(getUrgentStatus);
  const view: UrgentStatusView = {
    reference: 1,
    practice: "Bloor Dental",
    severity: "critical",
    affected: "server",
    receivedAt: new Date("2026-11-27T15:00:00Z"),
    stage: { kind: "paging" },
  };

  beforeEach(() => {
    status.mockReset();
    status.mockImplementation(async (token) => (token === "known-token" ? view : null));
  });

  it("is a page for a token the getter knows, and the 404 in the site's shell for any other", async () => {
    expect(await decidePath("/support/status/known-token")).toEqual({ kind: "pass" });
    expect(await decidePath("/support/status/unknown")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_IN_SHELL });
    expect(status).toHaveBeenLastCalledWith("unknown");
    expect(await decidePath("/support/status")).toEqual({ kind: "not-found", rewriteTo: NOT_FOUND_IN_SHELL });
  });

  it("leaves the page to answer when the request cannot be looked up", async () => {
    status.mockRejectedValue(new Error("Can't reach database server"));
    expect(await decidePath("/support/status/known-token")).toEqual({ kind: "pass" });
  });
});
