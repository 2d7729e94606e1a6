/** @jest-environment node */
import { clientAddress } from "@/lib/core/http/client-address";
import { resetEnvCache } from "@/lib/core/env";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress with one trusted proxy (the default: Vercel, or one reverse proxy)", () => {
  it("takes the right-most X-Forwarded-For entry, the one the proxy appended", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7" }), 1)).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": "10.0.0.1, 198.51.100.7" }), 1)).toBe("198.51.100.7");
  });
  it("ignores forged entries to the left, however many", () => {
    const forged = "203.0.113.1, 203.0.113.2,203.0.113.3 ,  198.51.100.7";
    expect(clientAddress(headers({ "x-forwarded-for": forged }), 1)).toBe("198.51.100.7");
  });
  it("skips empty entries and surrounding spaces", () => {
    expect(clientAddress(headers({ "x-forwarded-for": " , 198.51.100.7 , " }), 1)).toBe("198.51.100.7");
  });
  it("falls back to X-Real-IP, then to unknown, when there is no X-Forwarded-For", () => {
    expect(clientAddress(headers({ "x-real-ip": " 198.51.100.9 " }), 1)).toBe("198.51.100.9");
    expect(clientAddress(headers({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.9" }), 1)).toBe("198.51.100.9");
    expect(clientAddress(headers({}), 1)).toBe("unknown");
  });
  it("cuts an over-long entry so a key stays bounded", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "a".repeat(500) }), 1)).toBe("a".repeat(64));
  });
});

describe("clientAddress with several trusted proxies that each append", () => {
  it("takes the N-th entry from the right: what the outermost trusted proxy saw", () => {
    // client → CDN (appends the client) → nginx (appends the CDN) → next start
    const chain = "198.51.100.7, 192.0.2.10";
    expect(clientAddress(headers({ "x-forwarded-for": chain }), 2)).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": `198.51.100.7, 192.0.2.10, 192.0.2.20` }), 3)).toBe(
      "198.51.100.7",
    );
  });
  it("ignores forged entries left of the client", () => {
    const forged = "203.0.113.1, 203.0.113.2, 198.51.100.7, 192.0.2.10";
    expect(clientAddress(headers({ "x-forwarded-for": forged }), 2)).toBe("198.51.100.7");
  });
  it("takes the left-most entry when the request came through fewer proxies than configured", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7" }), 2)).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7, 192.0.2.10" }), 5)).toBe("198.51.100.7");
  });
});

describe("clientAddress with no trusted proxy (the site reached directly)", () => {
  it("reads no header a client could have written", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.1" }), 0)).toBe("unknown");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.1, 198.51.100.7" }), 0)).toBe("unknown");
    expect(clientAddress(headers({ "x-real-ip": "203.0.113.1" }), 0)).toBe("unknown");
    expect(clientAddress(headers({}), 0)).toBe("unknown");
  });
});

describe("clientAddress reads TRUSTED_PROXY_COUNT when no count is passed", () => {
  const saved = process.env.TRUSTED_PROXY_COUNT;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_COUNT;
    else process.env.TRUSTED_PROXY_COUNT = saved;
    resetEnvCache();
  });
  const chain = headers({ "x-forwarded-for": "203.0.113.1, 198.51.100.7, 192.0.2.10" });
  it("defaults to one proxy", () => {
    delete process.env.TRUSTED_PROXY_COUNT;
    resetEnvCache();
    expect(clientAddress(chain)).toBe("192.0.2.10");
  });
  it("follows the setting", () => {
    process.env.TRUSTED_PROXY_COUNT = "2";
    resetEnvCache();
    expect(clientAddress(chain)).toBe("198.51.100.7");
    process.env.TRUSTED_PROXY_COUNT = "0";
    resetEnvCache();
    expect(clientAddress(chain)).toBe("unknown");
  });
});
