import type { ContentIcon } from "@/content/icons";

/**
 * The IT health checklist: five categories of five questions for an Ontario dental practice.
 * The questionnaire, the scoring, the results view, the downloaded text file, the e-mailed report
 * and the endpoint's schema all read this one list, so a question is written once.
 *
 * Every question is phrased so that "Yes" is the safe answer: the score counts the Yes answers.
 * Each question carries the action to recommend when the answer is anything but Yes.
 */

export type ChecklistCategoryId = "security" | "backup" | "compliance" | "infrastructure" | "patient_experience";

export interface ChecklistQuestion {
  id: string;
  text: string;
  /** Why the question matters, shown under it. */
  description: string;
  /** What to do when the answer is No, Not Sure or missing. */
  recommendation: string;
}

export interface ChecklistCategory {
  id: ChecklistCategoryId;
  title: string;
  description: string;
  icon: ContentIcon;
  questions: readonly ChecklistQuestion[];
}

export const CHECKLIST_CATEGORIES: readonly ChecklistCategory[] = [
  {
    id: "security",
    title: "Security & Privacy",
    description:
      "How well your accounts, computers and staff keep patient information away from people who should not see it.",
    icon: "shield",
    questions: [
      {
        id: "sec1",
        text: "Does every staff member sign in with their own account, protected by multi-factor authentication (MFA) for e-mail, remote access and the practice management software?",
        description:
          "Shared front-desk logins make it impossible to tell who opened a chart, and a stolen password alone is how most e-mail and remote-access break-ins start. MFA stops the large majority of them.",
        recommendation:
          "Give every person their own login and turn on multi-factor authentication for e-mail, remote access and your practice management software, starting with the accounts that can see the most.",
      },
      {
        id: "sec2",
        text: "Are security updates for Windows, your dental software, browsers and other programs installed on every computer and the server within 30 days of release?",
        description:
          "Unpatched software is the usual way ransomware gets into a practice. Imaging workstations and the server are often skipped because nobody wants to restart them during clinic hours.",
        recommendation:
          "Set up scheduled, after-hours patching for every workstation and the server, with a monthly report that shows which machines are current and which are not.",
      },
      {
        id: "sec3",
        text: "Is every computer protected by business-grade endpoint security (antivirus with detection and response) that someone actually monitors?",
        description:
          "Free or expired antivirus and alerts that nobody reads give a false sense of safety. Someone should be watching and able to isolate an infected machine within minutes.",
        recommendation:
          "Replace consumer antivirus with a managed endpoint detection and response (EDR) product, and make sure its alerts reach someone who can act on them day and night.",
      },
      {
        id: "sec4",
        text: "Are the laptops, workstations and server that hold patient information encrypted (for example with BitLocker)?",
        description:
          "A lost or stolen computer without encryption exposes every chart and x-ray on it and has to be handled as a privacy breach. With full-disk encryption the data stays unreadable.",
        recommendation:
          "Turn on full-disk encryption (BitLocker) on every laptop, workstation and server that stores patient information, and keep the recovery keys somewhere safe outside those machines.",
      },
      {
        id: "sec5",
        text: "Has your whole team completed security awareness training, including how to spot phishing e-mails, in the last 12 months?",
        description:
          "Most incidents in dental offices start with one click on a convincing e-mail: a fake invoice, a fake insurer or a fake software update. Trained staff are the cheapest control there is.",
        recommendation:
          "Run short yearly security awareness training for everyone, including associates and hygienists, backed by simulated phishing e-mails and a simple way to report a suspicious message.",
      },
    ],
  },
  {
    id: "backup",
    title: "Backup & Recovery",
    description:
      "Whether you could get charts, images and schedules back, and how fast, after a failure, a fire or ransomware.",
    icon: "cloud",
    questions: [
      {
        id: "bu1",
        text: "Are your practice management database and imaging files backed up automatically at least once every day?",
        description:
          "A backup that depends on someone remembering to swap a drive will eventually be missed. Daily automatic backups limit a loss to one day's work at most.",
        recommendation:
          "Automate a daily backup of the practice management database and the imaging store, with an alert to someone who will act when a backup fails.",
      },
      {
        id: "bu2",
        text: "Is at least one copy of your backups kept off-site or in a Canadian cloud, away from your office network?",
        description:
          "A fire, a flood or a break-in that takes the server can take a backup drive sitting beside it. The 3-2-1 rule: three copies, on two kinds of media, one of them off-site.",
        recommendation:
          "Add an encrypted off-site or cloud copy of your backups, preferably stored in Canada, so one event in the office cannot destroy both the data and its backup.",
      },
      {
        id: "bu3",
        text: "Is at least one backup copy immutable or offline, so ransomware on your network cannot encrypt or delete it?",
        description:
          "Modern ransomware looks for backups first. A copy that cannot be changed or deleted for a set time is what turns an attack into a restore instead of a ransom negotiation.",
        recommendation:
          "Keep one backup copy immutable (write-once cloud storage or an offline rotation) with separate credentials that no office computer holds.",
      },
      {
        id: "bu4",
        text: "Has someone restored your practice data from backup and checked that it opens, within the last 6 months?",
        description:
          "A backup that has never been restored is a hope, not a plan. Test restores catch silent failures, missing imaging folders and backups that would take days to bring back.",
        recommendation:
          "Schedule a test restore at least every 6 months: restore the practice management database and a sample of x-rays to a spare machine, confirm they open, and record how long it took.",
      },
      {
        id: "bu5",
        text: "Do you have a written disaster recovery plan that says how quickly you can see patients again and who does what?",
        description:
          "In an outage, nobody should be guessing whom to call. A plan names your IT provider and software vendors, the order to restore systems in, and how the front desk works in the meantime.",
        recommendation:
          "Write a one-page disaster recovery plan: recovery time goals, who calls whom, vendor support numbers, and how to run the schedule on paper until systems are back. Review it yearly.",
      },
    ],
  },
  {
    id: "compliance",
    title: "Ontario Compliance",
    description:
      "Your duties under Ontario's Personal Health Information Protection Act (PHIPA), federal privacy law (PIPEDA) and the RCDSO's record-keeping rules.",
    icon: "compliance",
    questions: [
      {
        id: "comp1",
        text: "Has your practice named a privacy contact person who is responsible for PHIPA compliance and answers patients' privacy questions and access requests?",
        description:
          "Under PHIPA, a health information custodian names a contact person or takes on the role personally: someone has to oversee compliance, handle requests for records and respond to complaints.",
        recommendation:
          "Name a privacy contact person in writing, give them time to do the job, and tell staff and patients who they are.",
      },
      {
        id: "comp2",
        text: "Do patients have access to a written statement of your information practices (a privacy policy) that explains how you collect, use and protect their information?",
        description:
          "PHIPA requires custodians to make a written public statement of their information practices available, and PIPEDA expects the same openness for other personal information.",
        recommendation:
          "Publish a plain-language privacy statement in the office and on your website, covering what you collect, why, who you share it with and how patients can see or correct their records.",
      },
      {
        id: "comp3",
        text: "Do you know what to do if patient information is lost, stolen or viewed without authorization, including when to notify patients and Ontario's Information and Privacy Commissioner?",
        description:
          "PHIPA requires notifying affected patients at the first reasonable opportunity, reporting some breaches to the Commissioner, and sending the Commissioner yearly breach statistics.",
        recommendation:
          "Write a privacy breach procedure (contain, assess, notify, document) with the Commissioner's reporting rules, and keep a breach log so the yearly statistics report is easy.",
      },
      {
        id: "comp4",
        text: "Do you have written agreements with every vendor that can reach patient information (software support, cloud services, your IT provider) saying how they protect it?",
        description:
          "Under PHIPA you remain responsible for agents and service providers who handle health information for you, including remote support sessions and data stored outside Canada.",
        recommendation:
          "List every vendor with access to patient data, put a confidentiality and security agreement in place with each, and make sure remote access is only granted per session and logged.",
      },
      {
        id: "comp5",
        text: "Are patient records, including x-rays, kept for as long as the RCDSO requires and securely destroyed after that, including old hard drives?",
        description:
          "The RCDSO expects dental records to be kept for at least 10 years after the last entry, or until 10 years after the patient's 18th birthday if that is later. Old computers leave the office with data on them unless their drives are wiped or destroyed.",
        recommendation:
          "Set a retention schedule that meets the RCDSO's 10-year rule, and use certified data destruction (with a certificate) for every retired drive, server and copier.",
      },
    ],
  },
  {
    id: "infrastructure",
    title: "IT Infrastructure",
    description:
      "The age and health of your computers, network and imaging equipment, which decide how often the day is interrupted.",
    icon: "server",
    questions: [
      {
        id: "infra1",
        text: "Are all your workstations and your server under 5 years old?",
        description:
          "Failure rates climb after five years, older machines slow down charting and imaging, and they often cannot run the next version of your operating system or dental software.",
        recommendation:
          "Plan to replace workstations and servers on a five-year cycle, starting with the server and the imaging workstations, and budget for it a year ahead.",
      },
      {
        id: "infra2",
        text: "Does every computer run an operating system that still receives security updates (for example, none left on Windows 10, whose support ended in October 2025)?",
        description:
          "A computer on an unsupported operating system no longer gets security fixes, so every new weakness found in it stays open for good.",
        recommendation:
          "Upgrade or replace every computer on an unsupported operating system, checking first that your dental software and imaging drivers support the new version.",
      },
      {
        id: "infra3",
        text: "Do patients and guests use a separate Wi-Fi network that cannot reach your practice computers, imaging devices or server?",
        description:
          "Patient Wi-Fi on the same network as the server lets any infected phone or laptop in the waiting room reach the machines that hold patient records.",
        recommendation:
          "Put guest Wi-Fi on its own isolated network (a separate VLAN or SSID with client isolation) and use a different, strong password for the practice network.",
      },
      {
        id: "infra4",
        text: "Is your office network protected by a business-grade firewall that is kept up to date and monitored?",
        description:
          "The router your internet provider supplied is not built to block attacks or to tell anyone when one is happening.",
        recommendation:
          "Install a business-grade firewall with current firmware, security subscriptions and alerting, and review its rules and remote-access settings at least yearly.",
      },
      {
        id: "infra5",
        text: "Do your imaging devices (sensors, intraoral cameras, panoramic or CBCT units) work reliably with your practice software, with their drivers kept current?",
        description:
          "Most imaging problems are not the sensor itself but drivers, bridges and Windows updates that no longer agree with each other, usually discovered with a patient in the chair.",
        recommendation:
          "Document every imaging device, its driver version and bridge settings, and test imaging after each Windows or software update before clinic hours.",
      },
    ],
  },
  {
    id: "patient_experience",
    title: "Digital Patient Experience",
    description: "How easy and safe it is for patients to book, fill in forms, hear from you and pay.",
    icon: "tooth",
    questions: [
      {
        id: "pex1",
        text: "Can patients book or request appointments online, at any time of day?",
        description:
          "Many patients look for a dentist in the evening. Online booking that feeds your schedule fills gaps without more calls to the front desk.",
        recommendation:
          "Add online booking connected to your practice management software, with the types of appointment and times you choose to offer.",
      },
      {
        id: "pex2",
        text: "Do patients get automated appointment reminders by text or e-mail that do not reveal treatment details?",
        description:
          "Automated reminders cut no-shows, and keeping them free of treatment details means a reminder seen by someone else does not disclose health information.",
        recommendation:
          "Turn on automated reminders from your practice software or a connected service, with consent recorded and message wording that leaves out treatment details.",
      },
      {
        id: "pex3",
        text: "Can new patients fill in their intake and medical history forms securely online before their first visit?",
        description:
          "Online forms that go straight into the chart save retyping, reduce errors in medical histories and shorten waiting-room time. Paper forms also have to be stored and shredded securely.",
        recommendation:
          "Offer secure online intake forms that flow into your practice software, hosted by a provider that encrypts the data and stores it in Canada where possible.",
      },
      {
        id: "pex4",
        text: "Do you send patients treatment plans, x-rays and records through a secure portal or encrypted e-mail rather than ordinary e-mail attachments?",
        description:
          "Ordinary e-mail is easy to misaddress and is not encrypted end to end. PHIPA expects reasonable safeguards when health information leaves the office.",
        recommendation:
          "Use a patient portal or encrypted e-mail for anything containing health information, and check the recipient's address before sending.",
      },
      {
        id: "pex5",
        text: "Do you submit insurance claims electronically (through CDAnet or a similar network) so patients know their coverage at the front desk?",
        description:
          "Electronic claims give an answer in seconds, so patients can pay only their share and the practice is paid sooner, with less paperwork and fewer resubmissions.",
        recommendation:
          "Set up electronic claims submission in your practice software and make sure the claims connection is covered by your IT support when it stops working.",
      },
    ],
  },
];

export type ChecklistAnswer = "yes" | "no" | "unsure";

/** The radio choices, in the order shown. */
export const ANSWER_OPTIONS: readonly { value: ChecklistAnswer; label: string }[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unsure", label: "Not Sure" },
];

/** Shown when a category scores below 80; the per-question actions follow it. */
export const GENERAL_RECOMMENDATIONS = {
  /** Shown when the overall score is below 100. */
  schedule: {
    title: "Schedule a comprehensive IT assessment",
    text: "A technician reviews your network, backups, security and compliance on site and leaves you a prioritised plan with costs, so you fix the riskiest gaps first.",
  },
  /** Shown when the overall score is below 100. */
  managedIt: {
    title: "Consider managed IT services",
    text: "Flat-fee monitoring, patching, backup checks and a help desk that knows dental software close these gaps and keep them closed, without adding work for your team.",
  },
  /** Shown when the overall score is 80 or more. */
  maintain: {
    title: "Maintain your strong IT posture",
    text: "Your practice is in good shape. Keep it there: repeat this checklist every quarter, keep testing restores, retrain staff every year and review vendor access when anyone leaves.",
  },
} as const;

/** One sentence under the overall score, per band. */
export const BAND_SUMMARIES = {
  good: "Your practice has most of the safeguards we look for. Keep them current and close the remaining gaps.",
  "needs-improvement":
    "Several important safeguards are missing or unconfirmed. The recommendations below show where to start.",
  "at-risk":
    "Your practice is exposed to a serious risk of downtime, data loss or a privacy breach. Start with the recommendations below.",
} as const;

/** The downloaded results file's name. */
export const RESULTS_FILE_NAME = "Toronto_Dental_IT_Assessment_Results.txt";

/** What the visitor sees when e-mailing the results fails. */
export const EMAIL_FAILURE_MESSAGE = "There was a problem sending your assessment results. Please try again.";

/** The confirmation in the e-mail dialog closes itself after this long. */
export const EMAIL_CONFIRMATION_MS = 5000;

export const TOTAL_QUESTIONS = CHECKLIST_CATEGORIES.reduce((n, c) => n + c.questions.length, 0);

export function getChecklistCategory(id: string): ChecklistCategory | undefined {
  return CHECKLIST_CATEGORIES.find((c) => c.id === id);
}
