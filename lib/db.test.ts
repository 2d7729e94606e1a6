/** @jest-environment node */
import { DatabaseUnavailableError, isBusyError, isUnavailableError } from "@/lib/db";

describe("isUnavailableError", () => {
  it("knows the libSQL adapter's error for a local file it cannot open (folder missing)", () => {
    // What PrismaLibSQL throws for DATABASE_URL=file:/no/such/folder/site.db: a plain Error, empty code.
    const error = Object.assign(new Error("Failed to connect to database: `/no/such/folder/site.db`"), { code: "", clientVersion: "6.19.3" });
    expect(isUnavailableError(error)).toBe(true);
    expect(isBusyError(error)).toBe(false);
  });

  it("knows a lock held by another process, also deep in the cause chain", () => {
    expect(isUnavailableError(new Error("SQLITE_BUSY: database is locked"))).toBe(true);
    expect(isUnavailableError(new Error("query failed", { cause: new Error("database is locked") }))).toBe(true);
    expect(isUnavailableError(new DatabaseUnavailableError(new Error("x")))).toBe(true);
  });

  it("leaves our own bugs to be answered as 500", () => {
    expect(isUnavailableError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error("Unique constraint failed on the fields: (`email`)"), { code: "P2002" }))).toBe(false);
  });
});
