import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * What `npm run user:create` accepts as a staff password. Length is counted as the sign-in form's
 * schema counts it (UTF-16 units), so every password set here can also be typed there.
 */
export const MIN_PASSWORD_LENGTH = 12;
/** The sign-in form takes no more either; a longer one would only ever cost hashing time. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * Common passwords: the 49,000-odd most frequent ones in leaked-password lists, as maintained by
 * zxcvbn-ts (@zxcvbn-ts/language-common, "passwords-common"; all lower case). They are the
 * guesses every attacker tries first, long ones such as "qwertyuiop123" included.
 */
let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"]);
  return common;
}

/** Why a password cannot be used, in a sentence for the person typing it; undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use a password of at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (commonPasswords().has(password.normalize("NFKC").toLowerCase())) {
    return "That password is on a list of common passwords attackers try first: choose another one.";
  }
  return undefined;
}
