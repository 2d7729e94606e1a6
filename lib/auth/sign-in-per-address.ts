/**
 * Client addresses with a sign-in under way. Every sign-in's password check waits its turn for
 * one of the few hash slots (./password), and a guesser's sleeping attempts hold connections, so
 * a flood from one address would line up ahead of everyone else's sign-in. Each address gets one
 * sign-in at a time; another from there meanwhile is refused at once, never queued. There is no
 * site-wide cap: that would refuse the staff member beside the flood. Per process, like the hash
 * slots it protects.
 */
const underWay = new Set<string>();

/**
 * Runs `work` as the sign-in of `address`, or gives undefined at once (without running it) while
 * another sign-in from that address is under way.
 */
export async function oneSignInPerAddress<T>(address: string, work: () => Promise<T>): Promise<T | undefined> {
  if (underWay.has(address)) return undefined;
  underWay.add(address);
  try {
    return await work();
  } finally {
    underWay.delete(address);
  }
}
