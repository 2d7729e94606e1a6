import type { ServiceLocationSet } from "@/content/service-location/types";

/**
 * Cloud solutions by location: what encrypted Canadian backup, Microsoft 365, secure file sharing
 * and hosted practice management mean for dental practices in each of the 11 service areas.
 * Every page entry is written on its own, not from a shared template.
 */
export const CLOUD_SOLUTIONS_LOCATIONS: ServiceLocationSet = {
  service: "cloud-solutions",
  features: [
    "Encrypted backup to Canadian data centres, with scheduled test restores",
    "Microsoft 365 mail, documents and Teams set up for clinics",
    "Secure sharing of radiographs and referrals with labs and specialists",
    "Hosted servers or cloud practice management, assessed against your software",
    "Staged migrations of mailboxes, charts and imaging archives",
    "Multi-factor sign-in, conditional access and audit logging configured",
  ],
  benefits: [
    "Charts and images survive a failed server, flood or break-in",
    "Dentists reach schedules securely from home or a second office",
    "Less equipment in the back room to patch and replace",
    "Referral files stop travelling as ordinary e-mail attachments",
    "Clear answers about where patient data lives",
    "New associates and locations added without buying another server",
  ],
  stories: [
    {
      practice: "A small family practice in a suburban plaza",
      challenge:
        "The only backup was a portable drive that the office manager took home at the end of the week, and nobody had tried restoring from it in years. The server in the supply closet was also nearing the end of its working life.",
      outcome:
        "We added encrypted, Canadian-hosted backup of the practice database and imaging archive, ran a full test restore to a spare machine and set a schedule for repeating it. The owner now receives a short report after each test, and the portable drive was wiped and taken out of use.",
    },
    {
      practice: "A specialist referral practice exchanging large scans",
      challenge:
        "Cone-beam volumes and reports were reaching referring dentists through a consumer file-sharing app and staff members' personal e-mail, with no record of who had received or opened what.",
      outcome:
        "Sharing moved into the practice's own Microsoft 365 tenant, with expiring links limited to named recipients, multi-factor sign-in for staff and an audit log. Referring offices now receive files the same way every time, and the practice can show what was disclosed and to whom.",
    },
    {
      practice: "A general practice with a second location and an ageing server",
      challenge:
        "Staff at the second office reached the main server over a slow VPN, charts were sluggish to open, and the server hardware was out of warranty.",
      outcome:
        "After assessing the practice-management software and imaging workflow, we moved the database to a hosted server in a Canadian data centre, kept image capture local at each site and cut over on a weekend after a verified backup. Both offices now open charts from the same hosted system.",
    },
  ],
  pages: [
    {
      location: "toronto",
      heroSubtitle:
        "Cloud backup, Microsoft 365 and secure referral sharing for neighbourhood dental offices from the Beaches to Roncesvalles and up to Davisville.",
      intro:
        "Across the older city, plenty of dental offices still keep every chart and radiograph on one tower computer behind reception or in a basement corner. For these storefront and converted-house practices, the cloud is less about novelty than about getting a current, encrypted copy of everything out of the building each night. We add Canadian-hosted backup, bring e-mail into Microsoft 365 and set up proper sharing with labs, then decide with the dentist whether the practice software itself should follow.",
      localContext: [
        "Shops on Queen Street East, the Danforth and Dundas West were built long before anyone imagined an imaging server, and internet service usually reaches them over cable or copper through a shared basement. Upload speed, not download, decides how quickly a nightly backup leaves the office, so we measure it before promising anything. Midtown clinics near Yonge and Eglinton often have better options in newer low-rise buildings. Where a basement has already flooded in a summer storm, moving the only copy of the records off-site becomes the first job rather than the last.",
        "Most of these neighbourhoods sit an easy Line 2 or streetcar ride from our King Street East office, which helps when a migration weekend needs someone in the room. Routine cloud chores, such as recovering a deleted file, resetting a Microsoft 365 sign-in or confirming last night's backup job, happen remotely. Referrals here tend to head toward the hospital specialists on University Avenue or to independent oral surgeons and endodontists elsewhere in the city, and we build sharing links those offices can open without installing anything.",
      ],
      compliance:
        "A dentist who stores charts with a cloud provider is still the health information custodian under PHIPA, and the provider acts on the practice's behalf, so a written agreement on safeguards and data location matters. Our default is Canadian hosting. RCDSO guidance expects records to stay retrievable for many years after a last visit. If data is lost or exposed, patients must be told, and some incidents go to the IPC as well.",
      faq: [
        {
          question: "Our server sits in the basement of an old Leslieville building. Should it move to the cloud?",
          answer:
            "Not necessarily all of it. The urgent step is an encrypted copy that lives elsewhere, so a wet floor or a failed drive costs you a day rather than your records. Whether the practice software also moves depends on your vendor's hosted options and on how imaging behaves over your connection, which we test before recommending anything. Meanwhile, lifting the server off the floor is cheap insurance.",
        },
        {
          question: "Can staff who live across the city work on billing from home?",
          answer:
            "Yes, with care. We give them access through Microsoft 365 or a hosted desktop protected by multi-factor sign-in, rather than exposing the office server to the internet. Home computers should be practice-managed or meet a written standard, because records viewed there remain the dentist's responsibility.",
        },
      ],
    },
    {
      location: "scarborough",
      heroSubtitle:
        "Encrypted off-site backup and Microsoft 365 for Scarborough dental offices, from Cliffside and Agincourt plazas to the multi-chair clinics by the Town Centre.",
      intro:
        "Many Scarborough practices have changed hands recently or soon will, and an ownership transfer is exactly when someone asks where the charts really live. Plaza offices along Sheppard, Kennedy and Finch frequently inherit a patchwork: an old server, a personal webmail account used for referrals and a backup nobody has checked. Our cloud work there begins with finding all of that, shifting mail and documents into a practice-owned Microsoft 365 tenant, and sending encrypted nightly copies to Canadian storage the new owner controls.",
      localContext: [
        "Internet in the older strip plazas arrives through a landlord's utility room, and the cable or DSL service each tenant receives can differ from one unit to the next. A clinic near the Town Centre might have fibre in the street while a storefront down in Cliffside makes do with modest upload capacity. That gap shapes the plan: large imaging archives are seeded gradually, sometimes over several evenings, and daily transfers are timed to finish before the morning huddle. Low-lying units near Highland Creek or the Rouge valley get extra attention to off-site copies.",
        "Scarborough referrals commonly go to oral surgeons and periodontists near the General, Centenary and Birchmount hospitals, and receptionists have often sent radiographs to them as plain attachments. We replace that habit with expiring, encrypted links from the practice's own account. Getting here from King Street East means the Don Valley Parkway and the 401, or Line 2 to Kennedy and a bus, so our technicians finish most cloud tasks remotely and come out for cut-over nights, new workstations or the occasional router that needs a hand on it.",
      ],
      compliance:
        "Under PHIPA, the dentist who buys a practice generally takes on responsibility for its records, including copies held by outside providers the previous owner chose. We list every service holding patient data, confirm that agreements are in place and bring anything stored abroad back to Canadian hosting when the owner prefers. The Royal College expects records to be retained and accessible after a sale, and a tested cloud restore is good evidence that they are.",
      faq: [
        {
          question: "We translate consent forms into Tamil and Chinese. Can the signed copies live in the cloud?",
          answer:
            "They can. Scanned consents belong with the chart, so we file them through the practice software or a restricted SharePoint library rather than a shared desktop folder. We check that file names and previews display Tamil script and Chinese characters correctly, and the encrypted backup covers them along with everything else.",
        },
        {
          question: "The previous owner used a personal e-mail account for referrals. What happens to it?",
          answer:
            "We ask the former owner to export messages containing patient information so they can be placed in the practice's own mailbox, after which that account stops being used for clinical work and referring offices learn the new address. Anything left in a personal inbox sits outside your backups and is hard to account for if a patient asks what was sent.",
        },
      ],
    },
    {
      location: "north-york",
      heroSubtitle:
        "Cloud services for North York dental practices in Yonge Street towers, Don Mills plazas and the referral offices around Sunnybrook and North York General.",
      intro:
        "Tower suites along Yonge between Sheppard and Finch are compact, and there is rarely a good spot for a server that hums and heats a closet. That makes the district a natural fit for hosted practice management or, at the very least, an off-site copy of everything. We set up Canadian-hosted backup, Microsoft 365 with sensible sharing rules and, where the software vendor supports it, a move of the database off the premises, while keeping sensor capture dependable in every operatory.",
      localContext: [
        "Connectivity in these towers depends on the riser and on which carriers the landlord has let in. Some buildings offer a shared tenant network; we treat that as untrusted and put the clinic behind its own firewall before any cloud traffic flows. A second line from a different carrier, where permitted, keeps Microsoft 365 and hosted charts available when the first drops. Plaza practices in Bathurst Manor, Downsview and Don Mills face another mix, often cable with limited upload, so we stagger their initial imaging seed across several nights.",
        "Line 1 runs straight from King station to Sheppard-Yonge and North York Centre, so a technician can reach a Yonge Street suite without fighting the Parkway, which is handy on cut-over evenings. Specialists near Sunnybrook, North York General and Humber River trade cone-beam volumes and reports every day; we give them secure upload links with expiry dates and download logs. Practices near York University, where many patients are students and staff, lean on online forms, and we keep those submissions flowing into the chart rather than a mailbox.",
      ],
      compliance:
        "When a hosted system holds your charts, the provider handles health information for you, and PHIPA expects custodians to hold such agents and electronic service providers to appropriate safeguards. We ask vendors where data sits, who can reach it and how incidents reach you. A breach at the vendor may still oblige the practice to notify patients. Persian and Korean messages stored online are health records like any other, subject to the College's retention expectations and to access requests.",
      faq: [
        {
          question: "Our tower landlord offers building Wi-Fi. Is it safe for cloud practice software?",
          answer:
            "We would not run clinical traffic over it directly. A shared network is controlled by someone else and used by other tenants, so we install a practice-owned firewall and, ideally, a dedicated internet service. Cloud applications are then reached over encrypted connections with multi-factor sign-in, and the building network never sees patient data in the clear.",
        },
        {
          question: "Can referring offices near Sunnybrook send us scans through our Microsoft 365?",
          answer:
            "Yes. We create a request link or a restricted folder where a referring office can upload without needing an account, with incoming files checked for malware and kept in a library only clinical staff can open. It sidesteps the size limits of ordinary e-mail and leaves a record of what arrived and when.",
        },
      ],
    },
    {
      location: "etobicoke",
      heroSubtitle:
        "Etobicoke dental offices, from Long Branch storefronts to Kingsway practices and Rexdale plazas, can move backup, mail and file sharing to a Canadian cloud.",
      intro:
        "Family practices around the Kingsway and Islington Village often hold decades of charts, including scanned film radiographs, and any cloud plan there is really a careful data-migration project. In the condo podiums of Humber Bay Shores, by contrast, new clinics can start cloud-first. We handle both situations: encrypted off-site backup sized for large archives, Microsoft 365 for mail and documents, secure exchange with labs and specialists, and an honest view of whether hosted practice management suits your imaging setup.",
      localContext: [
        "Internet varies sharply between the lake and Steeles. New towers at Humber Bay Shores often have a choice of carriers, though a podium clinic still needs riser access negotiated with the condominium. Older storefronts along Lake Shore Boulevard West run on whatever cable service the building had, and plazas in Rexdale and Thistletown near Highway 27 can be similar. Sites close to the Humber River, Mimico Creek or Etobicoke Creek deserve extra thought, because a flood-prone back room is a poor place for the only copy of anyone's records.",
        "Southern offices are a short drive along the Gardiner from King Street East, and Line 2 reaches Islington and Kipling without much trouble; Rexdale takes longer via Highway 427. Remote tools cover mailbox moves, backup checks and permission changes, with visits reserved for cut-overs. Many dentists here refer to oral surgeons and periodontists in the district or to Etobicoke General, and some use labs across the Mississauga line. We set up encrypted sharing both sides can use, so cone-beam exports no longer leave on USB sticks or in e-mail.",
      ],
      compliance:
        "Moving an established office's archive online does not shorten how long it must be kept, since RCDSO guidance keeps files in play well after a patient stops attending. We migrate every year of data, check that totals match and document where the copy lives. Because the hosting company handles records for the dentist, PHIPA duties stay with the practice, so contracts, encryption and a plan for reporting breaches to patients and, where required, the Commissioner belong in the job.",
      faq: [
        {
          question: "We have decades of records on an old Kingsway server. How long does a cloud migration take?",
          answer:
            "It depends mostly on the size of the imaging archive and on your upload speed, so we measure both before giving an estimate. Large archives are usually copied in stages over evenings and weekends while the office keeps working, with a final sync at cut-over. The old server stays untouched until the cloud copy has been spot-checked against a sample of patient charts.",
        },
        {
          question: "Our new Humber Bay Shores clinic has no back room at all. Can we run without a server?",
          answer:
            "Often, yes. If your practice software has a hosted or cloud edition, we can build the clinic around it, with Microsoft 365 for mail and documents and only small imaging computers on site. We first confirm that sensors and the pano unit work with that arrangement, and we arrange a second internet connection so the schedule stays reachable.",
        },
      ],
    },
    {
      location: "downtown-toronto",
      heroSubtitle:
        "For dental offices in Financial District towers, on the PATH and near the University Avenue hospitals: cloud backup, Microsoft 365 and secure referrals.",
      intro:
        "Downtown suites are small, costly and often bound by a landlord's rules about equipment, so retiring the on-site server is attractive. Specialists in the hospital corridor also move more large files than almost anyone else we support. For both, we provide encrypted backup held in Canadian data centres, Microsoft 365 configured for clinical use, secure channels for cone-beam volumes and reports, and hosted practice management when your vendor offers a version that performs well.",
      localContext: [
        "Fibre is commonly available in the towers around King and Bay, but a tenant usually reaches it through a building riser and property-management approval, and some buildings offer only a shared connection. Condo-podium clinics in CityPlace, St. Lawrence and the Distillery District depend on whichever carriers wired the residential tower above them. Walk-ups around Kensington and Spadina are another story, with old cabling and limited upload. Ontario Line construction and other projects across the core add the risk of a severed cable, which is why a second carrier is worth adding where the building allows it.",
        "Our King Street East office is a short walk or a ride on the 504 streetcar from much of the core, and King station puts the hospitals a few stops away. That closeness means a technician can attend a Friday-evening cut-over and return on Monday morning to check that the first patient's chart opens. Security desks still apply: contractor registration, insurance certificates and freight-elevator bookings are arranged ahead. Referrals here travel constantly between general offices, the Faculty of Dentistry and hospital-based specialists, and we keep that traffic encrypted and logged.",
      ],
      compliance:
        "Specialist offices near the hospitals disclose health information to other custodians daily, and PHIPA expects those disclosures to be limited to what the recipient needs. Cloud sharing with link expiry and access logs helps show that. Data kept with a hosting firm remains the dentist's responsibility; we prefer Canadian storage and written terms on safeguards. If a misdirected link exposes records, affected patients must be notified, and the IPC's guidance describes when the Commissioner should hear about it too.",
      faq: [
        {
          question: "Our building only allows a small equipment cabinet. Can everything run from the cloud?",
          answer:
            "Much of it can. Mail, documents, backup and, with many vendors, the practice database itself can be hosted, leaving only workstations, sensors and a compact firewall on site. Imaging capture still needs local drivers, so we test your specific hardware before committing. Where the building permits a second carrier we add one, since a hosted practice with a single connection stops when that connection does.",
        },
        {
          question: "How do we send cone-beam scans to a hospital-based specialist securely?",
          answer:
            "Through an encrypted sharing link or the specialist's own portal, never an ordinary attachment. We set up a library in your Microsoft 365 for outgoing scans, apply expiry dates and recipient restrictions, and confirm the receiving software opens the export format. The sharing log then records what left the office, which is useful if a patient ever asks.",
        },
      ],
    },
    {
      location: "mississauga",
      heroSubtitle:
        "Cloud backup, Microsoft 365 and shared practice systems for Mississauga dental offices, from Port Credit storefronts to Square One towers and multi-site groups.",
      intro:
        "Mississauga has many dentists running more than one office, and the cloud is often what ties those sites together. Instead of one clinic's server feeding the others over a fragile VPN, charts, schedules and documents can sit in a hosted system that every location reaches equally. We plan that move, keep imaging workable at each chair, put encrypted backups in Canadian data centres and give the group a single Microsoft 365 tenant with consistent accounts across Peel and beyond.",
      localContext: [
        "Business parks around the airport, Heartland and Meadowvale generally have fibre, while village storefronts on Lakeshore Road in Port Credit and Queen Street South in Streetsville may rely on cable with modest upload. Towers near Square One sit somewhere between, subject to the landlord's riser. On the Hurontario corridor, years of Hazel McCallion Line work have raised the chance of an accidental cable cut, so hosted practices there should carry a backup link. Low-lying sites near Cooksville Creek or the Credit River have extra reason to keep records copied off the premises.",
        "Groups assembled through acquisitions usually arrive with a different server, firewall and e-mail arrangement at each site. We consolidate mail first, because it is the least disruptive change, then move file shares and finally the practice database. Referrals flow to oral surgeons near Trillium's Mississauga Hospital and Credit Valley Hospital and to independent specialists along Hurontario. From King Street East we reach the city by the Gardiner and QEW or by Highways 401 and 403; routine cloud work is remote and visits are kept for cut-overs.",
      ],
      compliance:
        "In a multi-location group, the dentist or dental corporation that owns the records remains the custodian everywhere, and every hosting or software firm touching them acts on its behalf under PHIPA. We gather those agreements in one place and prefer a single Canadian-hosted backup policy across sites. One set of retention rules aligned with the College's recordkeeping guidance, plus one incident plan, makes it far simpler to notify patients and the Commissioner if a breach occurs at any location.",
      faq: [
        {
          question: "Can our Mississauga and Brampton offices share one cloud practice system?",
          answer:
            "Usually. If your vendor offers a hosted edition or a central database that both sites reach securely, staff see the same schedule and charts wherever they sit. We check how imaging behaves across sites, because large files often stay on local storage with copies pushed to the cloud. Brampton is just north within Peel, so a cut-over visit to both is straightforward.",
        },
        {
          question:
            "Our front desk sends Arabic and Urdu forms to patients. Will cloud tools handle right-to-left text?",
          answer:
            "Microsoft 365 handles right-to-left scripts well, but the weak point is often a form builder or texting service bolted onto the practice software. We test each template on real phones and in the stored chart copy, so what the patient signed is what the record shows. Gurmukhi for Punjabi speakers gets the same check.",
        },
      ],
    },
    {
      location: "markham",
      heroSubtitle:
        "Markham dental practices in Unionville, Milliken, Cornell and Markham Centre can keep records safe and reachable with Canadian-hosted backup and Microsoft 365.",
      intro:
        "Markham patients, many of whom work in technology, tend to expect online booking, digital forms and e-mailed receipts, which puts a practice's cloud services on display every day. Behind those tools sit a schedule, charts and imaging that must be protected. We connect patient-facing apps to the practice system carefully, move mail and documents to Microsoft 365, back everything up to encrypted Canadian storage and advise on hosted practice management for clinics that would rather not keep a server.",
      localContext: [
        "New-build offices in Cornell and Markham Centre sometimes open before every carrier has finished bringing service in, and a cloud-dependent clinic with one fledgling connection is exposed. We check availability at the address early and, if needed, start with a cellular backup link. Plazas along Highway 7, Kennedy and Woodbine near the 404 and 407 usually have more choice. Heritage buildings on Main Street Unionville and Main Street Markham limit exterior work, so any new line comes in through existing entry points and the equipment inside stays compact.",
        "Around Pacific Mall and Milliken, front desks handle Cantonese and Mandarin daily, and documents stored in the cloud need to display both traditional and simplified characters as well as Tamil. Dentists here refer to specialists near Markham Stouffville Hospital and across York, and many work with labs that accept digital impressions by upload. Our trips from King Street East run up the Parkway and Highway 404, or by the Stouffville GO line to Unionville, so migrations are scheduled with a technician present while everyday cloud administration is handled remotely.",
      ],
      compliance:
        "Patient-facing apps for booking and forms often store information with a third party, sometimes outside Canada. PHIPA leaves the dentist accountable for how those providers protect it, so we review where each one keeps data and what its terms say before connecting it to the chart. We favour Canadian hosting for backups. The RCDSO expects the record to be complete, so intake forms submitted online should land in the chart, not linger in a vendor's portal.",
      faq: [
        {
          question: "Our online booking vendor stores data in the United States. Is that allowed?",
          answer:
            "Ontario's health privacy law is generally understood not to ban storage outside Canada for a private dental office, but you remain responsible for safeguards, and patients may reasonably want to know where their information goes. We review the vendor's terms, limit what it collects and suggest Canadian-hosted alternatives where they exist. Your privacy statement should describe the arrangement; a lawyer or the College can advise on specifics.",
        },
        {
          question: "We're opening in Cornell. Should we start in the cloud from day one?",
          answer:
            "It is a good moment to decide. Without an existing server to migrate, choosing a hosted practice system, Microsoft 365 and cloud backup before opening avoids a later move. The catch in a new development is connectivity, so we order service early, add a wireless backup and verify imaging performance with your equipment dealer.",
        },
      ],
    },
    {
      location: "vaughan",
      heroSubtitle:
        "Vaughan dental offices, from the Metropolitan Centre and Maple to Woodbridge and Thornhill, get cloud systems planned before the first patient arrives.",
      intro:
        "So many Vaughan practices are fresh fit-outs that the cloud decision often comes before the drywall. A dentist opening near Cortellucci Vaughan Hospital or in a Vellore Village plaza can choose hosted practice management, Microsoft 365 and encrypted backup from the start, instead of buying a server and migrating later. Older offices in Woodbridge and Thornhill face the reverse task, moving long chart histories off ageing hardware, and we plan that carefully so nothing is lost.",
      localContext: [
        "Fibre has followed much of the recent commercial construction, particularly around the Metropolitan Centre and in Concord's employment lands, but a new unit is not connected until a carrier actually builds to it, and that can lag behind occupancy. Out past Kleinburg, wired options thin as the city meets farmland. Woodbridge clinics in the Humber valley deal with an older problem, since parts of that area are regulated for flood risk by the conservation authority; there, an off-site encrypted copy restored on a schedule matters more than any hardware upgrade.",
        "Line 1 ends at the Metropolitan Centre, which suits practices in the new towers there, while most other clinics mean Highway 401 to the 400 and then across Highway 7 or Rutherford. We attend fit-out meetings and cut-overs in person and otherwise manage cloud accounts, backup jobs and sharing links remotely. Referral and lab traffic runs toward specialists around the hospital in Maple and across York, and Thornhill offices often send work east over Yonge; secure links replace the courier envelope full of discs.",
      ],
      compliance:
        "When a new practice signs up for a cloud system, it is easy to click through the vendor's terms. Under PHIPA the dentist remains answerable for that provider's handling of records, so we read the agreement for data location, breach-notification promises and what happens to your data if you leave. The RCDSO's retention expectations outlast most software contracts, so export rights and a Canadian-hosted backup independent of the vendor are worth insisting on.",
      faq: [
        {
          question:
            "Our contractor is building out a unit near the Metropolitan Centre. What does a cloud-first clinic still need on site?",
          answer:
            "Less than a traditional office, but not nothing. Each operatory still needs a wired drop for the imaging computer, the front desk needs reliable printing and card terminals, and a small closet should hold the firewall, switch and a battery unit. We give the contractor a drawing early so those land in the right places.",
        },
        {
          question: "Do you help Woodbridge practices move old records into a hosted system?",
          answer:
            "Yes. We export from the existing server, clean up duplicate patients with your team, migrate the imaging archive in stages and confirm that older charts open correctly before cut-over. The old hardware is kept powered off and secured until you are satisfied, and then its drives are wiped or destroyed.",
        },
      ],
    },
    {
      location: "richmond-hill",
      heroSubtitle:
        "Richmond Hill dental practices along Yonge Street, in Beaver Creek offices and up to Oak Ridges can run on encrypted Canadian cloud backup and Microsoft 365.",
      intro:
        "Front desks in Richmond Hill juggle Mandarin, Cantonese, Persian and English, and patients here like to book, confirm and pay online. Each of those conveniences depends on cloud services staying up and on patient data reaching the right chart. We tie the pieces together securely: Microsoft 365 for the team, encrypted backup held in Canada, hosted practice management where it fits, and protected channels for the constant flow of referrals around Mackenzie Richmond Hill Hospital.",
      localContext: [
        "The Beaver Creek business park near Highway 7 and Leslie is one of the better-connected spots, with business-grade fibre more common than along the retail strips, whereas two-storey professional buildings on Yonge often share whatever service the landlord ordered. Oak Ridges and Lake Wilcox, up on the moraine, have newer family practices in recent subdivisions where choices can be narrower. Planned Yonge North subway extension work near Highway 7 is expected to bring years of digging, so a south-end practice relying on hosted charts should arrange a second connection from a different carrier.",
        "Getting up from King Street East usually means the Parkway and Highway 404, exiting at Highway 7, 16th Avenue or Major Mackenzie, and Oak Ridges adds a further stretch north. We therefore keep cloud administration remote and plan visits tightly, bringing any replacement firewall or workstation on the first trip. Medical buildings near the hospital share lobbies with pharmacies and labs; landlord Wi-Fi there is never used for patient data. Specialists and general dentists in those buildings exchange images constantly, so we set up request links that let colleagues upload straight into a protected folder.",
      ],
      compliance:
        "Patients here are often quick to request copies of their records, and PHIPA gives them that right. When notes, consents and messages are scattered across a cloud texting tool, a shared inbox and the practice system, responding becomes difficult. We route those sources into the chart, keep them in Canadian storage and retain them in line with the College's expectations. Vendors handling the data act for you, so their terms and breach commitments need review.",
      faq: [
        {
          question: "Staff text patients from their own phones. Could a cloud messaging platform replace that?",
          answer:
            "Yes, and we recommend it. A practice-managed platform connected to the chart keeps conversations in the record and in the backup, lets you remove access when someone leaves, and supports Mandarin and Farsi templates. Personal phones hold messages you cannot retrieve or secure, which is hard to defend if the privacy commissioner ever asks.",
        },
        {
          question: "Is the cloud practical for a new family practice in Oak Ridges?",
          answer:
            "Generally, yes, provided the connection is solid. We check which carriers serve the address, add a cellular fallback, and set up hosted backups and Microsoft 365 before opening. Because the trip north is long, we bring spare equipment on planned visits and do most configuration remotely.",
        },
      ],
    },
    {
      location: "oakville",
      heroSubtitle:
        "From Lakeshore Road boutiques to Glen Abbey plazas and North Oakville's new clinics, Oakville dental offices get cloud systems that suit their imaging.",
      intro:
        "Oakville practices often invest in intraoral scanners, milling units and chairside displays, and the design files those devices produce have to go somewhere safe. The cloud fits part of that picture well: encrypted Canadian backup, Microsoft 365, and fast, secure submission of digital impressions to labs. It fits less well where large scans must open instantly at the chair, so we decide with each office what stays local and what moves, rather than pushing everything off-site.",
      localContext: [
        "Downtown Oakville and Bronte buildings are older, some inside heritage conservation districts, and their service often arrives by cable without much upload headroom. That matters for practices uploading scanner files to labs all day while a nightly backup competes for the same line. North of Dundas, purpose-built medical offices near Oakville Trafalgar Memorial Hospital can start with fibre once a carrier has built to them. Family offices in Glen Abbey, River Oaks and Clearview plazas fall in between, and we size bandwidth to their patient load.",
        "Oakville is the western end of our map, reached along the Gardiner and QEW, or by Lakeshore West GO when traffic stalls. Cloud administration, from mailbox permissions to backup verification, is done remotely, and we travel for migrations and hardware. Many Oakville dentists also run a second office in Burlington, Milton or Mississauga; a shared Microsoft 365 tenant and hosted database give those sites one set of accounts. Labs and specialists receiving work span the GTA and beyond, so secure upload portals replace e-mail attachments.",
      ],
      compliance:
        "Scanner and design files linked to a patient are part of the health record, even when they sit in a lab's or manufacturer's cloud. PHIPA leaves the practice accountable, so we check where those platforms store data and whether you can retrieve it for as long as the RCDSO expects records to be kept. A single privacy policy across Halton and Peel offices, and one plan for notifying patients and the IPC after a breach, keeps obligations consistent.",
      faq: [
        {
          question: "Our intraoral scanner sends files to the manufacturer's cloud. Do we still need our own backup?",
          answer:
            "We think so. The manufacturer's service exists to move cases to labs, not necessarily to keep your archive for as long as your records must be retained, and its terms can change. We export or sync case files into your own encrypted, Canadian-hosted backup so you hold a copy you control.",
        },
        {
          question: "Can our Oakville and Burlington offices share one cloud setup?",
          answer:
            "Yes. A single Microsoft 365 tenant, a hosted or centrally reached practice database and consistent security settings let staff move between offices with one login. We keep imaging acquisition local at each site, back both up to the same Canadian storage, and visit either location when a migration or hardware swap calls for it.",
        },
      ],
    },
    {
      location: "pickering",
      heroSubtitle:
        "Pickering dental offices near the Town Centre, on Kingston Road, in Bay Ridges and in growing Seaton can keep charts reachable and safe in a Canadian cloud.",
      intro:
        "Most Pickering practices are owner-run with a small team and no in-house IT person, which makes cloud services appealing: fewer machines to maintain and someone else watching the backups. We keep the approach practical. Encrypted nightly copies go to Canadian data centres and are restored on a schedule, e-mail moves into Microsoft 365 with multi-factor sign-in, and hosted practice management is considered when the software and the office's internet connection can support it comfortably.",
      localContext: [
        "Connections around Pickering Town Centre and the Kingston Road corridor are generally adequate for cloud work, while older plazas in Bay Ridges and West Shore may run on modest cable service. Seaton is the wild card: new subdivisions can see brief power interruptions during ongoing utility work, and carriers do not always finish building before tenants arrive. For a clinic there, an uninterruptible power supply on the network gear and a cellular fallback keep hosted schedules and Microsoft 365 reachable. Proximity to the nuclear station also argues for records that can be opened from elsewhere.",
        "From King Street East we drive the Parkway and Highway 401, or ride Lakeshore East GO from Union to Pickering GO and cross the footbridge into the city centre. Because it is a longer trip, we diagnose cloud issues remotely and arrive with whatever part is needed. Referrals often head east to specialists near Lakeridge Health Ajax Pickering Hospital or west into Scarborough, and labs increasingly accept digital uploads. We set up encrypted sharing so a Bay Ridges office can send a pano as easily as a downtown one.",
      ],
      compliance:
        "A small office has the same PHIPA duties as a large group, including telling affected patients about a privacy breach and, in prescribed situations, reporting it to the Information and Privacy Commissioner. Cloud providers storing your data act on your behalf, so their agreements should cover safeguards and Canadian storage. Bearing in mind the RCDSO's long retention periods, we make sure older records move with every migration and that a restore has actually been tested.",
      faq: [
        {
          question: "If the office had to close suddenly, could we still reach our records?",
          answer:
            "With cloud-hosted practice management or a hosted backup you can restore, yes. Emergency planning around the Pickering Nuclear Generating Station is a reminder that closures can come at short notice, though storms or a burst pipe are far likelier causes. We set up secure remote access with multi-factor sign-in and rehearse it with your team, so reaching the schedule from home feels familiar.",
        },
        {
          question: "We're planning a clinic in Seaton. Should we rely on the cloud there?",
          answer:
            "Yes, with safeguards suited to a neighbourhood still being built. Order internet service as early as possible, add a cellular backup and put battery protection on the firewall and switch. Hosted practice management then keeps charts available even if the unit itself loses power or connectivity for a while.",
        },
      ],
    },
  ],
};
