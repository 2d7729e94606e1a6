import type { ServiceLocationSet } from "@/content/service-location/types";

/**
 * Managed IT, by location. Each page entry is written on its own for its place; the features,
 * benefits and stories are shared by all eleven pages. Nothing here is legal advice, and no
 * phone numbers, e-mail addresses, prices, percentages or response-time promises belong in it.
 */
export const MANAGED_IT_LOCATIONS: ServiceLocationSet = {
  service: "managed-it",
  features: [
    "Round-the-clock monitoring of servers, workstations, firewalls and backups",
    "After-hours patching of Windows, firmware and practice software",
    "A help desk that understands dental software and imaging",
    "Managed firewall, endpoint protection, e-mail filtering and multi-factor sign-in",
    "Encrypted off-site backups with regular test restores",
    "Procurement, replacement planning and on-site technician visits",
  ],
  benefits: [
    "One predictable monthly fee instead of surprise repair bills",
    "Problems caught early, often before patients notice anything",
    "Staff get answers from people who know operatories",
    "Documented safeguards that support your PHIPA obligations",
    "Charts and radiographs recoverable after hardware failure or ransomware",
    "A written roadmap for budgeting equipment replacements",
  ],
  stories: [
    {
      practice: "A six-operatory family practice in a suburban strip plaza",
      challenge:
        "The server sat in a storage closet with no monitoring, nightly backups went to a USB drive nobody checked, and a failing disk was discovered only when the schedule stopped loading one morning.",
      outcome:
        "After onboarding, every machine reported to our monitoring, backups moved to encrypted off-site storage with regular test restores, and the ageing server was replaced on a planned weekend instead of in an emergency.",
    },
    {
      practice: "A specialist office in a medical tower near a hospital",
      challenge:
        "Referral imaging travelled as ordinary e-mail attachments, former associates still had active accounts, and clinic traffic shared the landlord's building network with other tenants.",
      outcome:
        "We placed the practice behind its own firewall, closed the old accounts, turned on multi-factor authentication and set up encrypted image transfer, leaving the dentist with a written record of the safeguards in place.",
    },
    {
      practice: "A multi-location group that had recently bought another office",
      challenge:
        "Each site had its own IT vendor, passwords and backup habits, and nobody could say with confidence which copy of the charts was current.",
      outcome:
        "We documented every location, standardized accounts and security settings, linked the offices securely and brought all of them onto one monitored backup plan under a single monthly agreement.",
    },
  ],
  pages: [
    {
      location: "toronto",
      heroSubtitle:
        "Managed IT for dental offices in Toronto's older neighbourhoods, from Danforth storefronts and Roncesvalles walk-ups to buildings near Yonge and Eglinton.",
      intro:
        "Across the east end, midtown and west end, most dental offices are independent, and many have grown up in buildings never designed for computers. Managed IT gives those practices what a larger group would keep in-house: someone watching the server overnight, patching machines after the last patient leaves, answering the front desk when a claim refuses to submit and planning the next equipment purchase before the old one fails. It all sits under one monthly agreement, with visits from King Street East whenever hands are needed.",
      localContext: [
        "Picture a converted Victorian shopfront on Queen Street East or Roncesvalles: a few operatories, apartments overhead, a server wedged beside the furnace and an internet line that enters through a basement other tenants share. Midtown looks different, with low-rise professional buildings around Davisville and Mount Pleasant where suites change hands and forgotten cabling lingers. Both settings reward constant monitoring, because heat, dust and tired electrical work quietly wear equipment down. We also keep an eye on bandwidth, since a busy imaging day can saturate a modest business connection on a residential street.",
        "Getting to these clinics is rarely hard. Line 2 covers the Danforth and Bloor West, the Queen streetcar runs through Leslieville and Parkdale, and technicians ride Line 1 from King station up to Davisville or Eglinton. Still, nobody sets out until someone has connected remotely and ruled out software causes. Hardware swaps, new operatory computers and cable tracing are booked around the chair schedule, often first thing in the morning or after closing, so hygiene appointments carry on undisturbed.",
      ],
      compliance:
        "The dentist who owns a practice is generally the health information custodian under PHIPA, and an IT provider works on that dentist's behalf. Where equipment lives in a shared basement, physical protection counts as much as passwords: locked cabinets, encrypted drives and a record of who holds keys. RCDSO expects charts and radiographs to remain retrievable for the whole retention period, which shapes how we migrate archives off retiring servers. Legal advice should come from your own lawyer.",
      faq: [
        {
          question: "Our Leslieville office keeps its server in the basement next to the furnace. Should it move?",
          answer:
            "Probably, or at the very least it should be raised, ventilated and plugged into a battery unit. Basements in older east-end buildings tend to be damp, warm and reachable by other tenants. We often suggest a small wall-mounted cabinet upstairs or a hosted practice database, and either way a nightly encrypted copy leaves the building so a leak never becomes a records problem.",
        },
        {
          question:
            "Our midtown practice rents a suite in an older professional building. Who deals with the carrier when the line fails?",
          answer:
            "We can. With your permission we keep the carrier account details, the location of the demarcation point and the property manager's contact on file, so a technician opens the ticket and meets the installer without pulling your office manager away from patients. A cellular backup link keeps bookings and claims moving in the meantime.",
        },
      ],
    },
    {
      location: "scarborough",
      heroSubtitle:
        "Monitoring, patching, help desk and backups for Scarborough dental offices, whether in a Kennedy Road plaza unit or a busy clinic near the Town Centre.",
      intro:
        "Plaza dentistry dominates this district, and many long-running offices are changing hands as founding dentists retire. Managed IT steadies that kind of transition: we catalogue every computer, sensor and licence, bring the server and workstations under continuous watch, keep Windows and the practice software patched, and give reception a single team to contact when something misbehaves. Larger multi-chair clinics near the Highway 401 ramps receive the same service scaled to more imaging rooms and more staff, still for one monthly fee.",
      localContext: [
        "Along Sheppard East, Kennedy Road, Finch East and Lawrence, single-storey plazas route every tenant's telecom lines into a landlord-controlled room at the back, and wiring quality varies from unit to unit. Receptionists in Agincourt, Malvern and Milliken often book in Tamil, Cantonese, Mandarin or Tagalog, so reminder systems and intake tablets must display those scripts cleanly. Monitoring catches the quieter problems plazas produce: a switch overheating in a shared closet, a battery unit worn out by brownouts, or a connection that drops every afternoon.",
        "From King Street East, the Don Valley Parkway and Highway 401 form the usual road route, while transit means Line 2 to Kennedy and a bus onward, since the Scarborough RT has closed. Rush-hour traffic can stretch the drive considerably, so remote diagnosis carries more weight here than downtown. Account, printing and software faults are resolved from the help desk, and when a workstation, sensor interface or switch has genuinely died, the technician drives out carrying the replacement.",
      ],
      compliance:
        "When a practice is sold, custody of its charts under PHIPA has to pass in an orderly way, and the RCDSO expects records to stay retained and accessible throughout. Before an old server is retired, we help the incoming owner prove that the backup really holds years of charts and radiographs. Translated consent forms and privacy notices should match the English versions in substance. Practices should ask their own counsel how these rules apply.",
      faq: [
        {
          question: "Our plaza's landlord controls the telecom room. Can you still monitor and manage our network?",
          answer:
            "Yes. Monitoring runs on your own firewall, server and workstations, so it doesn't depend on the landlord's equipment at all. What we need is a labelled path from the shared room to your suite and an agreed way to get in when a carrier technician arrives. Both are arranged with property management during onboarding, before a fault makes them urgent.",
        },
        {
          question:
            "Can one monthly agreement cover a clinic with several dentists and a pano room near Scarborough Town Centre?",
          answer:
            "It can. The agreement includes every workstation, the server or hosted database, the imaging computers and the network linking them, and it grows as you add operatories. Multi-dentist offices create large image files all day, so we track storage growth and switch performance and tell you well in advance when an upgrade belongs in the budget.",
        },
      ],
    },
    {
      location: "north-york",
      heroSubtitle:
        "Managed IT for North York dental practices in a tower suite on the Yonge corridor, a plaza unit in Don Mills or a specialist office close to Sunnybrook.",
      intro:
        "Tower suites along Yonge between Sheppard and Finch set the tone for much of this district's dentistry: compact, leased and heavily booked. A managed service suits them because it covers what the clinic owns, meaning the firewall, server, workstations and imaging computers, while coordinating politely with whatever the landlord runs. Alongside monitoring, after-hours patching and a dental-literate help desk, we look after procurement and lifecycle planning, so a growing office adds operatories without improvising. Everything is billed as a flat monthly fee.",
      localContext: [
        "Inside a tower, the practice rarely controls the riser, the rooftop or the telecom room, and some buildings sell a landlord-run internet service shared among tenants. We insist on the clinic's own firewall and a segmented network before any patient data crosses that infrastructure. Farther from Yonge, Don Mills, Bathurst Manor and Downsview plazas hold older low-rise offices with long chart histories, while practices close to the district's three hospitals move referral imaging constantly, making upload speed and DICOM settings part of routine maintenance.",
        "Reaching Yonge Street clients is simple: technicians board Line 1 at King station and ride straight up to Sheppard-Yonge, North York Centre or Finch, often beating the car. Don Mills, Downsview and Humber Summit call for the car instead, usually via the parkway, the Allen or the 401. Before either trip, the help desk connects remotely, and most tickets close there. When they don't, we book the visit with building management ahead of time, because loading docks and contractor sign-in can otherwise eat into the appointment.",
      ],
      compliance:
        "Specialists near the hospitals send and receive health information from referring dentists daily, and PHIPA expects those disclosures to be limited to what is needed and protected in transit. Encrypted, logged transfer helps demonstrate reasonable safeguards. On a landlord's shared network, the custodian stays answerable for the records, so segmentation is a privacy measure as well as a technical one. Details gathered purely for marketing may fall under PIPEDA instead, a boundary counsel can clarify.",
      faq: [
        {
          question: "Our building offers tenants shared internet. Is it safe to run our clinic on it?",
          answer:
            "It can form part of the picture, but never on its own. We put your operatories, server and front desk behind a firewall you control, encrypt traffic that leaves the suite and, ideally, add a separate connection from a different carrier. That way another tenant's malware or the building's own outage can't reach your charts or halt check-in.",
        },
        {
          question:
            "We see many Korean- and Persian-speaking patients in Willowdale. Does managed IT include our messaging tools?",
          answer:
            "Yes. Reminder platforms, intake tablets and printers are part of what we maintain, and an update occasionally breaks how Hangul or right-to-left Persian text appears. After each significant release we send test messages and print sample forms, then adjust settings or roll the change back if anything displays wrongly.",
        },
      ],
    },
    {
      location: "etobicoke",
      heroSubtitle:
        "From Mimico storefronts to Bloor West offices and Rexdale plazas, Etobicoke dental practices get monitored, patched and backed-up systems on one monthly plan.",
      intro:
        "Practices in this district span lakeshore storefronts, generational family offices near Bloor West and hard-working plaza clinics north of the 401. What unites them under managed IT is prevention: a server that reports its own failing drive, workstations updated overnight rather than mid-procedure, firewall and endpoint protection kept current, and backups restored on a schedule to prove they work. When an older office moves from film to digital radiography, our planning and procurement help it upgrade network, storage and power together.",
      localContext: [
        "South of the Queensway, older two-storey buildings in New Toronto and Long Branch share the shoreline with newer condo-podium clinics at Humber Bay Shores, where a practice depends on whichever carriers wired the tower. The Kingsway and Islington Village hold established offices whose archives stretch back decades, so replacing a server there is mostly about moving data safely. Up in Rexdale and Thistletown, long hours and tight budgets mean one dead reception computer can stall a waiting room, which makes spare-parts planning and quick remote fixes matter most.",
        "Our technicians head west on the Gardiner or along Lake Shore Boulevard for southern clinics, and Line 2 to Islington or Kipling serves the middle of the district well. Northern Rexdale, near Etobicoke General, usually means Highway 427 and a northbound drive. Help-desk staff handle first contact remotely, and a trip is arranged when something physical needs attention: a sensor cable, a noisy switch, a workstation that won't boot, or unlabelled wiring left behind by an earlier tenant.",
      ],
      compliance:
        "Deep chart histories bring RCDSO retention expectations into focus: radiographs and notes must stay readable long after the software that created them is retired, so each migration includes checking that old images still open. Clinics near the Humber or Etobicoke Creek should hold encrypted off-site copies, because PHIPA asks custodians to guard records against loss as well as theft. Should a loss occur, affected patients must be told, and some incidents must also be reported to the Commissioner.",
      faq: [
        {
          question: "We're adding cone-beam CT to our Kingsway office. Is that covered by managed IT?",
          answer:
            "The planning is. We review the unit's workstation, storage and network requirements with your equipment dealer, confirm an electrician has looked at the circuit, and add the new imaging computer to monitoring and patching once it arrives. Large volumes also change backup sizes, so the off-site plan is adjusted before the first scan rather than after storage fills.",
        },
        {
          question: "Our Rexdale clinic opens early and closes late. When do you apply updates?",
          answer:
            "Outside your hours, whatever those happen to be. We set the maintenance window around your real schedule, stagger restarts so reception never loses every computer at once, and hold back any update the practice-software vendor hasn't yet cleared. If a patch misbehaves, it can be rolled back remotely before the morning team arrives.",
        },
      ],
    },
    {
      location: "downtown-toronto",
      heroSubtitle:
        "Our office is on King Street East, so dental practices in Downtown Toronto's towers, PATH buildings and condo podiums are a short walk or streetcar ride away.",
      intro:
        "Core dentistry runs on tight appointment slots: office workers at lunch, students between lectures, condo residents before the commute. Managed IT keeps that pace steady. We monitor systems continuously, patch them after hours, keep security tools and multi-factor sign-in in place, and staff the help desk with people who understand imaging bridges. Working from Suite 1400 on King Street East, we are close enough to many downtown clients that a technician can simply walk over once remote troubleshooting points to hardware.",
      localContext: [
        "Financial District towers and PATH-connected buildings come with property managers, contractor registration, insurance certificates and freight-elevator bookings. Specialists clustered around the University Avenue hospitals and St. Michael's exchange large scans with referring dentists every day. In CityPlace, St. Lawrence and the Distillery District, podium clinics squeeze servers into unventilated millwork, and monitoring flags rising temperatures quickly. Around Kensington Market and Spadina, older walk-ups house long-standing practices whose cabling predates anything in the office towers near Bay Street.",
        "Proximity is the obvious advantage. From our suite near King station, many clients are reached on foot or by the 504 King streetcar, and the hospital corridor is only a short subway ride north. Remote work still comes first, because a locked account or a stalled printer is quicker to clear from a keyboard at our office. What slows a downtown visit is usually the building itself, so we keep each landlord's access procedures on file and book after-hours entry before work begins.",
      ],
      compliance:
        "Referral-heavy practices disclose personal health information to other custodians routinely, and PHIPA expects those transfers to be secure and no broader than necessary. Sending cone-beam volumes through encrypted channels, with a record of each disclosure, supports that. When a tower landlord supplies shared connectivity, the dentist remains accountable for records travelling over it. After a breach, patients must be notified and certain incidents reported to the Information and Privacy Commissioner of Ontario. A lawyer should confirm the specifics.",
      faq: [
        {
          question:
            "Our clinic is steps from your office. Does that mean you'll skip the remote step and just come over?",
          answer:
            "Not usually, and that works in your favour. A remote connection lets a technician begin before they could have reached your lobby and signed in at security, and many faults end there. When the cause is physical, such as a failed power supply or a loose sensor cable, being nearby simply means the visit happens sooner and without a long drive.",
        },
        {
          question:
            "We're a small practice in a condo podium near the Distillery District. Where should the server go?",
          answer:
            "Possibly nowhere on site. Podium suites often lack a ventilated back room, so we frequently recommend hosting the practice database with your software vendor or in a Canadian data centre, leaving only a small network cabinet locally. If imaging software needs a local server, we choose a quiet, compact unit, give it airflow and a battery backup, and watch its temperature.",
        },
      ],
    },
    {
      location: "mississauga",
      heroSubtitle:
        "Managed IT for Mississauga dental offices, from Port Credit and Streetsville storefronts to Hurontario medical towers and groups spread across the 401 and QEW.",
      intro:
        "Multi-location ownership is common in this city, and it changes what managed IT has to deliver. Beyond monitoring, patching and a help desk for each office, a group needs consistent security settings, accounts that follow staff between sites and a backup design able to restore one clinic without touching the others. Single-site practices in village storefronts or Meadowvale plazas get the same core service sized to their operatories. Either way, procurement and replacement planning sit inside the same monthly agreement.",
      localContext: [
        "Medical buildings around Square One and along Hurontario put orthodontists, periodontists and general dentists on shared floors, each with different imaging and storage demands. Port Credit and Streetsville offices work from older, cramped premises where equipment must be compact and cool. Plaza offices in Erin Mills, Churchill Meadows and Malton look after families who speak Urdu, Arabic, Punjabi, Mandarin and Polish, so messaging must cope with right-to-left scripts and Gurmukhi. Groups assembled through acquisitions often inherit a different firewall and internet provider at every site, which we standardize gradually.",
        "Southern and lakeshore clinics are reached by the Gardiner and the QEW; Meadowvale, Heartland and Malton by Highways 401 and 403. When those roads jam, the Lakeshore West GO line offers an alternative for some trips. Distances like these make remote triage essential, so technicians diagnose first and bring the right part. Offices on Hurontario should also keep a backup internet connection: light-rail construction there has meant long stretches of utility relocation, and big civil projects occasionally sever buried cables.",
      ],
      compliance:
        "In a group, the dentist or dental corporation owning each office generally remains the PHIPA custodian for its records, even when charts are shared across locations, and staff viewing them act as agents. Access rights should match who actually needs each chart. A breach at one site may require notifying patients and, in some cases, the IPC. PIPEDA may reach personal information outside PHIPA's scope, such as commercial marketing lists. Treat this as general information rather than legal advice.",
      faq: [
        {
          question: "We just acquired a second office in Meadowvale. How do you bring it into our existing setup?",
          answer:
            "Gradually, and in a set order. First we document what the new site runs and secure it with fresh passwords, multi-factor sign-in and monitoring agents. Then we connect it to your main office over an encrypted link, move it onto your standard firewall and backup design, and retire the previous vendor's tools once nothing depends on them.",
        },
        {
          question:
            "Our practice is in a Hurontario tower with several dental tenants. Can others on our floor see our network?",
          answer:
            "They shouldn't be able to, and we verify it. Shared building Wi-Fi and landlord cabling should never carry your chart or imaging traffic, so the practice sits behind its own firewall, staff and guest wireless are separated, and we test from outside your suite to confirm nothing is visible to neighbours.",
        },
      ],
    },
    {
      location: "markham",
      heroSubtitle:
        "Managed IT for Markham dental offices in Unionville and Markham Village storefronts, Milliken and Highway 7 plazas, and new buildings in Cornell.",
      intro:
        "Three kinds of office shape dentistry here: busy commercial plazas, small heritage storefronts and brand-new medical suites. Managed IT adapts to each. Plazas need a responsive help desk and monitoring that spots trouble during long weekend hours; heritage offices need compact equipment and careful cable routes; new builds need planning and procurement well before opening. Every practice shares the same foundation of patching, security tools, tested backups and on-site visits when required, paid as one monthly fee instead of a string of repair invoices.",
      localContext: [
        "Along Highway 7, Kennedy Road, Warden and Woodbine, multi-dentist plaza clinics stay open late and on weekends for sizeable Chinese-Canadian and South Asian communities. Near Pacific Mall and Milliken, reminder templates must handle traditional and simplified Chinese alike, and Tamil too in some offices. On the two historic main streets, protected heritage districts limit exterior alterations, so new cabling stays indoors. Cornell and the Centre offer purpose-built suites, though carriers sometimes finish building service after the first tenants have moved in.",
        "Technicians generally drive up the parkway and onto Highway 404, switching to the 407 for Cornell and other northern neighbourhoods. The Stouffville GO line to Unionville or Mount Joy suits some visits too. Weekend opening hours shape the schedule here: planned projects, such as adding an operatory or replacing a switch, go into periods when chairs are empty, and we agree in advance how weekend requests will be handled. Most fixes happen remotely, and a technician travels when equipment has to be touched.",
      ],
      compliance:
        "Translated reminders and privacy notices must still convey what the English originals do, because consent under PHIPA depends on patients understanding it. Patient-facing technology, from portals to texting platforms, collects health information and so falls within the custodian's safeguarding duty. Tech-savvy patients may ask for electronic copies of their records, and PHIPA grants a right of access subject to limited exceptions. RCDSO record-keeping guidance applies equally to a heritage storefront and a new tower suite.",
      faq: [
        {
          question:
            "Our Unionville office is in a heritage building. Can you upgrade the network without changing the exterior?",
          answer:
            "Generally, yes. New cable can run through interior walls, ceilings and existing service entries, with well-placed access points where a wired run isn't practical, while imaging stations stay wired. Anything visible from the street, such as exterior conduit or an antenna on the roof, might require heritage approval from the city, so we raise it with you before proposing it.",
        },
        {
          question:
            "We keep Saturday and Sunday hours at our Highway 7 plaza clinic. How does maintenance fit around that?",
          answer:
            "We move the maintenance window to whichever nights the office is closed and stagger workstation restarts. Larger projects are slotted into your quietest period after a conversation with the office manager. Monitoring keeps running all week, so a backup that fails on a Saturday is picked up and followed through rather than discovered on Monday.",
        },
      ],
    },
    {
      location: "vaughan",
      heroSubtitle:
        "Managed IT for Vaughan dental practices, from new suites near Cortellucci Vaughan Hospital to established Woodbridge and Thornhill offices.",
      intro:
        "Many dentists in this city are opening their first office, often in a shell unit that has never held a computer. Managed IT begins earlier for them than for most clients: we plan cabling, the network closet and the backup design with the contractor, source the workstations and server, then switch on monitoring, patching and help desk from opening day. Established Woodbridge and Thornhill practices join mid-life instead, usually with older equipment to document, secure and gradually replace under a single monthly plan.",
      localContext: [
        "Maple, Vellore Village and the towers around the Metropolitan Centre are full of recently fitted suites, some built quickly with data cabling left to a general contractor. Woodbridge tells a longer story, with family offices along Highway 7 and Woodbridge Avenue that have served Italian-speaking households for decades. West of Yonge, Thornhill offices on Bathurst and around Centre Street count many Russian and Hebrew speakers among their patients. Kleinburg's core is small and heritage-minded, and beyond it wired internet options thin out, so cellular failover becomes worth considering.",
        "Technicians typically drive Highway 401 to Highway 400 and then along Highway 7 or Rutherford Road, while Thornhill clinics are often simpler to reach by Bathurst or Yonge. For offices near the Metropolitan Centre, Line 1 runs from King station right to the end of the line. Remote support settles most requests. Site visits are kept for fit-outs, failed devices, network moves and chairside problems, and for new practices we attend the dealer's installation so sensors and the pano unit connect properly the first time.",
      ],
      compliance:
        "The dentist behind a new practice takes on custodian duties under PHIPA as soon as patient information is collected, so safeguards, a privacy policy and a breach response plan belong on the opening checklist beside the sterilizer. When an associate leaves to start their own office, access to the former clinic's charts should end, and patient transfers follow RCDSO expectations on records. Personal information gathered for commercial purposes outside care may raise PIPEDA questions, which professional advice should settle.",
      faq: [
        {
          question: "We're fitting out a shell unit in Vellore Village. When should managed IT get involved?",
          answer:
            "Before framing, if possible. We give your contractor a cabling specification for each operatory, the pano room and the front desk, order internet service early because new addresses can wait a while for carriers, and specify workstations that meet your software vendor's requirements. Monitoring and backups are running before the first patient is booked.",
        },
        {
          question:
            "Our Woodbridge practice still runs a server bought many years ago. Should we replace it or move to the cloud?",
          answer:
            "That depends on your imaging software and your internet connection, and we weigh both with you. Some practices keep a new local server for imaging and host the practice database elsewhere; others move entirely. Either way, the archive is migrated carefully and we confirm old radiographs still open before the retired machine is wiped.",
        },
      ],
    },
    {
      location: "richmond-hill",
      heroSubtitle:
        "Managed IT for Richmond Hill dental offices on Yonge Street, Highway 7 and Major Mackenzie, and in the newer neighbourhoods around Oak Ridges and Lake Wilcox.",
      intro:
        "Patients here book, confirm and pay online in several languages, so a practice's portal, texting platform and card terminals carry as much weight as its chairs. Managed IT protects that front-end traffic: monitoring spots a stalled integration before a wave of confused calls reaches reception, patching keeps the connected tools current, and the help desk untangles sync errors with the practice software. Capacity planning, procurement and a second internet line round out the service, all billed together monthly.",
      localContext: [
        "Yonge Street carries most of the dental community, from the Langstaff area past Hillcrest Mall and the old village to Elgin Mills, often in low-rise professional buildings where several clinics share a lobby. Near Mackenzie Richmond Hill Hospital, general dentists and specialists sit side by side in medical buildings that also house pharmacies and labs. Beaver Creek and the Highway 7 plazas mix practices with business-park employers. Farther north, newer family offices in Oak Ridges serve young households in recent subdivisions on the moraine.",
        "Driving means the parkway and Highway 404, leaving it at the exit nearest the clinic. Without a car, a technician rides the subway to its Finch terminus and continues up Yonge on the Viva rapid bus. Because Oak Ridges sits at the top of the city, remote tools do more of the work there, and site visits are planned with replacement hardware already in the car. Planned subway extension work near Highway 7 is another argument for a second connection from a different carrier.",
      ],
      compliance:
        "Texting patients from personal phones puts messages outside the practice's records, backups and audit trail, which sits uneasily with PHIPA's safeguarding duty; a practice-managed platform linked to the chart is the sounder choice. In shared medical buildings, clinical traffic should never ride the landlord's Wi-Fi. When patients request copies or corrections of their records, notes kept across several languages and systems must all be findable. Treat this as general guidance; a privacy lawyer can advise on specifics.",
      faq: [
        {
          question: "Our booking portal and text reminders stop syncing now and then. Is that part of managed IT?",
          answer:
            "Yes. The link between your practice software and those services is something we monitor and maintain, including the sync service on your server and the accounts that authorize it. When the vendor's own platform is at fault, we open the ticket with them and keep you informed, so your office manager isn't spending the morning on hold.",
        },
        {
          question: "Is a second internet connection really necessary for a Richmond Hill practice?",
          answer:
            "For many offices here it's one of the better investments. Online booking, cloud-linked imaging and card payments all stop without internet, and construction along the Yonge corridor adds risk. Ideally the second line comes from a different carrier on a separate physical route, and the firewall fails over automatically so staff barely notice.",
        },
      ],
    },
    {
      location: "oakville",
      heroSubtitle:
        "Managed IT for Oakville dental practices, from boutique Lakeshore Road offices and Bronte to family plazas in Glen Abbey and new clinics north of Dundas.",
      intro:
        "Patient experience drives many practices in this town, and that usually means more connected equipment: intraoral scanners, milling units, chairside displays, patient Wi-Fi and digital check-in. Managed IT keeps all of it working together. We segment clinical and guest networks, patch scanner and design software along with Windows, watch storage as large scan files accumulate, and coordinate with manufacturers when their tools misbehave. Monitoring, security, backups, procurement and visits share one monthly agreement.",
      localContext: [
        "The downtown, Kerr Village and Bronte Village hold boutique offices, some inside heritage conservation districts or designated buildings where exterior changes need the Town's approval. Glen Abbey, River Oaks, Iroquois Ridge and Clearview plazas serve commuter families who favour early, evening and Saturday appointments. North of Dundas, purpose-built medical offices near Oakville Trafalgar Memorial Hospital start with clean infrastructure but occasionally limited carrier choice. Sheridan's Trafalgar Road campus and QEW employers add younger patients who expect forms and booking online.",
        "No service area lies farther west of our office; technicians follow the Gardiner onto the QEW and exit at whichever interchange sits closest to the clinic. On days of heavy congestion, a Lakeshore West GO departure from Union often proves quicker than driving. Distance means each ticket starts with a remote session, and site work gets bundled: one planned visit might cover a scanner workstation swap, a firmware update on the network switch and a check of the battery unit, timed around the appointment book.",
      ],
      compliance:
        "Intraoral scans and digital models are generally treated as part of the dental record, so RCDSO record-keeping expectations reach beyond the practice database to scanner software and lab portals. Under PHIPA, the custodian should know where those files live, including manufacturer clouds, and who can see them. Groups with a second office in Burlington or Milton need one set of access controls spanning both. Certain breaches must be reported to the IPC. A privacy lawyer can answer specifics.",
      faq: [
        {
          question: "Does managed IT cover the scanner maker's cloud portal and our lab uploads?",
          answer:
            "We support the parts on your side: the scanning workstation, its network path, user accounts and multi-factor sign-in for the portal, and backups of local scan files. The manufacturer remains responsible for its own platform, but we open and track tickets with their support team so your clinical staff don't have to.",
        },
        {
          question: "We're opening near Oakville Trafalgar Memorial Hospital. What should be settled before move-in?",
          answer:
            "Internet service first, because new buildings north of Dundas can take time to connect and may offer few carriers. After that come data drops for each operatory and imaging room, a ventilated spot for network equipment and a decision on local versus hosted servers. We handle procurement and configuration so monitoring and backups are live before opening week.",
        },
      ],
    },
    {
      location: "pickering",
      heroSubtitle:
        "Managed IT for Pickering dental offices around the Town Centre and Kingston Road, in Bay Ridges by the lake and in the new Seaton community to the north.",
      intro:
        "Owner-run offices with a few operatories and no office manager to spare are the norm in this city, which makes managed IT less a luxury than a stand-in for the IT department such a practice will never hire. We watch the server and workstations day and night, patch overnight, answer staff questions about software and printers, protect the network, and prove backups work by restoring them. Equipment buying and replacement planning fall under the same monthly fee.",
      localContext: [
        "Most offices gather near the Town Centre mall and city hall, and others line the Kingston Road and Brock Road corridors. Bay Ridges and West Shore have neighbourhood plazas near Frenchman's Bay, while Amberlea and Brock Ridge plazas serve family households. In Seaton, subdivisions are arriving ahead of commercial space, and early tenants can face limited carriers or brief power interruptions during nearby utility work. Many patients commute downtown, so automated confirmations and online booking carry a small team through crowded early and late slots.",
        "By car, technicians follow the parkway north and then the 401 eastbound; when traffic is bad, a Lakeshore East GO train to the station by the highway, linked to the centre by a footbridge, is frequently faster. Because the trip is longer than most, remote diagnosis decides what to bring: the help desk pins down the failed part, sources it, and one well-equipped visit replaces two. Practices that refer to Lakeridge Health Ajax Pickering Hospital, just east in Ajax, also get help arranging secure image exchange.",
      ],
      compliance:
        "Owning a modest practice doesn't shrink PHIPA duties: the dentist as custodian must tell affected patients about theft, loss or unauthorized use or disclosure and, in prescribed situations, report to the Information and Privacy Commissioner of Ontario. A written incident plan and a restore-tested backup are practical minimums. With provincial nuclear emergency planning covering the lakeshore, continuity plans should assume the office might close suddenly while records stay reachable remotely. None of this is legal advice.",
      faq: [
        {
          question:
            "We're a two-dentist practice without an office manager. How much of our day does managed IT take over?",
          answer:
            "Most of the technology side. Updates, backup checks and security alerts happen without anyone in the office touching them, vendor calls go through our help desk, and you receive a plain summary of what was done and what's coming due. Your team's part is mostly reporting problems and letting a technician connect when asked.",
        },
        {
          question: "Do you cover new clinics in Seaton and the rural north, such as Claremont?",
          answer:
            "Yes. For Seaton openings we help choose carriers, plan wiring and set up cloud backups before the first patient, and we recommend a battery unit and cellular failover while construction continues nearby. Offices in Claremont or elsewhere in the countryside rely more on remote support because of distance, with visits planned in advance.",
        },
      ],
    },
  ],
};
