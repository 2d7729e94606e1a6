/** @jest-environment node */
import { oneSignInPerAddress } from "@/lib/auth/sign-in-per-address";

/** A sign-in that runs until release() is called. */
function pendingSignIn() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    work: jest.fn(async () => {
      await done;
      return "signed in";
    }),
  };
}

describe("oneSignInPerAddress", () => {
  it("refuses a second sign-in from an address at once, without running it, while the first is under way", async () => {
    const first = pendingSignIn();
    const running = oneSignInPerAddress("198.51.100.7", first.work);
    const second = jest.fn(async () => "second");
    await expect(oneSignInPerAddress("198.51.100.7", second)).resolves.toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    first.release();
    await expect(running).resolves.toBe("signed in");
  });

  it("lets another address sign in meanwhile", async () => {
    const flood = pendingSignIn();
    const running = oneSignInPerAddress("203.0.113.9", flood.work);
    await expect(oneSignInPerAddress("192.0.2.44", async () => "staff")).resolves.toBe("staff");
    flood.release();
    await running;
  });

  it("frees the address when the sign-in ends, whether it succeeded or threw", async () => {
    const first = pendingSignIn();
    const running = oneSignInPerAddress("198.51.100.8", first.work);
    first.release();
    await running;
    await expect(oneSignInPerAddress("198.51.100.8", async () => "again")).resolves.toBe("again");
    await expect(
      oneSignInPerAddress("198.51.100.8", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    await expect(oneSignInPerAddress("198.51.100.8", async () => "after the error")).resolves.toBe("after the error");
  });

  it("lets 1 of 150 sign-ins sent at once from one address run, and refuses the other 149", async () => {
    const first = pendingSignIn();
    const work = jest.fn(first.work);
    const answers = Array.from({ length: 150 }, () => oneSignInPerAddress("203.0.113.50", work));
    first.release();
    const results = await Promise.all(answers);
    expect(work).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => r === undefined)).toHaveLength(149);
  });
});
