/** @jest-environment node */
import { createWriteBatcher, type WriteBatcherOptions } from "@/lib/core/db";

/** A batcher over fake statements that records what each statement wrote. */
function recorder(over: Partial<WriteBatcherOptions<number, string>> = {}) {
  const statements: number[][] = [];
  const write = createWriteBatcher<number, string>({
    runOne: async (_db, item) => {
      statements.push([item]);
      return `one:${item}`;
    },
    runBatch: async (_db, items) => {
      statements.push([...items]);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((i) => `batch:${i}`);
    },
    ...over,
  });
  return { statements, write };
}

describe("createWriteBatcher", () => {
  it("writes items that arrive together in one statement and answers each with its own output", async () => {
    const { statements, write } = recorder();
    const outputs = await Promise.all([1, 2, 3, 4, 5].map((i) => write(i)));
    expect(outputs).toEqual(["batch:1", "batch:2", "batch:3", "batch:4", "batch:5"]);
    expect(statements).toEqual([[1, 2, 3, 4, 5]]);
  });

  it("writes a lone item with runOne", async () => {
    const { statements, write } = recorder();
    expect(await write(7)).toBe("one:7");
    expect(statements).toEqual([[7]]);
  });

  it("gathers what arrives while a statement runs into the next one, and respects maxBatch", async () => {
    const { statements, write } = recorder({ maxBatch: 3 });
    const first = [1, 2, 3, 4].map((i) => write(i));
    await new Promise((r) => setTimeout(r, 1));
    const later = [5, 6].map((i) => write(i));
    const all = await Promise.all([...first, ...later]);
    expect(all).toEqual(["batch:1", "batch:2", "batch:3", "batch:4", "batch:5", "batch:6"]);
    expect(statements).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("when a batch statement fails on one item, writes each alone so only that item fails", async () => {
    const statements: number[][] = [];
    const write = createWriteBatcher<number, string>({
      runOne: async (_db, item) => {
        statements.push([item]);
        if (item === 2) throw Object.assign(new Error("Unique constraint failed"), { code: "P2002" });
        return `one:${item}`;
      },
      runBatch: async (_db, items) => {
        statements.push([...items]);
        throw new Error("SQLITE_CONSTRAINT: UNIQUE constraint failed");
      },
    });
    const settled = await Promise.allSettled([1, 2, 3].map((i) => write(i)));
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(statements).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("fails the whole batch, without writing items alone, when the database is unavailable", async () => {
    let ones = 0;
    const write = createWriteBatcher<number, string>({
      runOne: async () => {
        ones++;
        return "x";
      },
      runBatch: async () => {
        throw new Error("SQLITE_CANTOPEN: unable to open database file");
      },
    });
    const settled = await Promise.allSettled([1, 2].map((i) => write(i)));
    expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
    expect(ones).toBe(0);
  });

  it("retries a batch that met a lock with the same items", async () => {
    const seen: number[][] = [];
    const write = createWriteBatcher<number, string>({
      runOne: async () => "x",
      runBatch: async (_db, items) => {
        seen.push([...items]);
        if (seen.length === 1) throw new Error("SQLITE_BUSY: database is locked");
        return items.map(String);
      },
    });
    expect(await Promise.all([1, 2].map((i) => write(i)))).toEqual(["1", "2"]);
    expect(seen).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });
});
