/** @jest-environment node */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "./password-rules";

describe("what npm run user:create takes as a staff password", () => {
  it("takes a long, uncommon password, up to 200 characters", () => {
    expect(passwordProblem("plum kettle Danforth 1987 overcast")).toBeUndefined();
    expect(passwordProblem("x".repeat(11) + "7")).toBeUndefined();
    expect(passwordProblem("ab3".repeat(66) + "cd")).toBeUndefined(); // 200 characters
  });

  it("refuses one shorter than 12 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem("short pass!")).toBe("Use a password of at least 12 characters.");
  });

  it("refuses one over 200 characters, with a clear message", () => {
    expect(MAX_PASSWORD_LENGTH).toBe(200);
    expect(passwordProblem("ab3".repeat(67))).toBe("Use a password of at most 200 characters.");
    expect(passwordProblem("a".repeat(10_000))).toBe("Use a password of at most 200 characters.");
  });

  it("refuses one on the common-password list, whatever its letter case", () => {
    const message = "That password is on a list of common passwords attackers try first: choose another one.";
    for (const common of [
      "password1234",
      "qwertyuiop123",
      "1qaz2wsx3edc",
      "PasswordPassword",
      "QWERTY123456",
      "LeaveMeAlone",
    ]) {
      expect(passwordProblem(common)).toBe(message);
    }
  });
});
