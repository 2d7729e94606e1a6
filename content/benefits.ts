import type { ContentIcon } from "@/content/icons";

export interface Benefit {
  icon: ContentIcon;
  title: string;
  /** 1–2 sentences. */
  description: string;
}

export const BENEFITS: readonly Benefit[] = [
  {
    icon: "software",
    title: "Dental Software Expertise",
    description:
      "Our technicians work with Dentrix, Eaglesoft, Open Dental, ABELDent and Cleardent every day. We handle updates, database maintenance and vendor escalations so your schedule and charts stay available.",
  },
  {
    icon: "compliance",
    title: "PIPEDA & PHIPA Compliance",
    description:
      "Encryption, access controls, audit logging and documented backup procedures protect patient health information. We help you show that your safeguards meet Canadian and Ontario privacy requirements.",
  },
  {
    icon: "monitoring",
    title: "Proactive Monitoring",
    description:
      "We monitor servers, workstations, backups and firewalls around the clock and fix warning signs such as failing drives or missed backups before they interrupt patient care.",
  },
  {
    icon: "imaging",
    title: "Imaging Integration",
    description:
      "Sensors, panoramic units, intraoral cameras and imaging software such as Dexis and Sidexis are configured to work reliably with your practice-management system in every operatory.",
  },
  {
    icon: "cloud",
    title: "Cloud Solutions",
    description:
      "Microsoft 365, encrypted off-site backup and cloud-hosted practice software give your team secure access to what they need, with a recovery copy that survives fire, theft or ransomware.",
  },
  {
    icon: "emergency",
    title: "24/7 Emergency Support",
    description:
      "When a server goes down or a security incident strikes, a technician responds at any hour, including evenings, weekends and holidays, so your practice is ready for its next patient.",
  },
];
