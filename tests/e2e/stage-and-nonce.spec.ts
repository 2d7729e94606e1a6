import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/staff";

/**
 * Two things decided per request on pages that are otherwise the same for everyone: the staff
 * area's script nonce, and the stage stylesheet that shows the Preview ribbon (which, on the shared
 * local server, must show nothing and hold nothing back).
 */

/** Collects CSP violations and console errors of a page from its first script on. */
async function watchForViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

test("staff pages run only the scripts that carry their response's nonce, and still come to life", async ({ page }) => {
  const problems = await watchForViolations(page);
  await signIn(page);
  const nonces = new Set<string>();
  const paths = [
    "/admin",
    "/admin/leads",
    "/admin/deliveries",
    "/admin/blog",
    "/admin/blog/new",
    "/admin/newsletter/new",
    "/admin/urgent",
    "/admin/urgent/codes",
    "/admin/account",
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const csp = response!.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    // Every script the server wrote carries it, except JSON-LD (data, not code) and the early
    // script (display preferences, typed text), which the policy allows by its hash.
    const scripts = await page.locator("script").evaluateAll((els) =>
      els.map((el) => ({
        type: el.getAttribute("type"),
        nonce: (el as HTMLScriptElement).nonce,
        src: el.getAttribute("src"),
        text: el.textContent ?? "",
      })),
    );
    const code = scripts.filter((s) => s.type !== "application/ld+json" && !s.text.includes("localStorage"));
    expect(code.length, path).toBeGreaterThan(0);
    for (const s of code) expect(s.nonce, `${path} ${s.src ?? s.text.slice(0, 60)}`).toBe(nonce);
    // Hydrated: the accessibility panel (a client component) opens.
    await page.getByRole("button", { name: "Accessibility options" }).click();
    const panel = page.getByRole("region", { name: "Accessibility options" });
    await expect(panel, path).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel, path).toBeHidden();
  }
  expect(nonces.size, "a fresh nonce per response").toBe(paths.length);
  expect(problems).toEqual([]);
});

test("the stage stylesheet holds back no painting and shows no ribbon on a local run", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/stage.css", async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto("/", { waitUntil: "commit" });
    // The page paints while the stylesheet is still on its way (one placed in <head> would hold it).
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
      polling: 100,
      timeout: 15_000,
    });
  } finally {
    release();
  }
  await page.waitForLoadState("load");
  const link = page.locator('link[rel="stylesheet"][href="/stage.css"]');
  await expect(link).toHaveCount(1);
  // After everything the page shows (a stylesheet in <head> would hold back the first paint).
  expect(
    await link.evaluate((el) => el.closest("head") === null && el.parentElement?.parentElement?.tagName === "BODY"),
  ).toBe(true);
  await expect(page.locator("[data-stage-ribbon]")).toBeHidden();
  const answer = await page.request.get("/stage.css");
  expect(answer.headers()["content-type"]).toContain("text/css");
  expect(await answer.text()).toBe("");
});
