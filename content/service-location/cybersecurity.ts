import type { ServiceLocationSet } from "@/content/service-location/types";

/**
 * Cybersecurity and compliance copy for the 11 service-by-location pages. Every page is written on
 * its own, around the practices, buildings and risks of that place. Nothing here is legal advice.
 */
export const CYBERSECURITY_LOCATIONS: ServiceLocationSet = {
  service: "cybersecurity",
  features: [
    "Managed firewall with segmented clinical and guest networks",
    "Endpoint detection and response on every workstation and server",
    "Multi-factor authentication for e-mail, remote access and cloud tools",
    "E-mail filtering with SPF, DKIM and DMARC sender checks",
    "Phishing simulations and short, dental-specific staff training",
    "Security assessments, privacy policies and written breach response plans",
  ],
  benefits: [
    "Staff who recognize phishing before anyone clicks",
    "Ransomware contained early, with tested backups ready for recovery",
    "Documented safeguards that support your PHIPA custodian duties",
    "A clear, rehearsed plan for the day a breach happens",
    "Secure remote access for dentists reviewing charts after hours",
    "Plain-language security reports for owners and office managers",
  ],
  stories: [
    {
      practice: "A multi-dentist family practice in a suburban plaza",
      challenge:
        "In a typical case, a front-desk computer opens an attachment disguised as a lab invoice and files in a shared folder start changing. The office has basic antivirus but no central monitoring, and nobody is sure the backups are current.",
      outcome:
        "Endpoint protection with central monitoring now isolates a suspicious machine as soon as it misbehaves, and backups are kept off-site and restored on a schedule. The team has finished phishing training, and a written breach plan walks the dentist through deciding whether patients and the IPC must be told.",
    },
    {
      practice: "A dental group that has grown by acquiring offices",
      challenge:
        "Each location arrives with its own firewall, e-mail setup and user list, including accounts for people who left long ago. The owner cannot say with confidence who can open which charts at which site.",
      outcome:
        "Every clinic now runs the same firewall standard, individual logins and multi-factor authentication, with one offboarding checklist for departing staff. A single privacy policy and incident plan cover the whole group, and access is reviewed regularly.",
    },
    {
      practice: "A single-dentist office in an older storefront",
      challenge:
        "The dentist checks the schedule from home through a remote-control tool with a shared password, and the reception computer runs an operating system that no longer receives security updates.",
      outcome:
        "Remote access now goes through a connection protected by multi-factor authentication, the unsupported computer has been replaced, and the dentist keeps a short assessment report and policy set that show the safeguards in place if a patient or the RCDSO asks.",
    },
  ],
  pages: [
    {
      location: "toronto",
      heroSubtitle:
        "Security for the city's storefront and converted-house dental offices, where ageing machines, shared basements and neighbouring Wi-Fi all leave openings.",
      intro:
        "In the older neighbourhoods of Toronto, a dental office is often a storefront with flats overhead or a converted house in midtown, run by a small team that has worked together for years. Those setups carry quiet risks: a reception PC nobody has replaced, a password everyone knows, a network cabinet in a basement that other tenants can reach. Our cybersecurity and compliance work closes such gaps with managed protection, staff training and documents a custodian can stand behind.",
      localContext: [
        "Walk along Queen Street East, the Danforth or Roncesvalles and you pass clinics sharing walls with cafés and apartments. Tenants upstairs can see the office's wireless network, the modem may live in a basement several people can enter, and a reception computer might have run the same operating system for a decade. Front desks near Koreatown, Little Portugal and Greektown also receive fake courier and insurer messages written in Korean, Portuguese or Greek, which slip past staff who only learned to distrust English scams.",
        "Line 2 and the Queen, Dundas and Carlton streetcars bring most of these neighbourhoods within easy reach of our King Street suite, and Line 1 covers Davisville and Eglinton. Security alerts, though, rarely wait for a technician. When endpoint monitoring flags something odd, we isolate the device remotely, disable the affected account and begin preserving logs. A visit follows when a machine must be rebuilt, a lock fitted to a cabinet or a cramped basement checked for gadgets that should not be plugged in there.",
      ],
      compliance:
        "Under PHIPA, the dentist or dental corporation is the health information custodian and must take reasonable steps to protect charts against theft, loss and unauthorized use. If records are stolen or wrongly accessed, the affected patients must be notified, and some incidents must also be reported to the Information and Privacy Commissioner of Ontario. We help small offices write those safeguards down in plain terms; your lawyer or privacy adviser makes the legal calls.",
      faq: [
        {
          question: "Our office shares a basement with the apartments above. Is that a security problem?",
          answer:
            "It can be. Anyone who reaches the modem or switch could unplug the practice, attach a rogue device or walk off with a drive. We move network gear into a locked, ventilated cabinet, label the practice's lines and record who holds keys. Where relocation is impossible, encrypted disks and tamper alerts limit the harm a stranger could do.",
        },
        {
          question: "Can staff training cover scams in the languages our team actually reads?",
          answer:
            "Yes. Alongside the core material, we show examples of fake delivery notices, bank alerts and insurer messages in Korean, Portuguese, Greek or whatever your front desk uses, and explain the clues that hold in any script: an odd sender address, manufactured urgency and a request for credentials or money.",
        },
      ],
    },
    {
      location: "scarborough",
      heroSubtitle:
        "Cybersecurity for Scarborough plaza clinics and multi-chair offices, shaped around busy multilingual front desks and practices changing hands.",
      intro:
        "Scarborough's dental offices tend to be plaza units with a crowded reception counter, several people answering phones and a patient list spanning many languages. Practices recently bought from a retiring dentist add another layer: leftover remote-access tools, former employees' accounts and administrator passwords that left with the previous owner. We start by finding out who can actually get in, then put firewall, endpoint and e-mail protection, MFA and training in place so the office is hard to break into and quick to recover.",
      localContext: [
        "Along Sheppard Avenue East, Kennedy Road and Kingston Road, many strip plazas route every tenant's internet line through a shared room controlled by the landlord. That arrangement makes a practice-owned firewall essential. Inside the clinic, receptionists who book in Tamil, Cantonese, Mandarin and Tagalog are prime targets: scammers send texts and e-mails in those languages posing as banks, couriers or government benefit programmes, hoping someone types a password into a convincing page. Larger groups near the Town Centre juggle many logins across many chairs, which multiplies weak points.",
        "Getting out there from King Street means the Don Valley Parkway and Highway 401, or Line 2 to Kennedy and a bus beyond it. Rush hour can stretch either route, so our first moves in any incident happen over the wire: cutting a hijacked session, quarantining an infected PC, blocking a malicious sender across every mailbox. We then book a technician for the physical side, such as reimaging a workstation, auditing the plaza utility room or replacing a firewall, ideally outside clinic hours.",
      ],
      compliance:
        "When a practice is sold, the buyer typically takes over both the records and the duty to safeguard them, and the RCDSO expects charts to stay secure and retrievable through the transition. An assessment at handover documents what was inherited. Translated consent forms and privacy notices should match the English versions, and a breach affecting patients who read another language still calls for a notice they can understand, something to plan with your privacy adviser.",
      faq: [
        {
          question: "We bought an established practice here. How do we know the old owner's access is really gone?",
          answer:
            "We inventory every account in the practice software, e-mail, domain registrar, imaging and remote-support tools, then reset or remove anything tied to the seller or former staff. Unknown remote-access programs are uninstalled, firewall admin credentials are changed and MFA goes on everything that supports it. You receive a written record of what was found and fixed.",
        },
        {
          question: "Our front desk gets scam texts in Tamil and Chinese. What can we do?",
          answer:
            "Texts on personal phones sit outside the practice's filtering, so training carries most of the load. We run short sessions with real samples in the languages your team reads, set a simple rule that nobody enters practice credentials from a link in a message, and give staff a quick way to report anything suspicious to us.",
        },
      ],
    },
    {
      location: "north-york",
      heroSubtitle:
        "Protection for North York dental offices in Yonge Street towers, Don Mills plazas and hospital-side specialist suites, where shared networks raise the stakes.",
      intro:
        "Many North York practices work from leased suites high in towers at Sheppard-Yonge, North York Centre and Finch, often on infrastructure the landlord partly controls. Specialists near Sunnybrook, North York General and Humber River send and receive imaging every day, and each transfer is a chance for data to go astray. Our role is to wall the clinic off from its neighbours, protect inboxes and referral channels, and give the owner paperwork showing how patient information is kept safe.",
      localContext: [
        "A tower suite usually comes with shared risers, a building telecom room and sometimes landlord-supplied internet or Wi-Fi that dozens of other tenants also use. Riding on that without a firewall of your own leaves charts one misconfiguration away from strangers. Turnover in these buildings leaves orphaned cables and unlabelled patch panels, so we trace and tag every port. Willowdale and Newtonbrook receptionists face lures in Korean, Persian, Mandarin or Russian, and clinics near York University see students who book through links that fraudsters can mimic.",
        "Line 1 runs from King station straight up Yonge, so tower clients are often quicker to reach by subway than by car; Don Mills and Downsview usually mean a drive up the Allen or the Parkway. Before anyone travels, our security staff work remotely, reviewing alerts, revoking sign-in tokens and locking accounts. Site work covers what software cannot: meeting building management about riser access, swapping a firewall, or checking that nothing unfamiliar has been plugged into a shared closet.",
      ],
      compliance:
        "Referral offices exchange health information constantly, and PHIPA permits sharing for care while still requiring reasonable safeguards along the way. Encrypted transfer, a log of what went where and confirmation that the recipient is genuine all help. A scan misaddressed to the wrong clinic is itself a breach that may need reporting to patients, and sometimes to the Commissioner, so we help you set out in writing who makes that decision.",
      faq: [
        {
          question: "Our building provides Wi-Fi to every tenant. Can the practice use it?",
          answer:
            "For guests perhaps, but never for clinical systems. A shared building network lets other tenants' devices, and anyone who compromises them, sit alongside your workstations. We install a practice-owned firewall on a dedicated connection or, failing that, an encrypted tunnel that isolates your traffic, and keep the landlord's wireless strictly for visitors.",
        },
        {
          question: "How should we send cone-beam scans to specialists at the nearby hospitals?",
          answer:
            "Through an encrypted transfer service or the referral portal the receiving office supports, not a personal e-mail account or a free file-sharing link. We set up the method, protect sender accounts with MFA and keep a record of each transfer. If something lands in the wrong place, that record makes the breach assessment much faster.",
        },
      ],
    },
    {
      location: "etobicoke",
      heroSubtitle:
        "From Humber Bay Shores podiums to Kingsway family offices and Rexdale plazas, Etobicoke practices get layered security sized to their budgets and buildings.",
      intro:
        "Etobicoke's practices change as you travel north from the lake. Podium clinics at Humber Bay Shores are new but sit inside condominium systems they do not control; Kingsway offices hold decades of charts on ageing servers; Rexdale and Thistletown plazas run long hours on tight budgets, where one infected front-desk machine stalls the waiting room. Security here is about priorities: the strongest protection where patient data lives, sensible spending elsewhere, and a recovery plan everyone has rehearsed.",
      localContext: [
        "Long-established family offices around Islington Village and Markland Wood often keep an imaging workstation bought alongside a sensor years ago, still on an operating system the vendor has stopped patching because the imaging software once demanded it. Renovations that add cone-beam CT bring fresh equipment onto the same flat network. We segment those legacy machines, restrict what they can reach and plan replacements with the dealer. Lakeshore storefronts in Mimico and Long Branch face familiar small-office threats: shared logins, unpatched routers and invoice scams aimed at whoever opens the mail.",
        "For southern clinics, the Gardiner or Lake Shore Boulevard is the direct run from our downtown suite, Line 2 serves Islington and Kipling, and Highway 427 takes us north toward Rexdale. Containment never depends on the drive: endpoint tools let us cut off a suspicious computer, suspend a login or block an address from our desks. We come in person to rebuild machines, install firewalls, retire unsupported hardware and walk staff through what happened and what changes next.",
      ],
      compliance:
        "Decades of charts and radiographs are exactly what PHIPA asks a custodian to protect, and the RCDSO expects records to be retained for the required period and remain retrievable, so ransomware that wrecks an archive is both a clinical and a regulatory problem. Offline or immutable backup copies, proven by actual test restores, are the safeguard we push hardest. Practices with a sister clinic across the Mississauga line need one consistent policy set for both sites.",
      faq: [
        {
          question:
            "Our imaging PC runs an old version of Windows because the sensor software needs it. Is that acceptable?",
          answer:
            "It is a known risk rather than an automatic violation, but it has to be managed. We isolate the machine on its own network segment, block internet access it does not need, remove e-mail and browsing from it and document why it remains. Meanwhile we ask the vendor about a supported upgrade path and budget for replacement.",
        },
        {
          question: "Our Rexdale plaza office has a small budget. Where should security spending go first?",
          answer:
            "Usually to multi-factor authentication on e-mail and remote access, a tested off-site backup and endpoint protection on every computer, since those address the most common routes into a ransomware incident. Training and a written breach plan cost little and come next. A new firewall and other hardware upgrades can be phased in as the budget allows.",
        },
      ],
    },
    {
      location: "downtown-toronto",
      heroSubtitle:
        "Security for downtown dental offices in PATH towers, hospital-corridor specialist suites and condo podiums, from a team based just along King Street.",
      intro:
        "Downtown Toronto practices treat bankers, lawyers, students and condo residents, and attackers know that patients and staff in the Financial District make convincing impersonation targets. Offices in towers sit inside landlord-managed infrastructure, specialists near University Avenue move large scans daily, and podium clinics squeeze servers into cabinets behind reception. We secure each setting differently, and because we work nearby, a person can usually reach your door soon after an incident that needs eyes on site.",
      localContext: [
        "Tower and PATH clinics often share lobby Wi-Fi, risers and even internet service with other tenants, so we insist on a practice-owned firewall and treat everything beyond it as hostile. Lunchtime rushes put many people behind the counter, with more logins and more chances for a fake payment request to slip through. In CityPlace, St. Lawrence and the Distillery District, servers hidden in millwork beside the reception desk are within arm's reach of waiting patients, which makes disk encryption and locked enclosures more than a formality.",
        "The 504 streetcar runs along King past our suite, and many clients here are a walk away, so hands-on incident support is realistic in a way it cannot be in the outer suburbs. We still act remotely first, isolating machines and disabling accounts, then head over to collect evidence, rebuild devices or meet building security. Tower rules apply as always: contractor registration, insurance certificates and after-hours entry are arranged ahead of time, so an urgent security visit isn't stalled at the lobby desk.",
      ],
      compliance:
        "Specialists on the hospital corridor and practices linked to the Faculty of Dentistry share health information with many parties, and PHIPA still holds the sending custodian responsible for reasonable safeguards. Patients may ask for records by e-mail; we help set up secure delivery instead. Where a practice sells products or memberships, PIPEDA may apply to that non-health data, and CASL governs promotional messages, so authenticated, clearly identified mail also helps patients tell it apart from fakes.",
      faq: [
        {
          question: "Can you respond in person if we suspect a breach at our Financial District office?",
          answer:
            "Yes, and proximity helps. Remote containment starts once we're alerted, and because our office is close by, a technician can usually follow on foot or by streetcar to preserve logs, image affected drives and brief your privacy contact. We sort out building access with property management in advance so nothing waits at security.",
        },
        {
          question:
            "Our receptionists get e-mails that appear to come from patients' employers or banks. How should they handle them?",
          answer:
            "Treat any message asking to change payment details, open an invoice or sign in somewhere with suspicion, and verify it using contact details you already hold, not ones in the message. We filter mail, tag external senders clearly and run simulations modelled on the corporate-style lures that offices in the core actually receive.",
        },
      ],
    },
    {
      location: "mississauga",
      heroSubtitle:
        "Cybersecurity for Mississauga dental groups and single offices, from Hurontario towers to Port Credit storefronts and Meadowvale plazas, the same at every site.",
      intro:
        "In Mississauga, an owner may run several offices that arrived through acquisitions, each with its own firewall, e-mail domain and habits. That patchwork is where attackers find the forgotten router or the account nobody closed. Our work brings every location under a single set of protections and policies while respecting how each clinic operates, whether it is a tower suite near Square One, a Streetsville storefront or a busy plaza in Malton.",
      localContext: [
        "Multi-site groups share schedules, charts and imaging across Highway 401, Highway 403 and the QEW, so a compromise at one clinic can travel through the site-to-site link to the rest. We segment those connections, apply identical endpoint and MFA standards everywhere, and centralize alerts so unusual activity at any address gets noticed. Front desks serving Urdu-, Arabic-, Punjabi-, Mandarin- and Polish-speaking families see scams in those languages too, and an unfamiliar script makes a spoofed sender harder to spot at a glance.",
        "Southern clinics are reached by the Gardiner and QEW, Meadowvale, Heartland and Malton by Highways 401 and 403, with GO trains as a fallback when the roads seize up. A group's security stack is managed centrally, which lets us lock an account or isolate a device at any of its locations without leaving our desks. Visits are reserved for firewall installs, standardizing hardware after a purchase and on-site forensic work, and are usually booked outside patient hours.",
      ],
      compliance:
        "However many locations there are, the owning dentist or dental corporation remains the PHIPA custodian for records at each one. An incident at a single office may touch patients of the whole group, and both the notices and any report to the IPC should reflect that. Hygienists and assistants who float between clinics need one identity whose access ends on their last day, and a shared privacy policy your advisers can review.",
      faq: [
        {
          question: "We just acquired a second office. What security work should happen before we link the networks?",
          answer:
            "Assess it first. We check for malware, outdated systems, unknown remote-access tools and accounts belonging to former staff, then bring the new site up to your group standard. Only after that do we build the encrypted link between offices, so any existing problem stays contained rather than spreading to your established clinic.",
        },
        {
          question: "Can our Brampton clinic sit inside the same security setup?",
          answer:
            "Yes. Brampton sits alongside Mississauga in Peel, and a group spanning both is managed as one environment: shared monitoring, the same MFA rules, one backup policy and a single breach plan naming who does what. Work at the Brampton site is planned the same way, with remote containment before any visit.",
        },
      ],
    },
    {
      location: "markham",
      heroSubtitle:
        "Safeguards for Markham dental offices on the heritage main streets, in Highway 7 and Milliken plazas, and in new Cornell and Markham Centre buildings.",
      intro:
        "Markham's dental community keeps long hours and serves many Cantonese-, Mandarin- and Tamil-speaking families, often through text reminders, online forms and digital payments that patients working in tech take for granted. Every one of those channels can be imitated by a scammer. We lock down the systems behind them, teach staff to spot fakes in whichever script they arrive, and record the safeguards so an office on Main Street Unionville or in a Cornell medical building can show how it protects patients.",
      localContext: [
        "Plaza practices along Highway 7, Kennedy Road and Woodbine, and those near Pacific Mall, often open evenings and weekends with rotating staff. More shifts mean more people signing in, so shared front-desk passwords are common and risky; we replace them with individual accounts and fast user switching. Patients get reminders in traditional and simplified Chinese, which fraudsters copy to push fake booking links. In Unionville and Markham Village, older buildings may keep network gear in closets other occupants can open, and heritage rules can limit where new enclosures go.",
        "Our usual route north is the Don Valley Parkway onto Highway 404, with Highway 407 for Cornell and Box Grove, or the Stouffville GO line when traffic allows. Alerts from these clinics reach the same monitoring desk as our downtown ones, and containment, from isolating a laptop to resetting stolen credentials, starts remotely without waiting on a drive. Weekend-open offices can book firewall installs or replacement of unsupported machines for quieter days, so upgrades disturb as few appointments as possible.",
      ],
      compliance:
        "PHIPA expects custodians to keep health information safe on every channel it travels through, including reminder texts, online intake and payment links, and messages should reveal no more than they need to. Promotional e-mail falls under CASL's consent and unsubscribe rules; a consistent, authenticated sending domain helps patients separate genuine practice messages from imitations. New clinics in Cornell can lay these foundations before opening instead of retrofitting them later.",
      faq: [
        {
          question: "Patients have received fake texts claiming to be from our clinic. What should we do?",
          answer:
            "Warn patients through your genuine channels, report the sender to your carrier and tell us, so we can check whether any practice system was involved. If nothing was taken from your side, it is usually impersonation rather than a breach, but we help you document that assessment. Consistent wording and never requesting payment by link make future fakes easier to spot.",
        },
        {
          question: "Our office is in a heritage building in Unionville. Can the equipment still be secured properly?",
          answer:
            "Yes. A compact locked cabinet inside the suite usually fits without touching the exterior, and disk encryption protects data even if a device is carried off. We route any new cabling indoors, so a heritage permit rarely comes into it, and confirm that whoever shares the building cannot reach your network closet.",
        },
      ],
    },
    {
      location: "vaughan",
      heroSubtitle:
        "Security built in from day one for Vaughan's new dental offices, and added carefully to established Woodbridge and Thornhill practices.",
      intro:
        "Vaughan has an unusual share of brand-new dental offices, many opened by dentists who have just left associate roles and are custodians of patient records for the first time. That is a rare opportunity: firewall zones, MFA, encrypted backups and a privacy policy can all be ready before the first patient arrives. Older practices in Woodbridge and Thornhill need a different path, in which we assess what exists and tighten it without upsetting long-standing routines.",
      localContext: [
        "Fit-outs near Cortellucci Vaughan Hospital, in Vellore Village and at the Metropolitan Centre let us separate clinical, guest and building-system traffic in the cabling plan itself rather than patching it afterwards. Contractors and equipment dealers often need temporary remote access during installation, and we make sure those accounts disappear once the work ends. Established offices bring other exposures: Woodbridge teams messaging Italian-speaking families, Thornhill front desks reading Russian and Hebrew, and long-serving servers whose administrator password hasn't changed in years.",
        "We usually drive Highway 401 to Highway 400 and continue along Highway 7 or Rutherford Road; for clinics near the subway terminal, Line 1 is often simpler. Kleinburg and the rural edge rely more on remote tools, which suits security work anyway, since most detection and containment happens in software. We come on site for pre-opening configuration, firewall installs, locks for network closets and any incident where evidence has to be collected from the machines themselves.",
      ],
      compliance:
        "A dentist opening a first practice becomes a health information custodian under PHIPA from the very first chart, with duties that include safeguards, a named contact for privacy questions and a way to handle breaches. The RCDSO also expects sound recordkeeping and confidentiality. During setup we help prepare written policies, staff confidentiality agreements and an incident plan for your adviser to review, so compliance isn't an afterthought once the schedule fills.",
      faq: [
        {
          question: "We're opening a new practice in Vaughan. Which security steps belong before opening day?",
          answer:
            "Set up a practice-owned firewall with separate zones for clinical devices and guest Wi-Fi, enrol every account in MFA, install endpoint protection on each computer and confirm that backups restore. Add a privacy policy, staff confidentiality agreements and a breach plan. Finally, remove every temporary login that contractors and dealers used during the build.",
        },
        {
          question: "Our Woodbridge office has run the same server for many years. Is it a security risk?",
          answer:
            "Possibly. Older servers may lack current patches, carry stale accounts and share a flat network with everything else. We assess it, close the obvious gaps and plan a migration if the operating system is nearing the end of vendor support. Until then, offline backups and tight access rules limit what an intruder could reach.",
        },
      ],
    },
    {
      location: "richmond-hill",
      heroSubtitle:
        "Cybersecurity for Richmond Hill dental offices on Yonge Street, near the hospital and in Oak Ridges, with extra care for portals, messaging and online payments.",
      intro:
        "Families in Richmond Hill tend to book, confirm and pay online, and practices have built their front desks around portals, text messaging and card terminals. Each of those tools handles patient information and can be spoofed or misused. We harden the accounts behind them with MFA, watch for unusual sign-ins and move staff off personal phones onto managed messaging, so convenience for patients does not come at the expense of the safeguards Ontario privacy law asks for.",
      localContext: [
        "Professional buildings on Yonge Street and close to Mackenzie Richmond Hill Hospital often place several clinics, a pharmacy and a lab behind one lobby, sometimes on wiring or wireless supplied by the landlord. We keep the practice's traffic behind its own firewall and treat shared infrastructure as untrusted. Offices in the Beaver Creek business area sit among corporate tenants and their visitors. Front desks fluent in Mandarin, Cantonese, Persian and Russian also see fake portal sign-in pages and payment demands written in those languages.",
        "Highway 404, picked up from the Parkway, carries us north, leaving at Highway 7, 16th Avenue or Major Mackenzie, while Oak Ridges means a longer drive up Yonge. By transit it is Line 1 to Finch and a Viva bus. Because distances vary so much along the corridor, monitoring and containment run remotely for every clinic, and visits focus on hardware: firewall swaps, checks on the network serving card terminals, and replacing devices that can no longer be patched.",
      ],
      compliance:
        "Texts sent from employees' own phones fall outside the practice's records and controls, yet PHIPA still holds the custodian responsible for the information in them. Patients may also request access to, or correction of, their records, so messages need to be retrievable and tied to the chart. We set up managed messaging and portal accounts with audit logs, and help you document the reasoning for your privacy adviser.",
      faq: [
        {
          question: "Is our patient portal a security risk?",
          answer:
            "Any system reachable from the internet is a target, so it depends on configuration. We check that staff accounts use MFA, that former employees are removed, that password resets cannot be abused and that the vendor supports encryption and logging. Where a third party hosts the portal, we go through their security documentation with you.",
        },
        {
          question: "Can you support Oak Ridges practices when an incident happens?",
          answer:
            "Yes. Most containment is remote regardless of location, so a clinic near Lake Wilcox gets the same first steps as one by Highway 7. When on-site work is needed, we plan the trip and bring replacement equipment so one visit resolves things.",
        },
      ],
    },
    {
      location: "oakville",
      heroSubtitle:
        "Security for Oakville's boutique and family dental practices, where scanners, milling units, smart screens and patient Wi-Fi all share one network.",
      intro:
        "Oakville practices often compete on experience, so offices on Lakeshore Road and in Bronte carry far more connected equipment than their size suggests: intraoral scanners, milling units, chairside displays, streaming televisions and guest wireless. Every device is a potential way in. Our cybersecurity work maps all of them, separates clinical systems from everything else and keeps firmware current, while family practices in Glen Abbey and River Oaks get the same layered protection in a simpler form.",
      localContext: [
        "Smart televisions and tablets in a waiting room rarely receive updates for long, and some scanners and mills ship with default credentials or remote-support links the manufacturer controls. We put these devices in their own network zones, change defaults and agree with vendors on how and when their remote access is allowed. New clinics in North Oakville near the hospital can design that segmentation from the outset. Practices with a sister office in Burlington or Milton need matching protections at both addresses, and staff who move between them need single, monitored accounts.",
        "Oakville sits at the western end of our coverage, a drive along the Gardiner and the QEW, with the Lakeshore West GO line to Oakville or Bronte station as a dependable alternative when the highway slows. Monitoring pays no attention to geography: alerts reach our analysts wherever the clinic is, and a compromised account or device can be contained from King Street before anyone sets out. Visits are planned for segmentation projects, firewall replacement and hands-on incident work, timed around the appointment book.",
      ],
      compliance:
        "Connected equipment that stores or displays patient images counts toward a custodian's PHIPA safeguards just as the server does, so vendor access and device settings deserve documentation. Where a group spans Halton and Peel, one privacy policy and one breach plan should cover every location. Newsletters and promotional offers need CASL-compliant consent and an unsubscribe option, and sending them from an authenticated domain helps patients recognise the real thing.",
      faq: [
        {
          question: "Our intraoral scanner vendor connects remotely for support. Is that safe?",
          answer:
            "It can be, with controls. We make sure the connection is enabled only when needed, uses named vendor accounts with MFA where available, and is logged. Your agreement with the vendor should cover how they handle any patient information they see, and we keep a record of these arrangements among your documented safeguards.",
        },
        {
          question: "Should patient Wi-Fi in our Bronte office be separate from the clinical network?",
          answer:
            "Always. Guest wireless should reach the internet and nothing else, with its own periodically changed password and bandwidth limits so streaming doesn't slow imaging. We configure that separation on the firewall and test it from a guest device to confirm visitors cannot see any practice system.",
        },
      ],
    },
    {
      location: "pickering",
      heroSubtitle:
        "Practical cybersecurity for Pickering's owner-run dental offices, from Kingston Road and the Town Centre to Bay Ridges and the new Seaton community.",
      intro:
        "Most Pickering dental practices are independent, with a small team and no full-time office manager, let alone an in-house IT person. Automated confirmations, online forms and recall messages keep the schedule full, which means the practice-management system and the mailbox behind it are the business. We protect both with managed security, make sure someone notices when something looks wrong, and leave the dentist with a short, clear plan for the day an incident happens.",
      localContext: [
        "Around Pickering Town Centre and along Kingston Road and Brock Road, practices share plazas with retailers whose guest Wi-Fi and signal boosters crowd the airwaves, and a poorly secured clinic network can be reached from the parking lot. Bay Ridges offices in older neighbourhood plazas may still run a consumer router the provider installed years ago. In Seaton, new units open before every detail is settled, and builders' temporary networks sometimes linger. Because commuters book from phones on the GO train, fake confirmation texts imitating the practice are a real concern.",
        "Pickering is a longer trip from King Street, by Highway 401 east or the Lakeshore East GO train to Pickering GO, so we lean on remote monitoring for detection and containment and plan visits carefully. If a workstation must be rebuilt or a firewall replaced, we prepare the replacement ahead and bring it along, aiming to finish in one trip. Emergency planning around the nuclear station is another reason to keep records securely reachable from elsewhere, through tested remote access with MFA.",
      ],
      compliance:
        "A small office carries the same PHIPA obligations as a large group: reasonable safeguards, notice to affected patients at the first reasonable opportunity, and a report to the IPC where the regulations require one. Custodians also track breaches for the annual statistics the Commissioner collects. We help small teams keep those records, write a realistic incident plan and agree who makes the call, with legal advice where needed.",
      faq: [
        {
          question: "We don't have an office manager. Who handles a security incident at our practice?",
          answer:
            "We handle the technical side: isolating devices, resetting credentials, checking backups and gathering logs. Your breach plan names a privacy contact, usually the dentist, who decides with advice whether patients and the Commissioner must be notified. We prepare a short checklist and template notices in advance, so that decision isn't made from scratch under pressure.",
        },
        {
          question: "Do you provide security support for new practices in Seaton?",
          answer:
            "Yes. New clinics there benefit from starting clean: a business-grade firewall, separate guest wireless, MFA and encrypted cloud backups set up before opening, with any temporary contractor networks removed. Because Seaton is at the north end of the city, most ongoing security work runs remotely, with visits arranged for hardware.",
        },
      ],
    },
  ],
};
