/**
 * A path segment that can name a record: a positive whole number without leading zeros, within the
 * database's 32-bit ids (ten digits can pass them). Anything else names no record.
 */
export function parseRecordId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
