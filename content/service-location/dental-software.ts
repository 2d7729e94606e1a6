import type { ServiceLocationSet } from "@/content/service-location/types";

/**
 * Dental Software Support, one page per location. Every entry is written on its own, so pages for
 * different places do not read as the same text with the name swapped.
 */
export const DENTAL_SOFTWARE_LOCATIONS: ServiceLocationSet = {
  service: "dental-software",
  features: [
    "Practice-management installs, upgrades and version planning",
    "Imaging bridges for Dexis, Sidexis and Carestream",
    "Data conversions between dental systems, checked before go-live",
    "Database integrity checks, maintenance and monitored backups",
    "CDAnet claims connectivity and troubleshooting",
    "Staff training after upgrades and conversions",
  ],
  benefits: [
    "Fewer interruptions to the appointment book",
    "Radiographs open in the correct patient chart",
    "Claims transmit reliably from the front desk",
    "One contact between your vendors, dealer and network",
    "Upgrades scheduled outside patient hours",
    "Records kept complete through every system change",
  ],
  stories: [
    {
      practice: "A three-dentist practice moving between systems",
      challenge:
        "The office wanted to leave an older practice-management program for one that handled several providers and online booking better, but worried about losing ledger history, recall dates and years of linked radiographs.",
      outcome:
        "We ran a trial conversion on a copy of the data, had staff compare sample patients, balances and appointments, and kept the old system available read-only. The live cut-over happened over a weekend, followed by hands-on training before the first patients arrived.",
    },
    {
      practice: "A two-operatory family office with a failing imaging bridge",
      challenge:
        "After an operating-system update, radiographs captured in one operatory opened under the wrong patient or not at all, and staff had started saving images to the desktop as a workaround.",
      outcome:
        "We traced the fault to a bridge setting and an outdated sensor driver, corrected both, moved the stray images into the proper charts with the dentist's review, and documented the configuration so future updates would not undo it.",
    },
    {
      practice: "A specialist office with a slowing practice database",
      challenge:
        "Charts were slow to open, reports stalled, electronic claims failed now and then, and nobody had ever tested whether the nightly backup could actually be restored.",
      outcome:
        "We ran integrity checks and maintenance on the database, fixed a network setting that was interrupting claim transmissions, and set up monitored backups with scheduled test restores, so the team could see its data was recoverable.",
    },
  ],
  pages: [
    {
      location: "toronto",
      heroSubtitle:
        "Practice-management and imaging software support for Toronto's neighbourhood dental offices, from Danforth storefronts to walk-ups near Yonge and Eglinton.",
      intro:
        "In the older parts of Toronto, dental software often has a longer history than the staff using it. A Leslieville or Roncesvalles office may have run one charting program through several owners, with imaging bolted on later and a database nobody has examined in years. We take over that history carefully: recording versions, checking how Dentrix, ABELDent or Open Dental talks to the sensor software, and putting upgrades on a calendar instead of waiting for a crash.",
      localContext: [
        "Storefront clinics on Queen Street East, the Danforth and Dundas West tend to be run by one or two dentists, and many still keep a server in a back room or basement. Their software estates are usually older: a release or two behind, an imaging link configured by a dealer long gone, and word-processor templates for referral letters. Greektown, Little Portugal and Koreatown add another layer, since recall messages, consent forms and names with accents or Hangul must survive the trip from appointment book to phone screen intact.",
        "Midtown offices around Davisville and Yonge-Eglinton mostly occupy low-rise professional buildings with reasonable bandwidth but little spare room. Whatever the neighbourhood, a ticket normally opens with our technician connecting to the affected workstation, reading its error logs and often clearing a stuck claim or failed image import while the patient is still seated. Line 2 and the Queen and Carlton streetcars bring us to east-end and west-end clinics when someone must be present, typically for a version upgrade run after closing.",
      ],
      compliance:
        "Dentists here act as health information custodians under PHIPA, and whoever handles charts on their behalf, a software support firm included, generally acts as their agent or service provider. Practically, that means remote sessions are logged and approved, vendor access is limited, and audit trails stay switched on. RCDSO guidance expects electronic records to show who entered what and when, so we never disable those features while troubleshooting. For specifics, consult the College or a privacy lawyer.",
      faq: [
        {
          question:
            "Our Danforth practice still runs an old charting version on a basement server. Is upgrading urgent?",
          answer:
            "Not always urgent, but worth planning soon. Older releases can stop receiving security fixes, may clash with current Windows builds and sometimes drift out of step with claim formats. We check what your vendor still supports, rehearse the upgrade on a copy of your database, and schedule the real one for an evening so the following day starts normally.",
        },
        {
          question: "Can recall reminders go out in Portuguese, Greek or Korean?",
          answer:
            "That depends on what your practice-management program and its messaging add-on allow. Many accept a separate template per language, and we add a preferred-language field to the patient file so the right version is picked automatically. Test messages then go to real phones to confirm accented letters and Korean characters display properly. The wording itself is best left to a professional translator.",
        },
      ],
    },
    {
      location: "scarborough",
      heroSubtitle:
        "Dental software support for Scarborough plaza practices and multi-chair clinics: charting, imaging links, claims and conversions after a change of ownership.",
      intro:
        "Many Scarborough practices are changing hands as long-serving dentists retire, and software is often the least documented part of the sale. A buyer may inherit a charting database spanning decades, licences registered to the seller and an imaging program whose bridge works on just one computer. Our role is to untangle that inheritance: confirm licensing with each vendor, verify the data is complete, and decide whether to upgrade what exists or convert to a different platform.",
      localContext: [
        "Plaza offices along Sheppard Avenue East, Kennedy Road and Finch Avenue East run everything from Cleardent and ABELDent to Dentrix and Open Dental, while the larger clinics near the Town Centre often pair their schedule with Carestream or Dexis acquisition in each operatory. Receptionists booking in Tamil, Cantonese, Mandarin and Tagalog need patient files that store names in their original scripts, reminder wording per language, and printed estimates that never turn into rows of question marks. Getting that right is configuration work, and we prove it before anyone depends on it.",
        "Driving out means the Don Valley Parkway and Highway 401, slow at rush hour, so a software fault in this district is nearly always tackled over a screen-sharing connection first. A stalled database service, a broken imaging link or an insurer rejection can usually be sorted while only one chair waits. When a conversion, server move or new acquisition station calls for hands in the building, we book a closed day or an evening and arrive carrying a tested rollback copy.",
      ],
      compliance:
        "When an office is sold, its records carry custodial obligations with them. PHIPA expects the incoming owner to keep charts secure and available to patients, and the RCDSO sets retention expectations that outlast any change of vendor. Before converting, we preserve a read-only copy of the old system so historical entries and their edit history stay retrievable. A Tamil or Chinese consent form ought to convey exactly what its English counterpart does. General guidance only; confirm details with counsel.",
      faq: [
        {
          question:
            "We bought a Scarborough practice and the charting licence is still in the seller's name. What now?",
          answer:
            "Contact the software vendor with your purchase documents; most have a transfer process that moves the licence and support contract to the buyer. We gather version details, the database location and user accounts so that transfer goes smoothly, then remove former staff logins and reset administrator passwords. Until it is complete, hold off on updates that need an active support plan.",
        },
        {
          question:
            "Referrals we send to oral surgeons near Centenary or Birchmount keep arriving without images. Can our software fix that?",
          answer:
            "Usually, yes. Most imaging programs can export radiographs or whole studies in a standard format, and many charting systems let staff attach those exports to a referral letter. We set the export options, establish an encrypted way to send the package, and make sure a note of each disclosure lands in the patient's file.",
        },
      ],
    },
    {
      location: "north-york",
      heroSubtitle:
        "Software help for North York dental offices, from Yonge Street tower suites and specialists near Sunnybrook to long-running plaza clinics in Don Mills.",
      intro:
        "Tower suites along Yonge between Sheppard and Finch are compact, busy and frequently leased on landlord-run networks, which changes how dental software behaves. Claims transmission, hosted charting and vendor remote sessions all need outbound connections that a building firewall may quietly block. We work through those constraints, and we also support the referral-heavy specialist offices near the district's hospitals, where imaging volumes and report exchange strain software far more than an ordinary general practice does.",
      localContext: [
        "Near Sunnybrook and North York General, endodontists, periodontists, oral surgeons and orthodontists often run specialty programs beside a general charting system, or a cone-beam viewer that has to hand studies to referring dentists. Keeping those pieces compatible across releases is recurring work. In Willowdale and Newtonbrook, front desks contact Korean-, Persian- and Mandarin-speaking families; Persian reads right to left, and some reminder tools reverse or scramble it. Each template is checked on actual handsets before a recall campaign leaves the building.",
        "Line 1 is the quickest way from King station to offices at Sheppard-Yonge, North York Centre or Finch, whereas Don Mills, Bathurst Manor and Downsview plazas mean a drive via the Don Valley Parkway or Allen Road. Diagnosis begins remotely either way. Visits cover jobs needing someone at the keyboard: replacing an acquisition workstation, reinstalling a sensor driver or running a major upgrade overnight. In towers we register with building management beforehand, because after-hours entry usually requires notice.",
      ],
      compliance:
        "Specialists who accept referrals become custodians of whatever arrives, and PHIPA expects them to protect it as carefully as their own notes. Keeping disclosure records is worthwhile: which images left, for whom and when. RCDSO record-keeping guidance expects electronic charts to preserve original entries when changes are made, so audit features should stay enabled in every program. If a patient asks to see or correct a file, the software ought to produce it promptly. This is orientation, not legal advice.",
      faq: [
        {
          question:
            "Our tower's building network blocks some outbound traffic. Will claims and hosted charting still work?",
          answer:
            "They can, once the right destinations are permitted. CDAnet transmission, vendor update servers and cloud practice-management platforms each need specific outbound access, which a shared network may refuse by default. Ideally the practice owns its firewall and internet line; where that isn't possible, we document what must be opened and arrange it with property management.",
        },
        {
          question: "We're an orthodontic office near Yonge and Sheppard. Do you support specialty software?",
          answer:
            "In most cases, yes. We handle the operating system, database, backups and network underneath specialty programs, and we connect them to imaging and to the systems your referring dentists use. Questions about a program's clinical features belong with its vendor, and we join those calls so the technical side is covered.",
        },
      ],
    },
    {
      location: "etobicoke",
      heroSubtitle:
        "Etobicoke dental software support, from Kingsway family offices with generations of charts to Rexdale plazas and new clinics at Humber Bay Shores.",
      intro:
        "Etobicoke practices often reach us at a turning point. A Kingsway office that has treated the same families for generations may be retiring a server holding its entire chart history; a Lake Shore storefront may be trading film for digital sensors; a clinic at Humber Bay Shores may be picking its first system. Underneath, each is mostly a software question: which platform, which release, what data moves, and how imaging will link to the chart.",
      localContext: [
        "Long-established offices in the district hold unusually deep records, sometimes including scanned paper charts and images from an earlier program that was replaced but never fully retired. Before any move we inventory those sources, because retention duties do not lapse simply because a system is old. North of Highway 401, plaza clinics in Rexdale and Thistletown keep long hours on careful budgets, so we favour upgrades that extend what they already own over wholesale replacement, and we coach receptionists to notice database warnings early.",
        "Southern offices are a quick run along the Gardiner or Lake Shore Boulevard, and Line 2 to Islington or Kipling suits practices near those stations; Rexdale generally means Highway 427. Most software calls never need the trip. A technician connects, inspects the database service and event logs, then repairs a bridge or reruns a failed update. We come out when a new cone-beam viewer must go onto a capable workstation, when an old server needs imaging before retirement, or when training works better in the room.",
      ],
      compliance:
        "Retiring a legacy program raises a practical PHIPA question: can the office still produce a complete record when a patient requests one? We keep a retrievable archive of old data, either a read-only installation or a vendor-supported export, and note where it lives. Ontario's privacy law also expects custodians to safeguard archives as carefully as live charts, with encryption and controlled access. The RCDSO remains the authority on retention, and a lawyer can advise on your particular circumstances.",
      faq: [
        {
          question:
            "We're replacing the server that has held our charting since the practice opened. Will old images move too?",
          answer:
            "They should, but it takes planning. Image archives are frequently stored apart from the practice-management database, and older files may be in formats the new software reads only after conversion. We locate every image store, confirm each is tied to the right patient, and spot-check a sample in the new system before the old server is switched off.",
        },
        {
          question:
            "Our Rexdale office wants digital radiography without replacing the whole system. Is that realistic?",
          answer:
            "Often it is. Many charting programs bridge to several imaging packages, so adding sensors may only require a compatible imaging application, a current bridge and operatory computers meeting the sensor maker's specifications. We check your release first; if it is too old to bridge cleanly, an upgrade is usually far less disruptive than a full conversion.",
        },
      ],
    },
    {
      location: "downtown-toronto",
      heroSubtitle:
        "Dental software support a short walk or streetcar ride from Downtown Toronto practices: tower suites, podium clinics and specialists near University Avenue.",
      intro:
        "In the core, our office sits close enough that a person can reach a software problem quickly, yet remote help still settles most of them first. Practices in Financial District towers depend on fast check-in and online booking for patients fitting appointments into a workday, so a sluggish schedule or a dead confirmation link is felt at once. We keep charting and imaging applications current, patched and tuned for the pace of a downtown appointment book.",
      localContext: [
        "Specialists along the University Avenue hospital corridor, and practices near the Faculty of Dentistry on Edward Street, trade large imaging studies and reports constantly. Their software must export cone-beam volumes and radiographs in formats referring offices can open, and their viewers must stay compatible after each upgrade. Podium clinics in CityPlace, St. Lawrence and the Distillery District are newer and smaller, often on a hosted system or a compact server hidden in millwork. Walk-ups around Kensington and Chinatown need charting and forms that handle Chinese characters reliably.",
        "Plenty of clients are a stroll along King, or a few stops on the 504, from our door, and University Avenue is quickly reached from King station on Line 1. That proximity helps with tasks that are clumsy at a distance: reinstalling drivers on an acquisition station, tracing why one operatory cannot see the imaging share, or sitting beside a hygienist after an upgrade. Tower work still follows building rules, so freight elevators and security registration are booked ahead of any after-hours job.",
      ],
      compliance:
        "Because specialists here receive so many referrals, disclosure hygiene matters: the chart should show which images went where and on what authority. PHIPA treats the dentist as custodian and a software provider as someone acting under that custodian's instructions. If a file reaches the wrong office, affected patients must be told and, in certain situations, the Commissioner's office as well. Speak with the RCDSO or a privacy lawyer about your exact duties.",
      faq: [
        {
          question: "Can you upgrade our practice software overnight in a PATH-connected tower?",
          answer:
            "Yes, provided the building's after-hours rules are respected. We register technicians with property management, book any required access and begin once the last patient has gone. A verified backup comes first, and the morning team receives a short note on anything that looks different when they sign in.",
        },
        {
          question: "We're a condo-podium practice with no room for a server. Should our charting move to the cloud?",
          answer:
            "It may suit you. Several vendors now offer hosted editions, although imaging frequently still needs local storage or a fast line to cope with large files. We compare what your current vendor provides, what a conversion would involve and how your connection performs, then recommend whichever arrangement keeps the front desk quickest.",
        },
      ],
    },
    {
      location: "mississauga",
      heroSubtitle:
        "Mississauga dental software support for multi-location groups, Hurontario medical towers and village storefronts in Port Credit and Streetsville.",
      intro:
        "Groups that grew by acquiring offices across Mississauga commonly end up running two or three practice-management systems at once. That complicates cross-site scheduling, reporting and the lives of staff who float between clinics. We help owners decide whether to standardize, sequence conversions so a single office moves at a time, and keep the remaining systems fully supported meanwhile. Single-site practices receive the same attention, scaled to what a storefront or tower suite genuinely needs.",
      localContext: [
        "Medical buildings near Square One and along Hurontario Street can put general dentists, orthodontists and periodontists a few doors apart, with distinct imaging needs and sometimes different vendors. Offices close to Credit Valley and the Mississauga Hospital handle steady referral traffic. Across Meadowvale, Erin Mills and Malton, households speak Urdu, Arabic, Punjabi, Mandarin and Polish, among others, so reminder templates must cope with right-to-left Arabic and Urdu script as well as Gurmukhi. We confirm rendering in each language before automated recall is switched on.",
        "Lakeshore clinics are reached along the Gardiner and QEW, northern ones by Highway 401 or 403, with traffic dictating timing. Remote sessions resolve the bulk of tickets: a locked database, an unrecognized sensor, a claim queue stuck after an insurer change. Site visits are saved for conversions, new acquisition stations and training days. For groups, we move through one location at a time and keep a separate rollback copy per site, so trouble in Streetsville never spills into the Port Credit schedule.",
      ],
      compliance:
        "Under PHIPA, a dentist or dental corporation owning several offices is custodian for records at each, even when staff rotate between them. Sharing one patient database across sites should therefore come with role-based permissions, so each person sees what their job requires and no more. The RCDSO expects a complete record wherever a patient was treated, which makes careful conversions important. This summary is general; owners should confirm obligations with their own counsel.",
      faq: [
        {
          question: "We run three Mississauga offices on two different systems. Should we consolidate?",
          answer:
            "Frequently it pays off, though not always right away. Consolidation simplifies booking across sites, reporting and training, yet each conversion carries some risk and downtime. We weigh both platforms against how your offices really work, convert the smallest site first as a pilot, and only then schedule the others.",
        },
        {
          question: "Our Port Credit office is tiny. Can updates happen without disrupting patients?",
          answer:
            "Yes. Updates run after closing or on a day the office is shut, and beforehand we check that the storefront's internet line can download large installers in time. If the server lives in a cramped back room, we also make sure it has enough disk space and cooling to finish the job.",
        },
      ],
    },
    {
      location: "markham",
      heroSubtitle:
        "Support for Markham practices running dental software in English, Cantonese, Mandarin and Tamil, from Milliken plazas to Unionville and new Cornell offices.",
      intro:
        "Markham practices ask a great deal of their software. Plaza clinics along Highway 7 and Kennedy Road keep long hours, weekends included, so upgrades must squeeze into short windows. Around Pacific Mall and Milliken, charts and messages need both traditional and simplified Chinese, and many families expect to book, complete forms and receive receipts online. We configure Dentrix, ABELDent, Cleardent or whatever platform you use so those expectations are met without loosening privacy controls.",
      localContext: [
        "New-build offices in Cornell and Markham Centre are often selecting their first practice-management system, the easiest moment to get it right: decide between cloud and server, pick imaging that bridges cleanly, and define user roles before a single patient is booked. Heritage storefronts on Main Street Unionville and Main Street Markham sit at the opposite end, frequently running older software on modest hardware. There we concentrate on upgrade paths existing workstations can handle, and on whether the imaging program still talks to the chart.",
        "The Don Valley Parkway and Highway 404 take a while, so remote diagnosis is the default for software issues; the Stouffville GO line helps when roads are jammed. On-site work is arranged around the weekend clinics many plazas run, often on a quieter weekday evening for a major upgrade. Tamil and Chinese recall templates are tested from the practice's own system before launch, since a character that displays perfectly on our screens may still break on an older patient handset.",
      ],
      compliance:
        "Someone reading a Chinese or Tamil privacy notice should receive the same information as a person reading English, and valid consent under PHIPA depends on patients understanding what they agree to. Forms collected through a portal become part of the record, so RCDSO record-keeping expectations reach them too. Portals and messaging add-ons deserve vetting as providers working for the custodian. General information only; check your situation with the College or a lawyer.",
      faq: [
        {
          question: "Can our charting system store patient names in Chinese characters?",
          answer:
            "Most current systems can, though older versions and some reporting tools may not. We check your release's Unicode support, test searching and printing with real names, and advise on recording a romanized name alongside, since insurer claim submissions generally expect Latin letters.",
        },
        {
          question:
            "We're opening near Markham Stouffville Hospital. Which practice-management system should we choose?",
          answer:
            "There is no single right answer. We look at how many operatories you plan, whether you prefer a server or a hosted product, which imaging equipment you have chosen and how your team likes to work, then arrange demonstrations with a shortlist of vendors. Deciding before fit-out lets us wire and configure the office around that choice.",
        },
      ],
    },
    {
      location: "vaughan",
      heroSubtitle:
        "Dental software setup and support in Vaughan, whether you are opening in Maple or the Metropolitan Centre or modernizing a long-established Woodbridge office.",
      intro:
        "A large share of Vaughan's dental offices are new, and many belong to dentists opening their own practice after years as associates elsewhere. They arrive knowing the program they used before, but not always how to license, install, back up and secure it themselves. We guide that first setup: choosing between server and hosted editions, connecting imaging to the chart, building user roles, configuring CDAnet and teaching the team. Established practices get help modernizing what they already run.",
      localContext: [
        "Woodbridge practices along Highway 7 and Woodbridge Avenue have cared for Italian-speaking families for decades, and some still hold notes in a program their founder chose long ago. Carrying that history forward needs a careful conversion and a plan for anything that cannot migrate cleanly. Thornhill clinics close to Bathurst and Centre Street count Russian and Hebrew speakers among their patients; Hebrew script runs right to left, which affects reminders and printed forms. Around Maple and Vellore Village, young families favour online booking tied directly into the schedule.",
        "Highway 401 to Highway 400 gets us to most of the city, and Line 1 ends at the Metropolitan Centre, convenient for tower practices nearby. For a new office we prefer to be present during the last days of fit-out, installing the server or workstations, loading imaging software and testing each sensor and the panoramic unit with the dealer. Afterwards support is largely remote, with visits booked when hardware fails or an upgrade is better supervised in person.",
      ],
      compliance:
        "A new practice becomes a PHIPA custodian the moment it collects a first patient's information, so privacy policies, staff confidentiality agreements and software access controls should be ready before opening day. Written agreements with the IT and software firms handling records on the practice's behalf are widely recommended. RCDSO record expectations also touch the charting templates and defaults chosen at setup. This is an overview only; confirm your duties with the College or your lawyer.",
      faq: [
        {
          question: "I'm leaving an associate position to open in Vaughan. Can I use the software I already know?",
          answer:
            "Usually, yes. You will need your own licence and support agreement with the vendor, and patient records from your former practice generally remain with its custodian unless patients ask for a transfer. We help order the right edition, size a server or set up the hosted version, and rebuild familiar templates, so your team starts on screens you recognize.",
        },
        {
          question: "Do you support offices toward Kleinburg's rural edges, where wired internet can be thinner?",
          answer:
            "Yes. Limited bandwidth mainly affects hosted charting, cloud backups and remote sessions, so we weigh it when choosing a system. A local server with off-site replication running overnight can work well where uploads are slow, and we keep our support tools light enough to function on a modest connection.",
        },
      ],
    },
    {
      location: "richmond-hill",
      heroSubtitle:
        "Dental software support along Richmond Hill's Yonge Street corridor, from hospital-area professional buildings to Highway 7 plazas and Oak Ridges offices.",
      intro:
        "Patients here lean heavily on online booking, confirmations and payment, and they notice quickly when a portal or text link fails. That places the practice-management system and its add-ons under daily load. We keep those connections healthy: portals synchronized with the schedule, two-way messaging in Mandarin, Cantonese, Persian and Russian, and payment integrations that post correctly to the ledger. Underneath, we look after database maintenance, imaging bridges and version upgrades so the visible tools rest on a stable foundation.",
      localContext: [
        "Professional buildings near the hospital on Major Mackenzie Drive mix general dentists with specialists, and referral letters, radiographs and reports travel between them daily. Offices in the Beaver Creek business park and along Highway 7 serve working patients who want early and late slots, so a schedule that freezes at opening hurts. North in Oak Ridges and around Lake Wilcox, newer family practices often start on a hosted system. Across the city, front desks switch languages constantly, and some staff have drifted into texting patients from personal phones.",
        "Our usual route is the Don Valley Parkway and Highway 404, or Line 1 to Finch with a Viva bus up Yonge. Because Oak Ridges sits at the far end, software support here leans on remote tools, with site visits planned rather than improvised. We bring replacement parts when a workstation needs rebuilding, schedule portal or messaging changes for quiet periods, and then watch the first batch of automated confirmations go out to be sure nothing misfires.",
      ],
      compliance:
        "Texts sent from staff phones sit outside the chart, the audit trail and the backup, which makes answering a PHIPA access or correction request harder and leaves information behind when an employee departs. Moving conversations into a practice-managed tool linked to each patient's file keeps the record complete, in line with RCDSO expectations. Messaging vendors should be treated as providers acting for the custodian. Take this as general guidance; your lawyer or the College can speak to specifics.",
      faq: [
        {
          question: "Patients pay online, but payments don't always appear in our ledger. Can you fix that?",
          answer:
            "Usually. Payment integrations rely on a connector between the processor and your practice-management software, and it breaks when either side updates or a setting drifts. We review the connector's logs, reconcile recent transactions with your office manager, and correct the mapping so future payments post to the right account.",
        },
        {
          question: "How do we move the front desk off personal phones and onto a proper messaging system?",
          answer:
            "Begin with a tool your charting software integrates with, so each conversation attaches to the patient's file. We configure it with Mandarin, Cantonese, Persian and Russian templates, train staff, and set a cut-over date after which patients only hear from the practice number. Messages left on personal devices should be dealt with as your privacy officer directs.",
        },
      ],
    },
    {
      location: "oakville",
      heroSubtitle:
        "Software support for Oakville dental practices whose scanners, milling units and imaging must all agree with the chart, from Lakeshore Road to North Oakville.",
      intro:
        "Boutique practices downtown and in Bronte often run more software than a typical office: practice management, two-dimensional imaging, cone-beam viewing, intraoral scanning, design and milling, plus patient-facing forms and payments. Each program updates on its own timetable, and one upgrade can quietly break the link to another. We track every version installed, check compatibility before anything changes, and coordinate with each vendor so a scan captured chairside lands in the right chart.",
      localContext: [
        "Family practices in Glen Abbey, River Oaks and Clearview serve commuter households booking early mornings, evenings and Saturdays, so dependable recall automation and online booking count for a lot. North of Dundas, new offices near Oakville Trafalgar Memorial Hospital are usually choosing software from scratch and can plan imaging bridges, permissions and backup schedules together. Students and staff from Sheridan's Trafalgar Road campus tend to prefer digital intake, which means portal forms should flow straight into the chart rather than being printed and rescanned.",
        "We reach the town along the Gardiner and QEW, or by Lakeshore West GO when the highway crawls. Distance makes a remote session the first step: most version conflicts, bridge errors and portal faults can be diagnosed on the affected computer from afar. Visits are planned for new scanner or milling installations, where the dealer's technician and ours work side by side, and for major upgrades touching several programs at once. Sister offices in Burlington or Milton follow the same pattern.",
      ],
      compliance:
        "Intraoral scans, design files and clinical photographs belong to the dental record, and the RCDSO expects records to be complete and retained, so they deserve the same backup as radiographs. Under PHIPA, a group with offices elsewhere in Halton or in Peel remains custodian of every chart it holds, which favours consistent logins and periodic access reviews. Software uploading scans to a lab or manufacturer cloud merits review first. Not legal advice; confirm specifics with counsel.",
      faq: [
        {
          question: "After a practice-management update, our scanner software stopped opening the right patient. Why?",
          answer:
            "Typically the bridge between the two programs expects a particular version or patient-ID setting that the update altered. We compare its configuration with both vendors' current requirements, test with a sample patient, and correct the path or ID mapping. Before the next update, compatibility is checked first so the link holds.",
        },
        {
          question: "Are intraoral scans and milling files backed up like our radiographs?",
          answer:
            "They should be, but they often live in separate folders or a vendor's cloud, outside the main backup. We find every place scans and design files are stored, add local copies to your encrypted backup, and confirm with the vendor how long cloud copies are kept, so retention never hinges on someone else's policy.",
        },
      ],
    },
    {
      location: "pickering",
      heroSubtitle:
        "Dental software support for Pickering's owner-run practices, from Town Centre and Kingston Road offices to Bay Ridges plazas and new clinics in Seaton.",
      intro:
        "Most dental offices in Pickering are independent and owner-run, often without a full-time office manager, so the software has to carry much of the administration. Automated confirmations, recall lists, online forms and electronic claims do work a larger practice would spread across several people. When any of them fails quietly, chairs sit empty. We monitor those processes, maintain the database beneath them and keep everything current, so the dentist isn't troubleshooting between patients.",
      localContext: [
        "Practices around the Town Centre and Kingston Road draw patients who commute by GO train or the 401, making early, late and Saturday appointments valuable and online booking essential. In Bay Ridges and West Shore, long-standing offices may still run older on-premises releases that deserve an upgrade plan, while new clinics in Seaton are choosing software for the first time. Referrals to specialists, and to Lakeridge Health's Ajax Pickering hospital just east, mean radiographs and letters should leave the chart by a secure, documented route.",
        "Lakeshore East GO from Union is often quicker than Highway 401, though either works. Because the journey is longer, we resolve as much as possible remotely, pinning down the exact fault before anyone leaves King Street. If a workstation or sensor needs replacing, we order the part first and bring it along, so one visit does the job. Upgrades are set for evenings or a closed day, followed by a short walkthrough with the team covering what changed.",
      ],
      compliance:
        "Small offices carry the same PHIPA duties as large groups: safeguarding records, answering access and correction requests, and notifying affected patients, and sometimes Ontario's privacy commissioner, after a breach. For a practice near the nuclear station, continuity planning adds another reason to keep a tested off-site copy of the charting database and secure remote access to it. RCDSO retention expectations apply however small the team. General information, not legal advice.",
      faq: [
        {
          question:
            "We don't have an office manager. Who watches whether our confirmations and claims actually go out?",
          answer:
            "We can. Monitoring flags a stalled messaging service, a claims queue that hasn't cleared or a backup that didn't finish, and our help desk follows up with you directly. We also show a front-desk colleague where to look, so the practice isn't blind between our checks.",
        },
        {
          question: "Could we keep seeing our schedule if the office had to close suddenly?",
          answer:
            "With planning, yes. Hosted systems are reachable from anywhere with proper credentials, and a server-based one can be published through secure remote access or restored from an off-site copy. We set that up, test it with you and document the steps, so staff can reach the schedule from home and rebook patients.",
        },
      ],
    },
  ],
};
