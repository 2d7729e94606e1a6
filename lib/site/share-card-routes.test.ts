/** @jest-environment node */
import { publishedPostExists } from "@/lib/blog/posts";
import { issueExists } from "@/lib/newsletter/issues";
import { decidePath } from "@/lib/site/routing";

jest.mock("@/lib/blog/posts", () => ({ publishedPostExists: jest.fn() }));
jest.mock("@/lib/newsletter/issues", () => ({ issueExists: jest.fn() }));

const post = jest.mocked(publishedPostExists);
const issue = jest.mocked(issueExists);

beforeEach(() => {
  post.mockReset();
  issue.mockReset();
  post.mockImplementation(async (slug) => slug === "published-post");
  issue.mockImplementation(async (id) => id === "7");
});

// Next adds "-" and a short hash of the route group to a card's name: any 1..6 of [0-9a-z].
const CARD = "opengraph-image-1x2y3z";

describe("decidePath for share cards", () => {
  it.each([
    "/managed-it",
    "/locations/markham",
    "/services/hardware/north-york",
    "/blog/published-post",
    "/newsletter/7",
  ])("the card of %s is let through, with or without the suffix", async (page) => {
    expect(await decidePath(`${page}/${CARD}`)).toEqual({ kind: "pass" });
    expect(await decidePath(`${page}/opengraph-image`)).toEqual({ kind: "pass" });
  });

  it.each([
    "/about", // a page without a card of its own (it shows the site-wide card)
    "/services", // the list of services, not a service
    "/no-such-service",
    "/locations/atlantis",
    "/services/hardware-support/markham", // a service's page slug is not its location key
    "/blog/draft-or-missing",
    "/newsletter/8",
    "/blog/published-post/extra",
  ])("the card of %s answers 404", async (page) => {
    expect(await decidePath(`${page}/${CARD}`)).toMatchObject({ kind: "not-found" });
  });

  it("asks the database whether the post or the issue is published, as for the page itself", async () => {
    await decidePath(`/blog/published-post/${CARD}`);
    await decidePath(`/newsletter/8/${CARD}`);
    expect(post).toHaveBeenCalledWith("published-post");
    expect(issue).toHaveBeenCalledWith("8");
  });

  it("a name that only looks like a card's is no card", async () => {
    expect(await decidePath(`/managed-it/opengraph-image-toolong1`)).toMatchObject({ kind: "not-found" });
    expect(await decidePath(`/managed-it/opengraph-images`)).toMatchObject({ kind: "not-found" });
    expect(await decidePath(`/opengraph-image-1x2y3z`)).toMatchObject({ kind: "not-found" });
  });
});
