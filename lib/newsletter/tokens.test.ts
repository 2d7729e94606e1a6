/** @jest-environment node */
import {
  CONFIRM_TOKEN_TTL_MS,
  confirmTokenRequestId,
  createConfirmToken,
  createUnsubscribeToken,
  tokenSubscriberId,
  verifyConfirmToken,
  verifyUnsubscribeToken,
} from "./tokens";

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

  it.each([
    "",
    "42",
    "42.",
    ".abc",
    "abc.def",
    "0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "-1.x",
    "42.<script>",
    "99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  ])("names no subscriber for the malformed token %j", (bad) => {
    expect(tokenSubscriberId(bad)).toBeNull();
    expect(verifyUnsubscribeToken(bad, alice, SECRET)).toBe(false);
  });
});

describe("confirmation tokens", () => {
  const requestedAt = new Date("2026-03-02T15:04:05.678Z");
  const request = { id: 7, email: "alice@example.com", requestedAt };
  const token = createConfirmToken(request, SECRET);
  const at = (ms: number) => new Date(requestedAt.getTime() + ms);

  it("is valid for the request it was made for, within its seven days", () => {
    expect(token).toMatch(/^7\.[A-Za-z0-9_-]{43}$/);
    expect(confirmTokenRequestId(token)).toBe(7);
    expect(verifyConfirmToken(token, request, SECRET, at(0))).toBe("valid");
    expect(verifyConfirmToken(token, { ...request, email: " Alice@Example.com " }, SECRET, at(60_000))).toBe("valid");
  });

  it("is still valid at 7 days - 1 ms and expired at 7 days + 1 ms", () => {
    expect(CONFIRM_TOKEN_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(verifyConfirmToken(token, request, SECRET, at(CONFIRM_TOKEN_TTL_MS - 1))).toBe("valid");
    expect(verifyConfirmToken(token, request, SECRET, at(CONFIRM_TOKEN_TTL_MS + 1))).toBe("expired");
  });

  it("is invalid for another address, another request, another moment or another secret", () => {
    expect(verifyConfirmToken(token, { ...request, email: "bob@example.com" }, SECRET, at(0))).toBe("invalid");
    expect(verifyConfirmToken(token, { ...request, id: 8 }, SECRET, at(0))).toBe("invalid");
    expect(verifyConfirmToken(`8.${token.split(".")[1]}`, { ...request, id: 8 }, SECRET, at(0))).toBe("invalid");
    expect(verifyConfirmToken(token, { ...request, requestedAt: at(1) }, SECRET, at(2))).toBe("invalid");
    expect(
      verifyConfirmToken(
        createConfirmToken(request, "another-secret-0123456789abcdefghijklmnop"),
        request,
        SECRET,
        at(0),
      ),
    ).toBe("invalid");
  });

  it("is invalid when tampered with, even once expired, and never passes as an unsubscribe token", () => {
    const sig = token.split(".")[1]!;
    const flipped = `7.${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    expect(verifyConfirmToken(flipped, request, SECRET, at(0))).toBe("invalid");
    expect(verifyConfirmToken(flipped, request, SECRET, at(CONFIRM_TOKEN_TTL_MS + 1))).toBe("invalid");
    expect(verifyConfirmToken(`${token}x`, request, SECRET, at(0))).toBe("invalid");
    expect(verifyConfirmToken(token.slice(0, -1), request, SECRET, at(0))).toBe("invalid");
    expect(verifyUnsubscribeToken(token, { id: 7, email: "alice@example.com" }, SECRET)).toBe(false);
    expect(
      verifyConfirmToken(createUnsubscribeToken({ id: 7, email: "alice@example.com" }, SECRET), request, SECRET, at(0)),
    ).toBe("invalid");
  });

  it.each(["", "7", "7.", "abc.def", "0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "<script>"])(
    "names no request for the malformed token %j",
    (bad) => {
      expect(confirmTokenRequestId(bad)).toBeNull();
      expect(verifyConfirmToken(bad, request, SECRET, at(0))).toBe("invalid");
    },
  );
});
