/** Copy of the About page. Years and claims come from the business record at render time. */
export const ABOUT = {
  story: [
    "Toronto Dental IT began as the dental team inside {parent}, the managed-IT company behind it. Our technicians kept being called to dental offices where a frozen imaging bridge or a failed server backup had stopped a full day of patients, and where the general IT firm on contract did not know what Dentrix, Eaglesoft or a panoramic unit needed. In {foundedYear} we made dental practices our whole focus.",
    "Since then we have looked after single-chair offices, busy family practices in suburban plazas and specialists in downtown medical towers across the Greater Toronto Area. We speak the language of operatories, recall lists and insurance claims, and we know which Windows update will upset which sensor driver before it reaches your front desk.",
  ],
  whyChooseUs: [
    {
      title: "Dental-only focus",
      text: "Every technician works with dental software, imaging and clinical workflows every day.",
    },
    {
      title: "Fast, local response",
      text: "Remote help in minutes and technicians based in downtown Toronto for on-site visits across the GTA.",
    },
    { title: "Privacy built in", text: "Safeguards, documentation and breach plans shaped around PHIPA and PIPEDA." },
    {
      title: "Predictable costs",
      text: "One monthly fee per workstation, with hardware refreshes planned and budgeted in advance.",
    },
    {
      title: "Vendor coordination",
      text: "We deal with your software, imaging and internet vendors so your team does not have to.",
    },
  ],
  values: [
    {
      title: "Expertise",
      text: "We invest in knowing dental systems deeply, from practice-management databases to imaging drivers.",
    },
    { title: "Reliability", text: "We answer when we say we will, and we fix the cause, not only the symptom." },
    { title: "Security", text: "Patient information is treated with the care the law and your patients expect." },
    { title: "Innovation", text: "We adopt new technology when it makes your practice better, not because it is new." },
    { title: "Integrity", text: "Straight advice, transparent pricing and no upselling of equipment you do not need." },
    {
      title: "Partnership",
      text: "We plan with you for the long term, as part of your team rather than a vendor on call.",
    },
  ],
  approach: [
    {
      title: "Assess",
      text: "We start with a free review of your network, software, backups and security, and a conversation about how your practice works.",
    },
    {
      title: "Stabilise",
      text: "We fix urgent risks first: untested backups, unsupported systems, missing multi-factor authentication.",
    },
    {
      title: "Manage",
      text: "Monitoring, patching and help desk run quietly in the background, with clear reports you can read in a minute.",
    },
    {
      title: "Plan",
      text: "Regular technology reviews keep upgrades, moves and new operatories on budget and on schedule.",
    },
  ],
} as const;
