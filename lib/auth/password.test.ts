/** @jest-environment node */
import { hashPassword, verifyPassword } from "./password";

describe("staff password hashes", () => {
  it("verifies the right password and refuses a wrong one; salts differ", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct");
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("refuses malformed or tampered stored values instead of throwing", async () => {
    const good = await hashPassword("a long enough password");
    for (const bad of ["", "plain-text-password", good.replace("scrypt", "bcrypt"), good.slice(0, -4), "scrypt$99999999$8$1$AAAA$BBBB"]) {
      expect(await verifyPassword("a long enough password", bad)).toBe(false);
    }
  });
});
