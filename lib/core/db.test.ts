/** @jest-environment node */
import {
  DatabaseUnavailableError,
  isBusyError,
  isUnavailableError,
  dbWrite,
  withBusyRetry,
  TRIES_AFTER_GIVE_UP,
} from "@/lib/core/db";

describe("isUnavailableError", () => {
  it("knows the libSQL adapter's error for a local file it cannot open (folder missing)", () => {
    // What PrismaLibSQL throws for DATABASE_URL=file:/no/such/folder/site.db: a plain Error, empty code.
    const error = Object.assign(new Error("Failed to connect to database: `/no/such/folder/site.db`"), {
      code: "",
      clientVersion: "6.19.3",
    });
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
    expect(
      isUnavailableError(
        Object.assign(new Error("Unique constraint failed on the fields: (`email`)"), { code: "P2002" }),
      ),
    ).toBe(false);
  });
});

describe("withBusyRetry", () => {
  const locked = () => {
    const calls = { n: 0 };
    const fn = async () => {
      calls.n++;
      throw new Error("SQLITE_BUSY: database is locked");
    };
    return { calls, fn };
  };

  it("gives up with DatabaseUnavailableError after its attempts", async () => {
    const { calls, fn } = locked();
    await expect(withBusyRetry(fn, { attempts: 4, baseDelayMs: 1 })).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(calls.n).toBe(4);
  });

  it("does not retry what is not a lock", async () => {
    let n = 0;
    await expect(
      withBusyRetry(async () => {
        n++;
        throw new TypeError("a bug");
      }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(n).toBe(1);
  });
});

describe("dbWrite under a lock that outlasts the retries", () => {
  it("gives the writes queued behind the one that gave up only a few quick tries, then full ones again", async () => {
    const calls: string[] = [];
    const busy = (name: string) => async () => {
      calls.push(name);
      throw new Error("SQLITE_BUSY: database is locked");
    };
    const options = { attempts: 6, baseDelayMs: 20, maxDelayMs: 20 };
    const started = Date.now();
    const queued = [dbWrite(busy("first"), options), dbWrite(busy("second"), options), dbWrite(busy("third"), options)];
    for (const write of queued) await expect(write).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(calls.filter((c) => c === "first")).toHaveLength(6);
    expect(calls.filter((c) => c === "second")).toHaveLength(TRIES_AFTER_GIVE_UP);
    expect(calls.filter((c) => c === "third")).toHaveLength(TRIES_AFTER_GIVE_UP);
    expect(Date.now() - started).toBeLessThan(2000);

    // A write queued after the give-up looks at the lock afresh.
    await new Promise((r) => setTimeout(r, 5));
    await expect(dbWrite(busy("later"), options)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(calls.filter((c) => c === "later")).toHaveLength(6);

    // And a lock that has ended lets the next write through.
    await expect(dbWrite(async () => "stored")).resolves.toBe("stored");
  });
});
