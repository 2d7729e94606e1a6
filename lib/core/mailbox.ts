/**
 * The mailbox an address delivers to, as the per-address limits count it: its case and a +tag of
 * its local part make no difference to where most providers deliver.
 */
export function mailboxOf(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, "@");
}
