import { BUSINESS } from "@/content/business";

/** The newsletter page's copy and the consent wording shown beside the subscribe button. */
export const NEWSLETTER = {
  title: "Monthly Dental Tech Trends Newsletter",
  intro:
    "One e-mail a month with the technology news that matters to a dental practice in Toronto and the GTA: security alerts, software updates, hardware advice and practical tips.",
  whySubscribe: [
    {
      title: "Dental-specific IT insights",
      text: "Technology news filtered for dental practices, not generic IT headlines.",
    },
    {
      title: "Cybersecurity updates",
      text: "Current threats aimed at health care, and what to do about them before they reach your office.",
    },
    {
      title: "Software and hardware reviews",
      text: "Honest notes on practice management software, imaging, workstations and network gear.",
    },
    {
      title: "Practice efficiency tips",
      text: "Small changes that save your front desk and clinical team time every day.",
    },
  ],
  offer: {
    title: "Free Consultation Offer",
    text: "Subscribers can book a complimentary 30-minute technology assessment of their practice.",
    /** Where it is booked: the booking page every offer of a meeting opens. */
    link: { href: "/book", label: "Book your free assessment" },
  },
  /** Recent issues: page size and increment of the list, and the preview length of a card. */
  issuesPageSize: 3,
  previewLength: 150,
} as const;

/**
 * The wording shown beside the subscribe button. CASL's express consent names who asks, what for,
 * how to reach them and that consent can be withdrawn; the server stores this exact text with
 * each opt-in.
 */
export function newsletterConsentText(): string {
  return `By subscribing, you agree to receive the monthly Dental Tech Trends newsletter and occasional news about our services from ${BUSINESS.name}, a division of ${BUSINESS.parent.name} (${BUSINESS.emails.info}). You can unsubscribe at any time with the link in every e-mail.`;
}

/**
 * The answer to every subscribe request, whoever is or is not on the list (double opt-in: the
 * subscription starts only when the address's owner confirms from the e-mail).
 */
export const SUBSCRIBE_SUCCESS =
  "Check your inbox: we sent you an e-mail to confirm your subscription. Your subscription starts when you confirm.";

/** The confirm page's button, and where a confirmed subscription lands. */
export const CONFIRM_BUTTON = "Confirm subscription";
export const CONFIRMED_TITLE = "Your subscription is confirmed";
