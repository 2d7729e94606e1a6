/** @jest-environment node */
import { createUnsubscribeToken, tokenSubscriberId, verifyUnsubscribeToken } from "./tokens";

const SECRET = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";
const alice = { id: 42, email: "alice@example.com" };

describe("unsubscribe tokens", () => {
  const token = createUnsubscribeToken(alice, SECRET);

  it("verifies a token made for the subscriber, whatever the address's case or spaces", () => {
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokenSubscriberId(token)).toBe(42);
    expect(verifyUnsubscribeToken(token, alice, SECRET)).toBe(true);
    expect(verifyUnsubscribeToken(token, { id: 42, email: " Alice@Example.com " }, SECRET)).toBe(true);
  });

  it("rejects a token made with another secret (a foreign token)", () => {
    const foreign = createUnsubscribeToken(alice, "another-secret-0123456789abcdefghijklmnop");
    expect(verifyUnsubscribeToken(foreign, alice, SECRET)).toBe(false);
  });

  it("rejects a token for another subscriber or after the address changed", () => {
    const bob = { id: 43, email: "bob@example.com" };
    expect(verifyUnsubscribeToken(token, bob, SECRET)).toBe(false);
    expect(verifyUnsubscribeToken(token, { id: 42, email: "alice@other.example" }, SECRET)).toBe(false);
    // Alice's signature with Bob's id.
    const swapped = `43.${token.split(".")[1]}`;
    expect(verifyUnsubscribeToken(swapped, bob, SECRET)).toBe(false);
  });

  it("rejects tampered tokens", () => {
    const sig = token.split(".")[1]!;
    const flipped = `42.${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    expect(verifyUnsubscribeToken(flipped, alice, SECRET)).toBe(false);
    expect(verifyUnsubscribeToken(`${token}x`, alice, SECRET)).toBe(false);
    expect(verifyUnsubscribeToken(token.slice(0, -1), alice, SECRET)).toBe(false);
  });

  it.each(["", "42", "42.", ".abc", "abc.def", "0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "-1.x", "42.<script>", "99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"])(
    "names no subscriber for the malformed token %j",
    (bad) => {
      expect(tokenSubscriberId(bad)).toBeNull();
      expect(verifyUnsubscribeToken(bad, alice, SECRET)).toBe(false);
    },
  );
});
