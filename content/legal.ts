/**
 * The Privacy Policy and the Terms of Service: their text, dates and related links.
 *
 * LEGAL REVIEW: this wording is a plain-language draft written for the website. Have it reviewed by
 * a lawyer before launch (and whenever it changes). This note is for the operator and is never
 * shown on the page.
 *
 * Bodies are written in the site's content markup (lib/core/markup.ts): blank lines between
 * paragraphs, "## " headings, "### " subheadings, "- " list items and **bold**. The markup renders
 * as text only, so there are no links here. Every business fact (names, e-mail addresses, phone,
 * address, prices) comes from BUSINESS; nothing is typed twice.
 */
import { BUSINESS, formatAddress } from "@/content/business";
import { RETENTION } from "@/content/retention";

export interface LegalRelatedLink {
  href: string;
  label: string;
  description: string;
}

export interface LegalDocument {
  /** Site path of the page, as registered in content/routes.ts. */
  path: string;
  /** The page's h1, breadcrumb name and metadata title. */
  title: string;
  /** The sentence under the h1 in the page hero. */
  heroLead: string;
  metaDescription: string;
  /**
   * The REVISION date of the text ("YYYY-MM-DD"), shown as "Last Updated". Change it only when the
   * wording changes. It is deliberately not today's date: a legal
   * document dated "today" on every visit would claim changes that never happened and would make
   * it impossible to tell which version a visitor agreed to.
   */
  lastUpdated: string;
  /** The document in content markup. */
  body: string;
  /** The boxes under the document. */
  related: LegalRelatedLink[];
  /** Ids for some of the document's headings (by their text), for links to those sections. */
  anchors?: Readonly<Record<string, string>>;
}

/** The privacy policy's section on analytics choices; the footer's "Privacy choices" links to it. */
export const CHOICES_HEADING = "Your choices about analytics";
export const CHOICES_ANCHOR = "your-choices";

export type LegalDocumentKey = "privacy-policy" | "terms-of-service";

const NAME = BUSINESS.name;
const OWNER = BUSINESS.owner;
const ADDRESS = formatAddress();
const PHONE = BUSINESS.phones.main.display;
const PRICE = BUSINESS.claims.pricePerWorkstation;
// The periods the daily purge (lib/retention/purge.ts) enforces: stated from the same record.
const R = RETENTION;

const PRIVACY_POLICY_BODY = `
This Privacy Policy explains how ${NAME} ("we", "us" or "our") collects, uses, discloses and protects personal information through this website. ${NAME} is a division of ${OWNER}, the organization legally responsible for the personal information described here. We handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and its 10 fair information principles, and we send commercial e-mail in line with Canada's Anti-Spam Legislation (CASL).

**This policy covers this website only,** not the IT services we provide to dental practices under separate written service agreements (see "Patient health information and PHIPA" below).

## Who is accountable for your information

${OWNER} is accountable for the personal information under its control. We have designated a Privacy Officer, whose name is available on request, to oversee our compliance with this policy and with privacy law. You can reach the Privacy Officer at ${BUSINESS.emails.privacy} or by the other means listed under "Contact us" below. Staff who handle personal information are trained on this policy and bound by confidentiality.

## What we collect and why

We collect only what we need for the purposes below, and we explain the purpose when we collect it.

### Contact form

When you send us a message, we collect your name, e-mail address, phone number, practice name, the service you are interested in, your message and the page you sent it from. We use this to reply, to prepare a consultation or quote if you ask for one, and to keep a record of our conversation.

### IT health checklist

When you ask for your IT health checklist results, we collect your answers, the scores calculated from them and the e-mail address the results are sent to. We use this to send you the results. Because asking for results is an inquiry about our services, we may also contact you about them within six months, as CASL allows, unless you ask us not to.

### Booking a free assessment

When you book the free 30-minute IT assessment, we collect your name, practice name, e-mail address, phone number, the number of workstations and what you would like us to look at (both optional), whether you chose a phone call or a visit to your practice, the time you chose, the page you booked from and where your visit began (campaign data, below). To limit abuse of the booking form we also keep a scrambled form (a hash) of your network address, which cannot be turned back into the address, only compared with later bookings. We use this to hold your time, to send you the e-mail that asks you to confirm it, and, once you confirm, the calendar invitation, reminders before the meeting and any change or cancellation. A booking you do not confirm in time is released and its slot offered to others.

To show only times that are free, the website reads the assessor's calendar for busy times only: the start and end of each busy period are stored, never the titles, descriptions, places or attendees of the assessor's other meetings. Our staff can also subscribe their own calendar to a private feed of upcoming bookings, at a secret address that only staff can create or replace; each event in it shows only your name, your practice's name and a link to the booking in our staff area (never your e-mail address, phone number or notes).

### Newsletter

When you subscribe, we collect your name, e-mail address and, if you give it, your practice name. To prove your consent as CASL requires, we also record when you subscribed, from which page and the exact consent wording you were shown. We use this only to send you the newsletter and related updates from ${NAME}.

Every newsletter contains an unsubscribe link. The law allows up to 10 business days to act on an unsubscribe request; we act on it immediately.

### Information collected automatically

- **Display preferences.** Your text size, contrast and theme choices, and whether you chose to share your location with the home page banner, are kept in your browser's local storage, which works much like a cookie. They stay on your device, are not sent to us and can be cleared in your browser settings.
- **Approximate location.** The home page can show your nearest service area, but only if you have allowed your browser to share your location with this site. Your browser then sends your coordinates to our server, which asks the Google Geocoding API for the matching city and postal code. We do not store or log the coordinates or the result. Without your permission, nothing is collected.
- **Where your visit began (campaign data).** When you arrive on this website, your browser notes, for the rest of that visit in that tab only, the campaign labels in the address of the first page you opened (the "utm_source", "utm_medium" and "utm_campaign" tags that an advertisement or an e-mail link may carry) and the name of the website that linked you here (its domain only, such as example.com, never the page). Until you send a form it stays in your browser's session storage, is not sent to us and is cleared when you close the tab. When you send the contact form, ask for checklist results, book an assessment, subscribe to the newsletter or send an urgent support request, it is sent with the form and kept with what you sent, for as long as we keep that (see "How long we keep information"), so we can tell which of our campaigns and which websites bring us inquiries. It goes to our CRM with the inquiries passed there (see "Limiting use and disclosure"; urgent support requests are not). Without JavaScript nothing is noted or sent.
- **Analytics, only if you allow it.** Analytics is off until you opt in: nothing is sent to Google Analytics and no analytics cookie is set unless you choose "Allow analytics" in the notice at the bottom of the page. See "${CHOICES_HEADING}" below.
- **Page speed measurements.** To see how fast our pages load and respond for real visitors, your browser measures each page it opens (how long the main content took to appear, how quickly the page answered a tap or click, how much the layout moved, when the first content and the server's first byte arrived) and sends these values to our own server, not to Google or anyone else. With them we record only the kind of page (for example "a location page", never its address), whether the screen is narrow or wide, and the connection type your browser reports (such as "4g"). So that a page's values are counted once when your browser sends them again (after you switch to another tab and back, for example), it makes a random number for that one page view, drawn afresh on every page and not derived from you, your device or the time, and sends it with them; we keep only a scrambled form of it (a hash) and delete that ${R.pageViewLinkHours} hours later. We set no cookie and store no IP address with them, so they cannot be linked to you or to your other visits; that is why we do not ask first. We keep them ${R.webVitalMonths} months. Pages in our staff area and pages opened from a link with a personal code are not measured.
- **Technical information.** Our servers receive your IP address and browser details with each request. We use them to deliver pages, keep the site secure and limit abuse of our forms.
- **Maps.** Our office page may show an embedded Google Map. When it loads, Google may collect information under its own privacy policy.

## ${CHOICES_HEADING}

When analytics is turned on for this website, a notice at the bottom of the page asks whether we may use Google Analytics. Until you answer "Allow analytics", your browser does not load Google's analytics code, sends nothing to Google and stores no analytics cookie. If you choose "No thanks", or do not answer, that stays so.

- **What "Allow analytics" enables.** Google Analytics measures which pages are visited, how visitors arrive and which links and forms they use, so we can improve the site. It sets cookies whose names begin with "_ga", with IP address masking. Each page is reported by its address without anything after a question mark, and pages reached from links in our e-mails report nothing. We never send it names, e-mail addresses or message content, and we do not allow it to be used for advertising or ad personalization.
- **How to change your mind.** Choose "Privacy choices" at the bottom of any page to show the notice again. Choosing "No thanks" after allowing stops analytics on this site at once and deletes its cookies from your browser.
- **How long your answer lasts.** Your browser keeps your answer, with the date you gave it, in its local storage (not in a cookie) for 12 months. After 12 months we ask again. Clearing your browser's site data also clears it, and we then ask again.
- **Without JavaScript,** no notice is shown and no analytics runs.

## Consent

When you send the contact form or ask for checklist results, you consent to our using your details for that purpose. We ask for your express consent, in clear wording, before adding you to the newsletter. You may withdraw consent at any time, subject to legal or contractual restrictions and reasonable notice; we will explain the consequences (for example, we cannot reply without your contact details).

## Limiting use and disclosure

We do not sell, rent or trade personal information. We use it only for the purposes in this policy, or as the law requires or permits, and share it only with:

- **Service providers** that help us run the website and send e-mail, under agreements that require them to protect the information and use it only on our instructions. E-mail from this website is delivered by Resend, which may process and store data in the United States. Our hosting and database providers may also store data outside Canada.
- **Our customer relationship management (CRM) system,** where our staff keep track of inquiries. When you send the contact form, ask for checklist results, confirm a booked assessment or confirm a newsletter subscription, the details you gave, the page you sent them from and where your visit began (campaign data, above) are passed to it, under the same kind of agreement. A booking or a newsletter sign-up is passed on only once you confirm it. The CRM's provider may store data outside Canada.
- **Authorities,** when the law requires it, for example to comply with a warrant or court order.
- **A buyer or successor,** if all or part of our business is sold or merged, under an agreement that requires the information to be protected and used only for the purposes it was collected for.

Information handled outside Canada is subject to the laws of the country where it is held, and may be accessible to that country's courts, law enforcement and national security authorities.

## How long we keep information

- **Campaign data** (where your visit began) is kept exactly as long as the inquiry, sign-up or request it was sent with, and deleted with it.
- **Contact messages and checklist submissions:** ${R.leadMonths} months after we receive them or, if we are still handling them later than that, ${R.leadMonths} months after we finish. If you become a client, your service agreement governs what we keep after that.
- **Booked assessments:** once you confirm a booking, it is kept like a contact message: ${R.leadMonths} months after the meeting or, if we are still handling it later than that, ${R.leadMonths} months after we finish, even if the meeting is later cancelled. A booking that is never confirmed (released because it was not confirmed in time, released by our staff, or cancelled before you confirmed it) is deleted ${R.releasedBookingDays} days after that.
- **Urgent support requests from client practices:** ${R.leadMonths} months after we receive them or, if we close them later than that, ${R.leadMonths} months after we close them.
- **Newsletter subscriptions:** for as long as you stay subscribed. After you unsubscribe, we keep your e-mail address, consent records, unsubscribe date and the list of issues we sent you for ${R.unsubscribedYears} years, so that we can honour your choice and show that we complied with CASL, and then delete them. Asking to subscribe again without confirming does not restart those ${R.unsubscribedYears} years.
- **Newsletter sign-ups not confirmed:** when you subscribe, we e-mail you a link to confirm. If it is not confirmed within ${R.pendingSignupDays} days, we delete the sign-up and the details typed into the form.
- **Copies of e-mail sent from this website, and of the details it passes to our CRM:** ${R.deliveryMonths} months. A message that has not gone out yet is never deleted unsent: we keep it until it is sent or we stop trying to send it, then delete it once it is ${R.deliveryMonths} months old.
- **Forms sent without JavaScript:** if your browser sends a form without running our scripts and we cannot accept it (a field is missing, for example), what you typed is kept at most ${R.formCheckMinutes} minutes, so the page can show it back to you with what to correct, and then deleted.
- **Security records:** the counters we use to limit abuse of our forms expire within an hour and are deleted within a day after that; server logs are kept no longer than 30 days.
- **Page speed measurements:** ${R.webVitalMonths} months after they are recorded; the scrambled page-view number sent with them, ${R.pageViewLinkHours} hours.
- **Analytics data:** no longer than the retention period set in Google Analytics, at most 14 months.

An automatic clean-up runs every day and deletes each kind of information above when its period ends. When information is no longer needed before then, we delete it or make it anonymous.

- **Backups:** we back up the website's database every night and keep each backup ${R.backupDays} days, so information the clean-up deletes is gone from every backup at most ${R.backupDays} days later. Backups are kept where only our staff can read them and are used only to recover from a failure.

## Accuracy

We keep information as accurate as its purpose requires. If your details change or you find an error, tell us and we will correct it.

## Safeguards

We protect personal information with safeguards suited to its sensitivity: encrypted connections (HTTPS) across the whole website, access to stored information limited to authorized staff with individual accounts, and providers that follow recognized security practices. No method of transmission or storage is completely secure, and ordinary e-mail is not encrypted end to end, so please do not send sensitive information by e-mail.

If a breach of our safeguards creates a real risk of significant harm to you, we will notify you and report it to the Office of the Privacy Commissioner of Canada, as PIPEDA requires, and we keep a record of every breach.

## Patient health information and PHIPA

This website does not ask for patient health information, and you must not send any through it: no patient names, charts, X-rays, appointment details or other health information in a form, the checklist or an e-mail to us. If such information reaches us through the website, we will delete it and will not use it.

Personal health information held by dental practices is governed by Ontario's Personal Health Information Protection Act, 2004 (PHIPA). When we provide IT services to a practice, the practice remains the health information custodian: we act as its agent or electronic service provider, under the practice's PHIPA obligations and a separate written service agreement. That work is not covered by this policy.

## Your right to access your information

You may ask whether we hold personal information about you, how we have used it and to whom we have disclosed it, and ask for a copy. Send your request in writing to our Privacy Officer at ${BUSINESS.emails.privacy}; we may ask you to confirm your identity.

We will respond within 30 days, or tell you within that time if we need an extension that the law allows, and why. Access is free of charge. If we refuse a request in whole or in part, we will explain why in writing and how you can challenge our decision.

## Questions and complaints

If you have a concern about our handling of personal information, contact our Privacy Officer. We will investigate every complaint, tell you the outcome and, if it is justified, correct the problem, including by changing our practices.

If you are not satisfied with our response, you may complain to the Office of the Privacy Commissioner of Canada, which oversees PIPEDA. You can find how to reach it at www.priv.gc.ca.

## Children

This website is meant for dental professionals and practice staff. We do not knowingly collect personal information from children. If you believe a child has sent us personal information, contact us and we will delete it.

## Openness and changes to this policy

This policy is linked from every page of the website and is available in other formats, such as large print, on request. We may update it when our practices or the law change; the "Last Updated" date at the top shows when the text last changed. If a change affects how we use information we already hold, we will ask for your consent where the law requires it.

## Contact us

For any question about this policy:

- Privacy Officer: ${BUSINESS.emails.privacy}
- Phone: ${PHONE}
- Mail: Privacy Officer, ${NAME}, ${ADDRESS}
`;

const TERMS_OF_SERVICE_BODY = `
These Terms of Service ("Terms") govern your use of this website, which ${NAME}, a division of ${OWNER}, operates. Please read them carefully.

## Acceptance of these Terms

By accessing or using this website, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the website. If you use the website on behalf of a dental practice or another organization, you confirm that you are authorized to accept these Terms for it.

## Who we are

${NAME} is a division of ${OWNER}: we provide managed IT, dental software support, cybersecurity, cloud and hardware services to dental practices in Toronto and the Greater Toronto Area, from our office at ${ADDRESS}. In these Terms, "we", "us" and "our" mean ${OWNER}, carrying on business as ${NAME}, and "you" means the person using the website.

## Using this website

You may use this website to learn about our services, contact us, book a free IT assessment, complete the IT health checklist and subscribe to our newsletter. We may change, suspend or withdraw any part of the website at any time, and we do not promise that it will always be available or free of errors. To protect the website from abuse, we limit how often forms can be sent.

## Information, not professional advice

Our service pages, articles, newsletters, answers to frequently asked questions and other content are general information about technology for dental practices. They are not legal, regulatory, privacy or compliance advice, and they do not take the place of advice about your own circumstances. Your obligations under laws such as PHIPA and PIPEDA, and under your professional regulator's guidance, depend on your practice: please consult a lawyer or another qualified adviser before acting on them.

## The IT health checklist

The IT health checklist gives an indicative score based only on your own answers. It is not an audit, risk assessment, penetration test or certification of compliance. A good score does not mean that your practice is secure or compliant, and a low score does not mean that it has been breached. A real assessment requires a qualified professional to review your systems.

## Booking the free assessment

The free 30-minute IT assessment is booked on this website and costs nothing. A booking holds its time for up to two hours (or until the meeting starts, if sooner) and stands once you confirm it from the e-mail we send; one that is not confirmed in time is released. You can move or cancel it from the link in that e-mail until two hours before the meeting, and after that by calling us. We may cancel a booking when our assessor cannot attend; we tell you by e-mail and you can book another time. The assessment is general advice about your practice's technology, as described under "Information, not professional advice", and booking it commits you to nothing.

## Quotes, prices and service levels

Prices, savings estimates, response times and other figures on this website, such as a range of $${PRICE.min} to $${PRICE.max} per workstation per ${PRICE.period}, are estimates for general information. They are not offers, and the cost of services for your practice depends on its size, systems and needs.

Any services we provide are governed by a separate written service agreement that sets out their scope, fees, service levels and terms. A quote is binding only as stated in writing. If these Terms and a service agreement conflict, the service agreement governs the services it covers.

## Intellectual property

The content of this website, including its text, graphics, logos, design, checklist and software, belongs to ${OWNER} or its licensors and is protected by Canadian and international copyright and trademark laws.

We grant you a limited, non-exclusive, non-transferable and revocable licence to view the website and to print or save pages for your own use or your practice's internal use. You may share links to our pages. You may not otherwise copy, republish, sell or adapt our content without our written permission. Names and logos of other companies' products appear only to identify them and remain the property of their owners; showing them does not mean that those companies endorse us.

## Acceptable use

When you use this website, you agree not to:

- use robots, scrapers or other automated means to access the website, send forms or make large numbers of requests (search engines that follow our robots.txt file are welcome);
- submit another person's personal information without their permission, or subscribe someone else to our newsletter;
- submit false information or impersonate another person or organization;
- send patient health information or other sensitive personal information through our forms;
- try to gain unauthorized access to the website, its servers or its data, probe it for weaknesses without our written permission, or interfere with how it works, for example by introducing malicious code;
- use the website for anything unlawful, or to send spam.

We may block access to the website, and refuse or delete submissions, when we reasonably believe these rules have been broken. If you believe you have found a security weakness in the website, please tell us at ${BUSINESS.emails.support} instead of testing it further.

## Links to other websites

This website links to other websites, such as Google Maps, social networks, software vendors and regulators. We do not control them and are not responsible for their content, availability or privacy practices, and a link does not mean that we endorse them. Their own terms and policies apply when you visit them.

## Disclaimers

We work to keep this website accurate and up to date, but to the extent permitted by law it is provided "as is" and "as available". We do not guarantee that its content is complete, accurate or current, or that the website will be uninterrupted, secure or free of viruses.

Nothing in these Terms limits any rights you have under consumer protection laws, including Ontario's Consumer Protection Act, 2002, that cannot be waived or limited by agreement.

## Limitation of liability

To the extent permitted by law, neither ${OWNER} nor its directors, employees or agents will be liable for any indirect, incidental, special or consequential damages, or for any loss of data, profit, revenue or business, arising from your use of, or inability to use, this website, or from reliance on its content. Because the website is provided free of charge, our total liability to you for any claim relating to the website is limited to $100 (Canadian).

These limits do not apply to liability that cannot be limited by law, such as liability for fraud, gross negligence, wilful misconduct, or death or personal injury caused by negligence. Services provided under a service agreement are governed by that agreement, not by this section.

## Indemnity

To the extent permitted by law, you agree to indemnify ${OWNER} and its directors, employees and agents against claims, losses and reasonable legal costs arising from your breach of these Terms or your misuse of the website, including information you submit without the right to do so. This does not apply to the extent that a claim is caused by our own fault.

## Privacy

Our Privacy Policy explains how we collect, use and protect personal information through this website, and forms part of these Terms.

## Governing law and courts

These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein. Any dispute relating to these Terms or the website will be decided by the courts located in Toronto, Ontario, and you and we agree to their jurisdiction, except where consumer protection law gives you the right to bring a claim elsewhere.

## General

If any part of these Terms is found to be unenforceable, the rest remains in effect. If we do not enforce a right, we have not waived it. These Terms and our Privacy Policy are the entire agreement between you and us about the use of this website; any services we provide are governed by their own service agreement.

## Changes to these Terms

We may update these Terms from time to time; the "Last Updated" date at the top shows when the text last changed. Changes apply from the moment they are posted and do not apply to disputes that arose before then. If you continue to use the website after a change, you accept the updated Terms.

## Contact us

If you have a question about these Terms:

- E-mail: ${BUSINESS.emails.info}
- Phone: ${PHONE}
- Mail: ${NAME}, ${ADDRESS}
`;

export const LEGAL_DOCUMENTS: Record<LegalDocumentKey, LegalDocument> = {
  "privacy-policy": {
    path: "/privacy-policy",
    title: "Privacy Policy",
    heroLead: `How ${NAME} collects, uses and protects the personal information you share through this website, and the choices you have.`,
    metaDescription: `How ${NAME} handles personal information on its website under PIPEDA and CASL: what we collect, why, how long we keep it and your rights.`,
    lastUpdated: "2026-11-29",
    body: PRIVACY_POLICY_BODY,
    anchors: { [CHOICES_HEADING]: CHOICES_ANCHOR },
    related: [
      {
        href: "/terms-of-service",
        label: "Terms of Service",
        description:
          "The rules for using this website, and what its information and checklist results are, and are not.",
      },
      {
        href: "/accessibility",
        label: "Accessibility Statement",
        description: "How we make this website usable for everyone, and how to tell us about a barrier.",
      },
      {
        href: "/contact",
        label: "Contact Us",
        description: "A question about your information? Send us a message or call our office.",
      },
    ],
  },
  "terms-of-service": {
    path: "/terms-of-service",
    title: "Terms of Service",
    heroLead: `The terms that apply when you use the ${NAME} website, its IT health checklist and its newsletter.`,
    metaDescription: `The terms for using the ${NAME} website: general information, not advice; indicative checklist results; estimated prices; and Ontario law.`,
    lastUpdated: "2026-11-29",
    body: TERMS_OF_SERVICE_BODY,
    related: [
      {
        href: "/privacy-policy",
        label: "Privacy Policy",
        description: "What personal information this website collects, why, how long we keep it and your rights.",
      },
      {
        href: "/sitemap",
        label: "Sitemap",
        description: "Every page of this website, listed in one place.",
      },
      {
        href: "/contact",
        label: "Contact Us",
        description: "A question about these terms or our services? Send us a message or call our office.",
      },
    ],
  },
};
