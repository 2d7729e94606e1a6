/** @jest-environment node */
import { revalidatePath } from "next/cache";
import { workAsyncStorage, type WorkStore } from "next/dist/server/app-render/work-async-storage.external";
import { expireInPageStore, pathTag } from "./page-store";

const DOOR = Symbol.for("toronto-dental-it.page-store");

describe("pathTag", () => {
  it("names the tags next/cache's revalidatePath gives a path and a route pattern", () => {
    // Next's own revalidatePath, outside a request: it queues the tags on the work store.
    const store = { incrementalCache: {}, cacheLifeProfiles: {}, pendingRevalidatedTags: [] } as unknown as WorkStore;
    workAsyncStorage.run(store, () => {
      revalidatePath("/blog/a-post");
      revalidatePath("/blog/page/[page]", "page");
      revalidatePath("/blog/category/[category]/page/[page]", "page");
    });
    expect(store.pendingRevalidatedTags?.map((t) => t.tag)).toEqual([
      pathTag("/blog/a-post"),
      pathTag("/blog/page/[page]"),
      pathTag("/blog/category/[category]/page/[page]"),
    ]);
  });
});

describe("expireInPageStore", () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[DOOR];
  });

  it("has nothing to do without a shared page store", async () => {
    await expect(expireInPageStore(["/blog"])).resolves.toBe(true);
  });

  it("marks the paths' tags in the store the handler registered", async () => {
    const expireTags = jest.fn(async () => true);
    (globalThis as Record<symbol, unknown>)[DOOR] = { expireTags };
    await expect(expireInPageStore(["/blog", "/blog/page/[page]"])).resolves.toBe(true);
    expect(expireTags).toHaveBeenCalledWith([pathTag("/blog"), pathTag("/blog/page/[page]")]);
  });
});
