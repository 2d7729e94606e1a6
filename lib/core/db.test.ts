/** @jest-environment node */
import { Prisma } from "@/lib/generated/prisma/client";
import { DatabaseUnavailableError, isRecordMissing, isUnavailableError, isUniqueViolation } from "@/lib/core/db";

/**
 * The errors below have the shapes Prisma and the `pg` driver adapter give for each case against a
 * real PostgreSQL server (recorded from one): a model query's error is a PrismaClientKnownRequestError
 * whose meta carries the adapter's error, a raw query's is P2010 with the same meta, and a lock not
 * granted within lock_timeout reaches the caller as the adapter's own error.
 */
const known = (message: string, code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "6.19.3", meta });

const adapterError = (cause: Record<string, unknown>) => ({
  driverAdapterError: { name: "DriverAdapterError", cause },
});

const uniqueCause = {
  originalCode: "23505",
  originalMessage: 'duplicate key value violates unique constraint "User_username_key"',
  kind: "UniqueConstraintViolation",
  constraint: { fields: ["username"] },
};

describe("isUnavailableError", () => {
  it("knows a server that cannot be reached (P1001)", () => {
    const error = known("Can't reach database server at 127.0.0.1:1", "P1001", {
      modelName: "User",
      ...adapterError({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 1 }),
    });
    expect(isUnavailableError(error)).toBe(true);
  });

  it("knows a database that does not exist, from a model query and from a raw one", () => {
    const cause = {
      originalCode: "3D000",
      originalMessage: 'database "gone" does not exist',
      kind: "DatabaseDoesNotExist",
      db: "gone",
    };
    expect(
      isUnavailableError(known("Database `gone` does not exist on the database server", "P1003", adapterError(cause))),
    ).toBe(true);
    expect(
      isUnavailableError(
        known(
          'Raw query failed. Code: `3D000`. Message: `database "gone" does not exist`',
          "P2010",
          adapterError(cause),
        ),
      ),
    ).toBe(true);
  });

  it("knows a lock not granted within lock_timeout (55P03), as the adapter throws it", () => {
    const error = Object.assign(new Error("canceling statement due to lock timeout"), {
      name: "DriverAdapterError",
      cause: { message: "canceling statement due to lock timeout", code: "55P03", kind: "postgres" },
    });
    expect(isUnavailableError(error)).toBe(true);
  });

  it("knows a server shutting down and a full connection table, also deep in the cause chain", () => {
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(isUnavailableError(new Error("query failed", { cause: shutdown }))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("sorry, too many clients already"), { code: "53300" }))).toBe(
      true,
    );
    expect(
      isUnavailableError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isUnavailableError(new DatabaseUnavailableError(new Error("x")))).toBe(true);
  });

  it("leaves our own bugs and refused writes to be answered as 500 or handled", () => {
    expect(isUnavailableError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(
      isUnavailableError(
        known("Unique constraint failed on the fields: (`username`)", "P2002", {
          modelName: "User",
          ...adapterError(uniqueCause),
        }),
      ),
    ).toBe(false);
    const syntax = known('Raw query failed. Code: `42601`. Message: `syntax error at or near "SELEC"`', "P2010", {
      ...adapterError({ originalCode: "42601", originalMessage: 'syntax error at or near "SELEC"', kind: "postgres" }),
    });
    expect(isUnavailableError(syntax)).toBe(false);
  });
});

describe("isUniqueViolation", () => {
  it("knows a model query's P2002 and a raw statement's 23505 (P2010)", () => {
    expect(
      isUniqueViolation(
        known("Unique constraint failed on the fields: (`username`)", "P2002", {
          modelName: "User",
          ...adapterError(uniqueCause),
        }),
      ),
    ).toBe(true);
    expect(
      isUniqueViolation(
        known(
          'Raw query failed. Code: `23505`. Message: `duplicate key value violates unique constraint "User_username_key"`',
          "P2010",
          adapterError(uniqueCause),
        ),
      ),
    ).toBe(true);
  });

  it("is false for other failures", () => {
    expect(isUniqueViolation(known("No record was found for an update.", "P2025", { modelName: "User" }))).toBe(false);
    expect(isUniqueViolation(new Error("canceling statement due to lock timeout"))).toBe(false);
  });
});

describe("isRecordMissing", () => {
  it("knows P2025 (an update or delete found no row)", () => {
    expect(isRecordMissing(known("No record was found for an update.", "P2025", { modelName: "User" }))).toBe(true);
    expect(isRecordMissing(known("Unique constraint failed", "P2002"))).toBe(false);
  });
});
