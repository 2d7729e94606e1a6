/**
 * Frequently asked questions.
 *
 * Answers may contain the placeholders {yearsInBusiness}, {firstCallResolution},
 * {criticalResponse}, {majorResponse}, {standardResponse} and {helpDeskHours};
 * they are replaced from the business module at render time.
 */

export interface FaqEntry {
  /** Kebab-case identifier, unique across all entries. */
  id: string;
  question: string;
  /** Plain text, 2–5 sentences; may contain the placeholders listed above. */
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: "supported-dental-software",
    question: "Which dental software do you support?",
    answer:
      "We support the practice-management systems Ontario clinics actually run, including Dentrix, Eaglesoft, Open Dental, ABELDent, Cleardent and Carestream Dental's CS R4 and WinOMS. We also look after imaging software such as Dexis, Carestream imaging, Sidexis and Romexis, along with the sensor, pano and intraoral camera drivers that tie them together. After {yearsInBusiness} supporting dental offices, we know how these applications behave on a network, how their databases should be backed up and what breaks when a Windows update lands. When an issue sits with the vendor, we open and manage the support ticket for you so your team doesn't have to.",
  },
  {
    id: "emergency-response",
    question: "How quickly do you respond to IT emergencies?",
    answer:
      "Critical issues, such as a down server, a practice-management system that won't open or a suspected ransomware attack, get a response {criticalResponse}. Major issues that slow the practice down, like a failed imaging sensor or a single operatory offline, get a response {majorResponse}. Standard requests, such as new user accounts or software installs, are handled {standardResponse}. Our help desk is open {helpDeskHours}, and critical emergencies are answered around the clock, so a server failure on a Saturday morning gets the same urgency as one on a Tuesday.",
  },
  {
    id: "privacy-compliance",
    question: "Can you help our practice comply with PIPEDA and PHIPA?",
    answer:
      "Yes. Ontario dental offices handle personal health information, so PHIPA applies alongside PIPEDA, and both expect reasonable safeguards for patient records. We put the technical safeguards in place: encryption, role-based access, audit logging, secure backups and documented breach-response procedures. We also help you prepare the supporting documentation your privacy officer needs and review it as your systems change. We don't provide legal advice, but we make sure your technology holds up when your privacy practices are reviewed.",
  },
  {
    id: "managed-it-services",
    question: "What is included in your managed IT services?",
    answer:
      "A managed IT plan covers day-to-day help desk support, 24/7 monitoring of servers and workstations, patch management, backup verification, cybersecurity tools and support for your dental software and imaging. Every call reaches technicians who know dental offices, and we resolve {firstCallResolution} of issues on the first call. You also get regular technology planning sessions, so hardware refreshes and software upgrades are budgeted rather than surprises. Pricing is a predictable monthly fee per workstation, so you always know what IT will cost.",
  },
  {
    id: "hardware-procurement",
    question: "Can you source and install hardware for our practice?",
    answer:
      "Yes. We specify and purchase workstations, servers, firewalls, printers and operatory monitors that meet the requirements published by your practice-management and imaging vendors. Everything is configured, secured and tested before it goes into a treatment room, and we schedule installations around your appointment book to avoid disrupting patient care. We also track warranties and replacement cycles, so aging equipment is replaced before it fails.",
  },
  {
    id: "software-transitions",
    question: "Can you help us switch to a different practice-management system?",
    answer:
      "Yes. We coordinate conversions between systems such as Dentrix, Eaglesoft, ABELDent, Cleardent and Open Dental, working alongside the new vendor's conversion team. Before anything moves, we take verified backups of your existing database and imaging archive, then confirm that patient charts, treatment histories, ledgers and images came across intact. We usually schedule the cut-over for a weekend or a quiet day and stay on call for your first days on the new system, so staff aren't left troubleshooting alone.",
  },
  {
    id: "cybersecurity-measures",
    question: "What cybersecurity measures do you put in place?",
    answer:
      "Our security stack is layered: a managed business-grade firewall, endpoint detection and response on every workstation and server, e-mail filtering and multi-factor authentication for remote access and cloud accounts. We apply security patches on a regular schedule and keep encrypted backups, including an offline or immutable copy, so the practice can recover even if ransomware strikes. Because most attacks start with an e-mail, we also run phishing-awareness training for front-desk and clinical staff.",
  },
  {
    id: "cloud-solutions",
    question: "Should our dental practice move to the cloud?",
    answer:
      "It depends on your software, the number of locations you run and how reliable your internet connection is. We migrate e-mail and documents to Microsoft 365, set up cloud backup that keeps copies of your data off-site, and help practices evaluate cloud-hosted practice-management platforms. Where large imaging files still need fast local access, we design a hybrid setup, with a local server for day-to-day speed and encrypted cloud copies for disaster recovery. We'll give you a straight recommendation based on how your practice actually works.",
  },
];

/** The seven questions shown on the home page (hardware procurement is left to the /faq page). */
export const HOME_FAQ_IDS: readonly string[] = [
  "supported-dental-software",
  "emergency-response",
  "privacy-compliance",
  "managed-it-services",
  "software-transitions",
  "cybersecurity-measures",
  "cloud-solutions",
];
