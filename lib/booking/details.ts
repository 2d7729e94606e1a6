/**
 * What the visitor told about the meeting and themselves: every view of a booking (its e-mails,
 * its private page, the staff list, the lead list) reads these fields, so they are named once.
 */
export const BOOKING_DETAILS = {
  meeting: true,
  name: true,
  practice: true,
  email: true,
  phone: true,
  workstations: true,
  notes: true,
} as const;

export interface BookingDetails {
  /** phone | visit */
  meeting: string;
  name: string;
  practice: string;
  email: string;
  phone: string;
  workstations: number | null;
  notes: string;
}
