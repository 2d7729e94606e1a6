/** @jest-environment node */
import { ResponseCookies } from "next/dist/server/web/spec-extension/cookies";
import { getSession } from "@/lib/auth/session";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { resetEnvCache } from "@/lib/core/env";

// What a route handler's cookies() writes to: here, the Set-Cookie headers of one answer.
const mockAnswer = { headers: new Headers() };
jest.mock("next/headers", () => ({ cookies: async () => new ResponseCookies(mockAnswer.headers) }));

const NAMES = ["SITE_URL", "SESSION_SECRET", "LOCAL_RUN", "DEPLOY_ENV", "VERCEL_ENV"] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

function useEnv(env: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, { SESSION_SECRET: "session-cookie-test-secret-0123456789abcdef", ...env });
  resetEnvCache();
}

afterAll(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
});

/** The Set-Cookie header a sign-in sends, split into its name and its attributes. */
async function sessionSetCookie(): Promise<{ name: string; attributes: string[] }> {
  mockAnswer.headers = new Headers();
  const session = await getSession();
  session.sessionId = "test-session";
  session.userId = 1;
  session.username = "front-desk";
  session.signedInAt = Date.now();
  await session.save();
  const [cookie, ...others] = mockAnswer.headers.getSetCookie();
  expect(others).toEqual([]);
  const [pair = "", ...attributes] = (cookie ?? "").split(";").map((part) => part.trim());
  return { name: pair.slice(0, pair.indexOf("=")), attributes: attributes.map((a) => a.toLowerCase()) };
}

describe("the staff session cookie", () => {
  it("is named __Host-tdi_staff on an https site and tdi_staff on a plain-http one", () => {
    expect(sessionCookieName("https://www.example.ca")).toBe("__Host-tdi_staff");
    expect(sessionCookieName("http://127.0.0.1:3100")).toBe("tdi_staff");
    expect(sessionCookieName("http://localhost:3000")).toBe("tdi_staff");
  });

  it("is set on an https deployment as __Host-tdi_staff with Secure, Path=/ and no Domain", async () => {
    useEnv({ SITE_URL: "https://www.example.ca", DEPLOY_ENV: "production" });
    const { name, attributes } = await sessionSetCookie();
    expect(name).toBe("__Host-tdi_staff");
    expect(attributes).toEqual(expect.arrayContaining(["secure", "path=/", "httponly", "samesite=lax"]));
    expect(attributes.filter((a) => a.startsWith("domain="))).toEqual([]);
  });

  it("keeps the plain name, without Secure, on a local http run", async () => {
    useEnv({ SITE_URL: "http://localhost:3000", LOCAL_RUN: "1" });
    const { name, attributes } = await sessionSetCookie();
    expect(name).toBe("tdi_staff");
    expect(attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=lax"]));
    expect(attributes).not.toContain("secure");
  });

  it("reads back the session it set, under the same name", async () => {
    useEnv({ SITE_URL: "https://www.example.ca", DEPLOY_ENV: "production" });
    await sessionSetCookie();
    const session = await getSession();
    expect(session.username).toBe("front-desk");
  });
});
