import { getService, type ServiceId } from "@/content/services";
import { servicePath } from "@/lib/core/paths";

/**
 * Copy for the five service pages. Claims that change with the business record (pricing, savings,
 * response times, first-call resolution, years in business, phone and e-mail) are never typed here;
 * the page adds them from content/business.ts.
 */

export interface ServiceItem {
  title: string;
  /** 1-2 sentences. */
  description: string;
}

export interface ServiceSection {
  /** Anchor id on the page (kebab-case). */
  id: string;
  title: string;
  intro?: string;
  layout: "cards" | "list" | "steps";
  items: readonly ServiceItem[];
}

export interface ServiceLink {
  href: string;
  label: string;
  description: string;
}

export interface ServicePageContent {
  service: ServiceId;
  /** <= 60 characters, without the brand. */
  metaTitle: string;
  /** 140-160 characters. */
  metaDescription: string;
  /** 4-6 keywords. */
  keywords: readonly string[];
  hero: {
    title: string;
    intro: string;
    primary: { label: string; href: string };
    secondary: { label: string; href: string };
  };
  /** Paragraphs under the hero (2). */
  overview: readonly string[];
  sections: readonly ServiceSection[];
  crossLinks: readonly ServiceLink[];
  cta: { title: string; text: string };
}

const LINK_MANAGED_IT: ServiceLink = {
  href: servicePath(getService("managed-it")),
  label: "Managed IT Services",
  description:
    "Monitoring, maintenance, help desk and planning for every computer and device in your practice under one agreement.",
};

const LINK_DENTAL_SOFTWARE: ServiceLink = {
  href: servicePath(getService("dental-software")),
  label: "Dental Software Support",
  description:
    "Upgrades, conversions, imaging bridges and troubleshooting for Dentrix, Eaglesoft, Open Dental, ABELDent, Cleardent and Carestream.",
};

const LINK_CYBERSECURITY: ServiceLink = {
  href: servicePath(getService("cybersecurity")),
  label: "Cybersecurity & Compliance",
  description:
    "Layered protection against ransomware and phishing, with the policies and training your PHIPA obligations call for.",
};

const LINK_CLOUD: ServiceLink = {
  href: servicePath(getService("cloud-solutions")),
  label: "Cloud Solutions",
  description:
    "Encrypted off-site backup, Microsoft 365 and cloud practice management planned around how a dental office works.",
};

const LINK_HARDWARE: ServiceLink = {
  href: servicePath(getService("hardware")),
  label: "Hardware Support",
  description: "Workstations, servers, networking and the computers that drive your sensors, panoramic unit and CBCT.",
};

const LINK_CHECKLIST: ServiceLink = {
  href: "/health-checklist",
  label: "Free IT Health Checklist",
  description:
    "Work through the questions we ask on a first visit and see where your practice's technology stands today.",
};

const LINK_LOCATIONS: ServiceLink = {
  href: "/locations",
  label: "Service Areas",
  description:
    "See the Toronto neighbourhoods and GTA communities where our technicians support dental offices on-site.",
};

export const SERVICE_PAGES: readonly ServicePageContent[] = [
  {
    service: "managed-it",
    metaTitle: "Managed IT Services for Dental Practices in Toronto",
    metaDescription:
      "Managed IT for Toronto and GTA dental offices: monitoring, patching, help desk, security and tested backups from a team that knows dental software and imaging.",
    keywords: [
      "managed IT for dental practices",
      "dental IT support Toronto",
      "dental office IT services GTA",
      "dental practice network monitoring",
      "dental IT help desk Ontario",
    ],
    hero: {
      title: "Managed IT Services for Dental Practices",
      intro:
        "We look after the server, workstations, network and software behind your schedule, charts and radiographs, so your team can focus on patients instead of frozen screens and failed backups.",
      primary: { label: "Schedule a Consultation", href: "/book" },
      secondary: { label: "See the Benefits", href: "#benefits" },
    },
    overview: [
      "A dental office depends on technology from the first confirmation call to the last claim of the day. When the practice-management server slows down, a sensor stops capturing or the front-desk printer refuses to print, chairs sit empty and patients wait. Managed IT replaces the call-someone-when-it-breaks approach with a team that watches your systems continuously, maintains them on a schedule and answers your staff when they need help.",
      "Toronto Dental IT, a division of Northbridge Managed IT, supports dental offices across Toronto and the GTA from our King Street East office. Our technicians work with Dentrix, Eaglesoft, Open Dental, ABELDent, Cleardent and Carestream every day, understand how imaging bridges and intraoral sensors fit together, and build every setup with the privacy obligations of an Ontario health information custodian in mind.",
    ],
    sections: [
      {
        id: "services",
        title: "Our Managed IT Services",
        intro:
          "Everything a practice needs to keep its technology reliable, secure and up to date, delivered as one coordinated service.",
        layout: "cards",
        items: [
          {
            title: "24/7 Network Monitoring",
            description:
              "Monitoring agents watch your server, workstations, firewall and backup jobs around the clock and alert our technicians to failing drives, full disks and offline devices before the morning huddle.",
          },
          {
            title: "Proactive Maintenance",
            description:
              "Windows, firmware and security updates are tested and applied after hours on a set schedule, so a patch never takes an operatory offline in the middle of a procedure.",
          },
          {
            title: "Help Desk Support",
            description:
              "Your team reaches technicians who can tell a practice-software bridge error from a sensor driver fault, and who connect remotely to fix it while the patient is still in the chair.",
          },
          {
            title: "Enhanced Security",
            description:
              "Managed firewall, endpoint detection and response, e-mail filtering and multi-factor authentication on Microsoft 365 protect patient records against ransomware and phishing.",
          },
          {
            title: "Backup & Disaster Recovery",
            description:
              "Your practice database and imaging archive are protected by a 3-2-1 backup plan with encrypted off-site copies. We test restores regularly, so recovery is proven rather than assumed.",
          },
          {
            title: "Technology Procurement",
            description:
              "We specify and source workstations, servers and network equipment that meet your software vendors' requirements, then track warranties and plan replacements before equipment ages out.",
          },
        ],
      },
      {
        id: "benefits",
        title: "Why Dental Practices Choose Managed IT",
        layout: "list",
        items: [
          {
            title: "Reduced Risk",
            description:
              "Continuous monitoring, timely patching and verified backups close the gaps that lead to downtime and privacy breaches, and leave you with records of the safeguards you have in place.",
          },
          {
            title: "Predictable Costs",
            description:
              "A flat monthly agreement replaces surprise repair bills and emergency call-outs, and a written technology roadmap lets you budget for replacements instead of reacting to failures.",
          },
          {
            title: "Dental Expertise",
            description:
              "Dental practices are our focus, so we already know your practice-management software, imaging bridges and sensors, and the obligations that come with holding health information in Ontario.",
          },
        ],
      },
    ],
    crossLinks: [LINK_DENTAL_SOFTWARE, LINK_CYBERSECURITY, LINK_CLOUD, LINK_HARDWARE, LINK_CHECKLIST],
    cta: {
      title: "Ready to Stop Worrying About Your Practice's IT?",
      text: "Book a consultation and we will review your current setup, point out the biggest risks and explain how managed IT would work in your office.",
    },
  },
  {
    service: "dental-software",
    metaTitle: "Dental Software Support: Dentrix, Eaglesoft & More",
    metaDescription:
      "Support for Dentrix, Eaglesoft, Open Dental, ABELDent, Cleardent and Carestream in Toronto dental offices: upgrades, conversions, imaging bridges and training.",
    keywords: [
      "dental software support Toronto",
      "Dentrix support Ontario",
      "Eaglesoft support GTA",
      "Open Dental IT support",
      "ABELDent and Cleardent support",
      "dental imaging software integration",
    ],
    hero: {
      title: "Dental Software Support That Keeps Your Schedule Moving",
      intro:
        "Practice-management and imaging software sit at the centre of every appointment. We install, upgrade, integrate and repair them so your front desk, hygienists and dentists can work without interruption.",
      primary: { label: "Get Software Support", href: "/contact" },
      secondary: { label: "See Supported Software", href: "#software-list" },
    },
    overview: [
      "Most software problems in a dental office are not purely software problems. A claim that will not transmit may be a firewall rule, an image that opens in the wrong chart may be a broken bridge, and a slow appointment book is often a database that has not been maintained. Vendor support lines fix their own product; we look at the whole picture, from the workstation and network to the database and the imaging link.",
      "Our technicians support the practice-management and imaging systems used across Ontario dental offices, and we work alongside your software vendors rather than around them. Whether you are planning a version upgrade, converting from one system to another or adding a new sensor, we plan the work so patient data is protected and the office is ready to see patients the next morning.",
    ],
    sections: [
      {
        id: "software-list",
        title: "Dental Software We Support",
        intro:
          "We support the practice-management platforms most common in Ontario dental offices, along with the imaging software connected to them.",
        layout: "cards",
        items: [
          {
            title: "Dentrix",
            description:
              "Server and workstation setup, version upgrades, database repairs and the bridges that link Dentrix charts to your imaging software, so the front desk can post and schedule without errors.",
          },
          {
            title: "Eaglesoft",
            description:
              "Eaglesoft installations and upgrades, SQL Anywhere database health checks, and configuration of Eaglesoft's imaging module with your intraoral sensors and panoramic unit.",
          },
          {
            title: "Open Dental",
            description:
              "Open Dental on a properly sized MySQL or MariaDB server, with backup jobs, version updates and bridges to your imaging software configured and documented.",
          },
          {
            title: "ABELDent",
            description:
              "Support for the Canadian-built ABELDent platform, including workstation configuration, upgrades, CDAnet claim connectivity and coordination with ABELDent's own support team.",
          },
          {
            title: "Cleardent",
            description:
              "Installation, workstation setup and upgrades for Cleardent, with the network, claim connectivity and imaging links configured so the system performs well in every operatory.",
          },
          {
            title: "Carestream",
            description:
              "CS R4 practice management and Carestream imaging, including acquisition-station setup, sensor and panoramic drivers, and keeping practice-management and imaging versions compatible.",
          },
        ],
      },
      {
        id: "support-services",
        title: "Software Support Services",
        layout: "cards",
        items: [
          {
            title: "Installation & Upgrades",
            description:
              "We confirm system requirements, take a verified backup and run installations and major version upgrades after hours, with a rollback plan ready if anything does not behave as expected.",
          },
          {
            title: "Data Conversion & Migration",
            description:
              "Moving to a new practice-management system or a new server? We coordinate the conversion with both vendors, move imaging archives and check patients, ledgers and appointments before go-live.",
          },
          {
            title: "Imaging Integration",
            description:
              "We connect Dexis, Sidexis, Carestream and other imaging software to your practice-management system so images from sensors, panoramic units and CBCT open in the correct patient chart.",
          },
          {
            title: "Troubleshooting",
            description:
              "Error messages, crashes, slow charts and failed claim transmissions are traced to their cause, whether that is the application, the database, the workstation or the network.",
          },
          {
            title: "Database Maintenance & Backups",
            description:
              "Regular integrity checks, index maintenance and monitored backups of your practice database keep the system fast and ensure a clean copy exists if something goes wrong.",
          },
          {
            title: "Staff Training",
            description:
              "After an upgrade or a new system, we walk your team through what changed, from scheduling and charting screens to capturing and attaching images, so the new version is used properly.",
          },
        ],
      },
      {
        id: "why-us",
        title: "Why Choose Us for Dental Software",
        layout: "list",
        items: [
          {
            title: "One Point of Contact",
            description:
              "When a problem crosses the line between your software vendor, your imaging company and your network, we own the issue and work with each party so your staff do not have to.",
          },
          {
            title: "Work Planned Around Patients",
            description:
              "Upgrades, conversions and database work are scheduled after hours or on days the office is closed, so chairs stay full and the schedule is ready in the morning.",
          },
          {
            title: "Imaging and Practice Management Together",
            description:
              "We understand how sensors, acquisition software and practice-management bridges depend on one another, so a change to one does not quietly break the others.",
          },
          {
            title: "Privacy-Conscious Handling",
            description:
              "Patient data is handled under documented procedures that support your PHIPA obligations, with access limited to the technicians working on your system.",
          },
        ],
      },
    ],
    crossLinks: [LINK_HARDWARE, LINK_CLOUD, LINK_CYBERSECURITY, LINK_MANAGED_IT, LINK_CHECKLIST],
    cta: {
      title: "Need Help With Your Dental Software?",
      text: "Tell us which system you use and what is getting in the way, and we will recommend the right fix, upgrade or conversion plan for your practice.",
    },
  },
  {
    service: "cybersecurity",
    metaTitle: "Dental Cybersecurity & PHIPA Compliance in Toronto",
    metaDescription:
      "Cybersecurity for Toronto dental practices: ransomware and phishing protection, MFA, security assessments, staff training and practical PHIPA and PIPEDA help.",
    keywords: [
      "dental cybersecurity Toronto",
      "PHIPA compliance dental practice",
      "dental office ransomware protection",
      "PIPEDA compliance dentists",
      "dental staff security training",
    ],
    hero: {
      title: "Cybersecurity and Compliance for Dental Practices",
      intro:
        "Patient charts, radiographs and billing records are exactly what attackers want. We protect them with layered security, trained staff and the documentation Ontario privacy law expects.",
      primary: { label: "Get a Security Assessment", href: "/contact" },
      secondary: { label: "Explore Security Services", href: "#security-services" },
    },
    overview: [
      "Dental practices hold health information, government identifiers and payment details, and they often run on a single server with little in-house IT. That combination makes them an attractive target for ransomware groups and phishing campaigns. A successful attack can stop the schedule, expose patient records and trigger notification duties under PHIPA, all at once.",
      "Our approach is practical: find the real gaps, fix the ones that matter most and keep the protections running. We combine managed firewall, endpoint and e-mail protection with multi-factor authentication, tested backups, staff training and written policies, so your practice is harder to attack, quicker to recover and able to show the safeguards it has in place.",
    ],
    sections: [
      {
        id: "challenges",
        title: "Security Challenges Facing Dental Practices",
        layout: "cards",
        items: [
          {
            title: "Ransomware",
            description:
              "Attackers target dental offices because encrypted charts and images bring the day to a halt. A single infected workstation can reach the server and every shared folder on the network.",
          },
          {
            title: "Social Engineering",
            description:
              "Phishing e-mails disguised as insurer notices, lab invoices or vendor updates, and calls from fake support technicians, aim to steal passwords or install remote-access tools.",
          },
          {
            title: "Unsecured Devices",
            description:
              "Operatory computers left logged in, imaging workstations running outdated operating systems, shared passwords and personal phones on the clinic Wi-Fi all widen the attack surface.",
          },
          {
            title: "Compliance Violations",
            description:
              "As health information custodians under PHIPA, dentists must protect records with reasonable safeguards. Missing policies, agreements or access logs can turn an incident into a regulatory problem.",
          },
          {
            title: "Data Loss",
            description:
              "Failed drives, corrupted databases, deleted files and backups that were never tested can wipe out years of charts, radiographs and treatment plans in an afternoon.",
          },
          {
            title: "Privacy Breaches",
            description:
              "A misdirected e-mail, a stolen laptop or an unauthorized look at a chart is a privacy breach that may need to be reported to patients and to the Information and Privacy Commissioner of Ontario.",
          },
        ],
      },
      {
        id: "security-services",
        title: "Our Cybersecurity Services",
        layout: "cards",
        items: [
          {
            title: "Security Assessments",
            description:
              "We review your network, devices, accounts, backups and policies, then give you a prioritized, plain-language report of what to fix first and why.",
          },
          {
            title: "Managed Security",
            description:
              "Managed firewall, endpoint detection and response, e-mail filtering, MFA and patching, monitored continuously and adjusted as new threats appear.",
          },
          {
            title: "Compliance Services",
            description:
              "We help you document the administrative, technical and physical safeguards PHIPA expects, and keep the records together so they are ready if a patient or regulator asks.",
          },
          {
            title: "Staff Security Training",
            description:
              "Short, dental-specific training and simulated phishing exercises teach your team to spot suspicious e-mails, calls and attachments before anyone clicks.",
          },
        ],
      },
      {
        id: "pipeda",
        title: "PIPEDA and PHIPA Compliance Help",
        intro:
          "In Ontario, PHIPA governs the personal health information a dental practice holds, while federal PIPEDA can still apply to other personal information handled in the course of commercial activity. We help you put practical safeguards and documentation in place, working alongside your own legal and privacy advisers.",
        layout: "list",
        items: [
          {
            title: "Privacy Assessments",
            description:
              "We map where patient information lives, from practice software and imaging to e-mail and scanned documents, and identify gaps against the safeguards privacy law requires.",
          },
          {
            title: "Policy Development",
            description:
              "Practical privacy, acceptable-use, password, retention and remote-access policies written for how a dental office actually works, not generic corporate templates.",
          },
          {
            title: "Consent Management",
            description:
              "We help set up systems that record patient consent and communication preferences, and make sure marketing e-mails and newsletters follow CASL consent rules.",
          },
          {
            title: "Data Security",
            description:
              "Encryption at rest and in transit, role-based access in your practice software, multi-factor authentication and audit logging provide the technical safeguards regulators expect.",
          },
          {
            title: "Breach Protocols",
            description:
              "A written incident-response and breach-notification plan covers containment, evidence, notifying affected patients and reporting to the Information and Privacy Commissioner of Ontario when required.",
          },
          {
            title: "Staff Training",
            description:
              "Privacy and security training for dentists, hygienists, assistants and front-desk staff, with attendance records you can keep on file.",
          },
        ],
      },
      {
        id: "benefits",
        title: "What Strong Security Gives Your Practice",
        layout: "list",
        items: [
          {
            title: "Protected Patient Data",
            description:
              "Layered defences and tested backups keep charts, radiographs and billing information out of attackers' hands and recoverable if something does go wrong.",
          },
          {
            title: "Regulatory Compliance",
            description:
              "Documented safeguards, policies and training records show the reasonable steps you have taken to meet your obligations under PHIPA and the expectations of the RCDSO.",
          },
          {
            title: "Business Continuity",
            description:
              "With threats blocked early and a recovery plan ready, an incident becomes a contained event rather than days of cancelled appointments.",
          },
        ],
      },
    ],
    crossLinks: [LINK_MANAGED_IT, LINK_CLOUD, LINK_DENTAL_SOFTWARE, LINK_CHECKLIST],
    cta: {
      title: "Find Out Where Your Practice Is Exposed",
      text: "Book a security assessment and we will show you the gaps that matter most in your office and a clear plan to close them.",
    },
  },
  {
    service: "cloud-solutions",
    metaTitle: "Cloud Solutions for Dental Practices in Toronto",
    metaDescription:
      "Cloud solutions for Toronto and GTA dental practices: encrypted Canadian backup, Microsoft 365, secure file sharing and carefully planned cloud migrations.",
    keywords: [
      "dental cloud solutions Toronto",
      "cloud backup for dental practices",
      "Microsoft 365 for dental offices",
      "cloud practice management migration",
      "secure file sharing dental",
    ],
    hero: {
      title: "Cloud Solutions Built for Dental Practices",
      intro:
        "Move backup, e-mail, file sharing and, where it makes sense, practice management to the cloud, with patient data encrypted and the move planned around your schedule.",
      primary: { label: "Get Started", href: "/contact" },
      secondary: { label: "Explore Solutions", href: "#cloud-services" },
    },
    overview: [
      "The cloud can take a lot of risk and maintenance off a dental practice: no more single server in a closet, off-site copies of every chart and image, and secure access for dentists who work between locations. It is not the right answer for everything, though. Large imaging files, sensor drivers and legacy practice software all need to be considered before anything moves.",
      "We start with what your practice actually uses and recommend the mix that fits, whether that is Microsoft 365 and encrypted off-site backup alongside your existing server, or a full move to cloud-hosted practice management. Every option is configured with multi-factor authentication, encryption and access controls that support your obligations under PHIPA.",
    ],
    sections: [
      {
        id: "benefits",
        title: "Benefits of the Cloud for Dental Practices",
        layout: "list",
        items: [
          {
            title: "Access From Anywhere",
            description:
              "Dentists and office managers can securely review schedules, documents and reports from another location or from home, protected by multi-factor authentication.",
          },
          {
            title: "Built-In Resilience",
            description:
              "Encrypted off-site copies of your data mean a failed server, a flood or a break-in at the office no longer puts patient records at risk.",
          },
          {
            title: "Less Hardware to Maintain",
            description:
              "Moving e-mail, file storage and backup to the cloud reduces the equipment in your office that needs patching, replacing and monitoring.",
          },
          {
            title: "Grows With Your Practice",
            description:
              "Adding an associate, an operatory or a second location means adding accounts and licences, not buying and configuring another server.",
          },
        ],
      },
      {
        id: "cloud-services",
        title: "Our Cloud Services",
        layout: "cards",
        items: [
          {
            title: "Secure Backup",
            description:
              "Encrypted, Canadian-hosted off-site copies of your practice database, imaging archive and documents complete a 3-2-1 backup strategy, with restores tested on a schedule.",
          },
          {
            title: "File Sharing",
            description:
              "Microsoft 365 with SharePoint and OneDrive configured for secure sharing of referrals, radiographs and lab prescriptions with specialists and labs, instead of consumer file-sharing apps.",
          },
          {
            title: "Hosting",
            description:
              "Hosted servers and virtual desktops in Canadian data centres for practices that want to retire the server closet while keeping the applications they already know.",
          },
          {
            title: "Practice Management in the Cloud",
            description:
              "We evaluate cloud-based practice-management platforms and cloud-hosted versions of your current software, and plan the change around your imaging and claims workflow.",
          },
          {
            title: "Cloud Migration",
            description:
              "Mailboxes, shared files, databases and imaging archives are moved in planned stages, with each step verified so nothing is lost and the office keeps running.",
          },
          {
            title: "Cloud Security",
            description:
              "Multi-factor authentication, conditional access, e-mail encryption, data loss prevention and audit logging are configured in Microsoft 365 and your cloud applications, with access reviewed as staff join and leave.",
          },
        ],
      },
      {
        id: "migration",
        title: "Our Six-Step Migration Process",
        intro:
          "Every cloud move follows the same disciplined process, so patient data is protected and the office is never left without its systems.",
        layout: "steps",
        items: [
          {
            title: "Assessment",
            description:
              "We inventory your software, data, devices and internet connection, and identify what can move to the cloud, what should stay on-site and why.",
          },
          {
            title: "Planning",
            description:
              "You receive a written plan covering the target setup, migration order, timing around your schedule, privacy considerations and a rollback option for each stage.",
          },
          {
            title: "Data Migration",
            description:
              "E-mail, files, databases and imaging archives are copied in stages, encrypted in transit, with a verified backup taken before anything changes.",
          },
          {
            title: "Testing",
            description:
              "We confirm that charts open, images attach to the right patients, claims transmit and every workstation and user account works as expected before go-live.",
          },
          {
            title: "Deployment",
            description:
              "The switch happens after hours or over a weekend, with a technician checking systems before your first patient arrives.",
          },
          {
            title: "Training & Support",
            description:
              "Your team learns the new sign-in, file-sharing and MFA routines, and our help desk stays on hand for questions as everyone settles in.",
          },
        ],
      },
    ],
    crossLinks: [LINK_CYBERSECURITY, LINK_MANAGED_IT, LINK_DENTAL_SOFTWARE, LINK_CHECKLIST, LINK_LOCATIONS],
    cta: {
      title: "Thinking About Moving to the Cloud?",
      text: "Talk to us about what your practice uses today, and we will recommend a cloud plan that fits your software, your imaging and your budget.",
    },
  },
  {
    service: "hardware",
    metaTitle: "Dental Hardware Support in Toronto and the GTA",
    metaDescription:
      "Hardware support for Toronto dental offices: workstations, servers, networking, printers and the computers behind intraoral sensors, panoramic units and CBCT.",
    keywords: [
      "dental hardware support Toronto",
      "dental imaging equipment support",
      "dental office computer repair GTA",
      "dental practice network installation",
      "intraoral sensor troubleshooting",
    ],
    hero: {
      title: "Hardware Support for Dental Offices",
      intro:
        "From front-desk PCs to the acquisition stations behind your panoramic unit and CBCT, we install, maintain and repair the equipment your practice runs on.",
      primary: { label: "Request Hardware Support", href: "/contact" },
      secondary: { label: "Explore Services", href: "#hardware-services" },
    },
    overview: [
      "Dental hardware has to meet demands most office equipment never faces. Imaging workstations need the right graphics, memory and USB configuration for sensors; CBCT volumes need fast storage and a network that can move large files; operatory computers need to survive disinfection and stay reliable all day. When a device fails, the chair it serves stops too.",
      "We select, install and support hardware with those demands in mind, and we coordinate with your imaging and software vendors so drivers, firmware and operating-system updates stay compatible. Our technicians handle both remote diagnosis and on-site work across Toronto and the GTA, and we keep records of every device so warranties, replacements and upgrades are planned rather than rushed.",
    ],
    sections: [
      {
        id: "supported-hardware",
        title: "Hardware We Support",
        layout: "cards",
        items: [
          {
            title: "Computers & Workstations",
            description:
              "Front-desk, operatory, imaging and office computers, configured to your practice-management and imaging vendors' requirements and kept consistent across the office.",
          },
          {
            title: "Imaging Equipment",
            description:
              "The computers, drivers and connections behind intraoral sensors, intraoral cameras, panoramic units and CBCT, working with Dexis, Sidexis, Carestream and other imaging software.",
          },
          {
            title: "Servers & Storage",
            description:
              "Practice servers, network storage and backup appliances sized for your database and growing imaging archive, with redundant drives and monitoring.",
          },
          {
            title: "Networking",
            description:
              "Business-grade firewalls, switches and Wi-Fi designed for clinics, with separate networks for staff, imaging devices and patient guest access.",
          },
          {
            title: "Printers & Peripherals",
            description:
              "Printers, scanners, card readers, signature pads and label printers set up to work reliably with your practice software and forms.",
          },
          {
            title: "Chairside Technology",
            description:
              "Operatory monitors, patient-education displays, keyboards and mice suited to disinfection, mounted and configured so they stay dependable through a full day.",
          },
        ],
      },
      {
        id: "hardware-services",
        title: "Our Hardware Services",
        layout: "cards",
        items: [
          {
            title: "Installation",
            description:
              "New workstations, servers and network equipment are installed, configured and tested after hours, with data moved and software bridges confirmed before staff log in.",
          },
          {
            title: "Repair",
            description:
              "We diagnose faults remotely or on-site, handle warranty claims with manufacturers and replace failed parts, putting imaging and front-desk stations first.",
          },
          {
            title: "Preventative Maintenance",
            description:
              "Scheduled checks of drive health, battery backups, firmware, cabling and dust build-up catch problems before they take a room out of service.",
          },
          {
            title: "Procurement",
            description:
              "We recommend and source equipment that matches your software and imaging requirements, so you avoid buying hardware that will not run what you need.",
          },
          {
            title: "Upgrades",
            description:
              "Memory, storage and operating-system upgrades and planned workstation refreshes keep older equipment productive and supported for as long as it makes sense.",
          },
          {
            title: "Imaging Support",
            description:
              "Sensor drivers, acquisition software, panoramic and CBCT workstations are set up and kept compatible with your practice-management system, in coordination with your imaging vendor.",
          },
        ],
      },
    ],
    crossLinks: [LINK_DENTAL_SOFTWARE, LINK_CYBERSECURITY, LINK_MANAGED_IT, LINK_CHECKLIST, LINK_LOCATIONS],
    cta: {
      title: "Equipment Giving You Trouble?",
      text: "Contact us about a repair, a new installation or a planned upgrade, and a technician will help you get the right hardware working in your practice.",
    },
  },
];

export function getServicePage(id: ServiceId): ServicePageContent | undefined {
  return SERVICE_PAGES.find((p) => p.service === id);
}
