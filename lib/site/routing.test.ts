/** @jest-environment node */
import { getStaff } from "@/lib/auth/session";
import { recordExists } from "@/lib/publishing/records";
import { decidePath } from "./routing";

jest.mock("@/lib/auth/session", () => ({ getStaff: jest.fn() }));
jest.mock("@/lib/publishing/records", () => ({ recordExists: jest.fn() }));

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
