import { CODE_ALPHABET, newSupportCode, normaliseSupportCode, supportCodeHash } from "@/lib/support/codes";

describe("support codes", () => {
  it("has 32 symbols without the look-alikes I, L, O and U (10 symbols: 50 bits)", () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(Math.log2(CODE_ALPHABET.length) * 10).toBe(50);
  });

  it("makes codes of ten symbols from the alphabet, in two groups, different each time", () => {
    const codes = Array.from({ length: 200 }, () => newSupportCode());
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("reads a typed code whatever its case, spaces, hyphens and look-alikes", () => {
    expect(normaliseSupportCode("7kq2m x9d4t")).toBe("7KQ2MX9D4T");
    expect(normaliseSupportCode(" 7KQ2M-X9D4T ")).toBe("7KQ2MX9D4T");
    expect(normaliseSupportCode("O1LI0-ABCDE")).toBe("01110ABCDE");
  });

  it("refuses what cannot be a code", () => {
    expect(normaliseSupportCode("7KQ2M")).toBeNull();
    expect(normaliseSupportCode("7KQ2M-X9D4U")).toBeNull();
    expect(normaliseSupportCode("")).toBeNull();
  });

  it("hashes the normalised code, so every way of typing it finds the same one", () => {
    expect(supportCodeHash(normaliseSupportCode("7kq2m-x9d4t")!)).toBe(supportCodeHash("7KQ2MX9D4T"));
    expect(supportCodeHash("7KQ2MX9D4T")).toMatch(/^[0-9a-f]{64}$/);
  });
});
