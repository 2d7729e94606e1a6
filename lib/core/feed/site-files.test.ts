/** @jest-environment node */
import { SITE_FILES } from "@/content/routes";
import { BLOG_FEED_PATH } from "@/lib/core/feed/links";
import { decidePath } from "@/lib/site/routing";

describe("the feed, icons and manifest", () => {
  it("pass the proxy's page check (it would answer any unknown page path with a 404)", async () => {
    for (const { path } of SITE_FILES) expect(await decidePath(path)).toEqual({ kind: "pass" });
  });

  it("include the feed the pages announce", () => {
    expect(SITE_FILES.map((f) => f.path)).toContain(BLOG_FEED_PATH);
  });
});
