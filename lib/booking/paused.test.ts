import { bookingAsMessage } from "@/lib/booking/paused";
import { CONTACT_LIMITS } from "@/lib/contact/schema";

describe("a refused booking as a contact message", () => {
  it("carries the details and asks for the time chosen, said in Toronto time", () => {
    const message = bookingAsMessage({
      slot: "2026-07-06T14:00:00Z",
      meeting: "visit",
      name: "Dr. Lena Park",
      practice: "Park Family Dental",
      email: "lena@example.com",
      phone: "416-555-0142",
      workstations: "9",
      notes: "The server in the back room is loud.",
      sourcePath: "/book",
    });
    expect(message).toEqual({
      name: "Dr. Lena Park",
      practice: "Park Family Dental",
      email: "lena@example.com",
      phone: "416-555-0142",
      sourcePath: "/book",
      message: [
        "I would like to book the free 30-minute IT assessment (visit to the practice).",
        "The time I chose online: Monday, July 6, 10:00 a.m. to 10:30 a.m. EDT, or another time that suits you.",
        "Workstations: 9.",
        "What to look at: The server in the back room is loud.",
      ].join("\n"),
    });
  });

  it("leaves out a time that is not a real instant, and what was not typed", () => {
    for (const slot of ["2026-02-30T14:00:00Z", "tomorrow", ""]) {
      const { message, sourcePath } = bookingAsMessage({ slot, meeting: "phone" });
      expect(message).toBe("I would like to book the free 30-minute IT assessment (phone call).");
      expect(sourcePath).toBeUndefined();
    }
    expect(bookingAsMessage().message).toBe("I would like to book the free 30-minute IT assessment.");
  });

  it("keeps the message within the contact form's limit", () => {
    const { message } = bookingAsMessage({ notes: "x".repeat(CONTACT_LIMITS.message * 2) });
    expect(message).toHaveLength(CONTACT_LIMITS.message);
  });
});
