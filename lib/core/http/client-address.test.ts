/** @jest-environment node */
import { clientAddress, limitAddress } from "@/lib/core/http/client-address";
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
  it("counts an entry that is no address as unknown, so no chosen text becomes a key", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "a".repeat(500) }), 1)).toBe("unknown");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.1, unknown" }), 1)).toBe("unknown");
    expect(clientAddress(headers({ "x-real-ip": "not an address" }), 1)).toBe("unknown");
  });
  it("keys an IPv6 client by its /64 in X-Forwarded-For and in X-Real-IP alike", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.1, 2001:db8:1:2::77" }), 1)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(headers({ "x-forwarded-for": "2001:db8:1:2::77, 192.0.2.10" }), 2)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(headers({ "x-real-ip": "2001:db8:1:2:a:b:c:d" }), 1)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(headers({ "x-forwarded-for": "::ffff:198.51.100.7" }), 1)).toBe("198.51.100.7");
  });
});

describe("limitAddress: what a per-address limit counts a client by", () => {
  it("keeps an IPv4 address whole", () => {
    expect(limitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(limitAddress("203.0.113.8")).toBe("203.0.113.8");
    expect(limitAddress(" 203.0.113.7 ")).toBe("203.0.113.7");
  });
  it("reads IPv4-mapped IPv6 (dotted or hex) and NAT64 as the IPv4 address inside", () => {
    for (const mapped of ["::ffff:203.0.113.7", "::FFFF:203.0.113.7", "::ffff:cb00:7107", "0:0:0:0:0:ffff:cb00:7107"])
      expect(limitAddress(mapped)).toBe("203.0.113.7");
    expect(limitAddress("64:ff9b::203.0.113.7")).toBe("203.0.113.7");
    expect(limitAddress("64:ff9b::cb00:7108")).toBe("203.0.113.8");
  });
  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const spellings = [
      "2001:db8:abcd:12::1",
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "2001:0DB8:ABCD:0012:0000:0000:0000:0001",
      "2001:db8:abcd:12:0:0:0:1",
      "2001:db8:abcd:12::1.2.3.4",
      "2001:db8:abcd:12:1ce:c01d:bee2:15",
      "2001:db8:abcd:12::1%eth0",
      "2001:db8:abcd:12::1%25en0",
      "[2001:db8:abcd:12::1]",
      "[2001:db8:abcd:12::9]:443",
      " 2001:db8:abcd:12::1 ",
    ];
    for (const s of spellings) expect(limitAddress(s)).toBe("2001:db8:abcd:12::/64");
  });
  it("keeps neighbouring /64s apart", () => {
    expect(limitAddress("2001:db8:abcd:13::1")).toBe("2001:db8:abcd:13::/64");
    expect(limitAddress("2001:db8:abcd:12::1")).not.toBe(limitAddress("2001:db8:abcd:13::1"));
    expect(limitAddress("2001:db8:abce:12::1")).toBe("2001:db8:abce:12::/64");
  });
  it("compresses the network's zeros one way", () => {
    expect(limitAddress("::1")).toBe("::/64");
    expect(limitAddress("::")).toBe("::/64");
    expect(limitAddress("fe80::1%eth0")).toBe("fe80::/64");
    expect(limitAddress("2001:0:0:1::5")).toBe("2001:0:0:1::/64");
    expect(limitAddress("0:0:0:1::5")).toBe("0:0:0:1::/64");
  });
  it("drops the port an IPv4 entry may carry", () => {
    expect(limitAddress("203.0.113.7:51234")).toBe("203.0.113.7");
  });
  it("counts anything that is no address as unknown", () => {
    for (const garbage of [
      "",
      "unknown",
      "_hidden",
      "a".repeat(500),
      "1.2.3",
      "0x7f.0.0.1",
      "01.02.03.04",
      "999.1.1.1",
      "203.0.113.7.9",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "[2001:db8::1",
      "2001:db8::g",
      "203.0.113.7:port",
      "<script>",
    ])
      expect(limitAddress(garbage)).toBe("unknown");
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
