/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { LOCATIONS } from "@/content/locations";
import { getService } from "@/content/services";
import {
  adminDeliveriesPath,
  adminLeadsPath,
  adminUrgentPath,
  adminUrgentRequestPath,
  blogCategoryPath,
  blogListPagePath,
  blogPostPath,
  locationPath,
  newsletterIssuePath,
  serviceAnchorHref,
  serviceCardId,
  serviceLocationPath,
  servicePath,
  signInErrorPath,
  signInPath,
  supportStatusPath,
  unsubscribePagePath,
  withNotice,
} from "@/lib/core/paths";

const ROOT = path.resolve(__dirname, "../..");
/** The source a visitor's pages, the API, the e-mails and the content are built from. */
const SOURCE_DIRS = ["app", "components", "lib", "content"];
const SOURCE_FILES = ["proxy.ts"];
const SELF = "lib/core/paths.ts";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Internal addresses put together by hand: a template literal that starts with a route prefix and
 * fills something in, a slug filled in straight after "/", a fragment filled in, or a route prefix
 * joined with +.
 */
const HAND_BUILT = [
  /`\/(?:blog|services|locations|newsletter|admin|api|contact|support)\b[^`]*\$\{/,
  /`\/\$\{[\w.]+\.slug\}/,
  /`#\$\{/,
  /["'`]\/(?:blog|services|locations|newsletter|admin|api|support)\/["'`]\s*\+/,
];

describe("paths", () => {
  it("builds the addresses the site's routes fix", () => {
    const hardware = getService("hardware");
    const markham = LOCATIONS.find((l) => l.slug === "markham")!;
    expect(servicePath(hardware)).toBe("/hardware-support");
    expect(serviceLocationPath(hardware, markham)).toBe("/services/hardware/markham");
    expect(serviceAnchorHref(getService("cybersecurity"))).toBe("#security");
    expect(serviceCardId(getService("cloud-solutions"))).toBe("card-cloud");
    expect(locationPath(markham)).toBe("/locations/markham");
    expect(blogPostPath("a-post")).toBe("/blog/a-post");
    expect(blogCategoryPath("hardware")).toBe("/blog/category/hardware");
    expect(blogListPagePath("/blog", 1)).toBe("/blog");
    expect(blogListPagePath("/blog/category/hardware", 2)).toBe("/blog/category/hardware/page/2");
    expect(newsletterIssuePath(7)).toBe("/newsletter/7");
    expect(unsubscribePagePath("3.a_b-c")).toBe("/newsletter/unsubscribe?token=3.a_b-c");
    expect(supportStatusPath("a_b-C9")).toBe("/support/status/a_b-C9");
    expect(adminLeadsPath("contact")).toBe("/admin/leads?kind=contact");
    expect(adminLeadsPath("contact", { q: "a b", page: 2 })).toBe("/admin/leads?kind=contact&q=a+b&page=2");
    expect(adminDeliveriesPath("all")).toBe("/admin/deliveries");
    expect(adminDeliveriesPath("failed-for-good")).toBe("/admin/deliveries?status=failed-for-good");
    expect(adminDeliveriesPath("all", 3)).toBe("/admin/deliveries?page=3");
    expect(adminUrgentPath()).toBe("/admin/urgent");
    expect(adminUrgentPath(2)).toBe("/admin/urgent?page=2");
    expect(adminUrgentRequestPath(12)).toBe("/admin/urgent/12");
    expect(signInPath()).toBe("/admin/sign-in");
    expect(signInPath("/admin/urgent/12")).toBe("/admin/sign-in?next=/admin/urgent/12");
    expect(signInPath("/admin/leads?kind=checklist&q=a")).toBe(
      "/admin/sign-in?next=/admin/leads%3Fkind%3Dchecklist%26q%3Da",
    );
    expect(signInErrorPath("failed", "/admin/urgent/12")).toBe("/admin/sign-in?error=failed&next=/admin/urgent/12");
    expect(withNotice("/admin/urgent?page=2", "closed")).toBe("/admin/urgent?page=2&notice=closed");
  });

  it("is the only module that builds an internal address by hand", () => {
    const files = [
      ...SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d))),
      ...SOURCE_FILES.map((f) => path.join(ROOT, f)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const rel = path.relative(ROOT, file).split(path.sep).join("/");
      if (rel === SELF) continue;
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (HAND_BUILT.some((p) => p.test(line))) found.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
