export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "Our server failed late on a Saturday, and I assumed we'd be cancelling Monday's patients. Their technician was working on it that evening, restored everything from the overnight backup, and we opened on time with every chart and X-ray where it should be.",
    author: "Dr. Priya S.",
    position: "Practice Owner, family dental practice in Markham",
    rating: 5,
  },
  {
    quote:
      "Moving from Eaglesoft to Dentrix was the project I'd been dreading for years. They coordinated with both vendors, checked our ledgers and imaging after the conversion, and had someone on call our first week, so the front desk was comfortable by Wednesday.",
    author: "Dr. Michael T.",
    position: "Associate Dentist, multi-chair practice in North York",
    rating: 5,
  },
  {
    quote:
      "After a convincing fake invoice e-mail nearly got through, they ran phishing training for our whole team and set up multi-factor sign-in on every account. Now my staff forward anything suspicious instead of clicking it, and I finally feel we have a handle on security.",
    author: "Sandra L.",
    position: "Office Manager, orthodontic clinic in Mississauga",
    rating: 5,
  },
];
