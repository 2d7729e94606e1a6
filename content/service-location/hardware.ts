import type { ServiceLocationSet } from "@/content/service-location/types";

/**
 * Hardware support, one page per service area. Each entry is written on its own: the buildings,
 * delivery logistics, travel and Ontario privacy duties that shape dental hardware in that place.
 * Nothing here is legal advice, and no entry names a client, price or response time.
 */
export const HARDWARE_LOCATIONS: ServiceLocationSet = {
  service: "hardware",
  features: [
    "Imaging workstations sized for sensors, panoramic and CBCT software",
    "Practice servers and storage planned around your imaging archive",
    "Business-grade firewalls, switches and Wi-Fi for clinical networks",
    "Printers, scanners, signature pads and chairside monitors set up properly",
    "Procurement and after-hours installation coordinated with your vendors",
    "Preventative maintenance, repairs, warranty claims and planned upgrades",
  ],
  benefits: [
    "Fewer operatories taken out of service by failed equipment",
    "Hardware bought once, matched to the software it must run",
    "Retired drives wiped or destroyed, with a written record",
    "A device register that keeps warranties and refreshes predictable",
    "One team talking to imaging vendors and equipment dealers",
    "Installations scheduled around patients rather than during them",
  ],
  stories: [
    {
      practice: "A multi-dentist plaza practice adding cone-beam CT",
      challenge:
        "The dealer's site requirements called for a new acquisition workstation, faster storage and a dedicated circuit, but the office's server and switch had been bought years earlier for two-dimensional imaging, and nobody had compared the two lists.",
      outcome:
        "We reviewed the requirements with the dealer and the practice's electrician, replaced the switch, added storage and built the workstation in advance. The unit was installed into a room that was already wired and tested, and the first scans moved to the viewing operatories without slowing the front desk.",
    },
    {
      practice: "A long-established family office retiring an ageing server",
      challenge:
        "A server that had run the practice for many years was showing drive warnings, held a large archive of radiographs, and had never been documented. The owner was unsure what else depended on it.",
      outcome:
        "We mapped every service the old machine provided, installed a replacement after hours, migrated the database and images, and confirmed older radiographs opened on the new hardware. The old drives were then wiped and physically destroyed, and the practice received a record listing their serial numbers.",
    },
    {
      practice: "A small practice with sensors dropping mid-exam",
      challenge:
        "Operatory computers of several ages and brands were causing intermittent sensor disconnections, and each room behaved differently, so staff had learned workarounds instead of getting the fault fixed.",
      outcome:
        "We traced the problem to power-saving USB settings and tired cabling, standardised the operatory builds, replaced the worst runs and set up a preventative maintenance schedule. A matched spare workstation now sits on site so a failed room can be back in use quickly.",
    },
  ],
  pages: [
    {
      location: "toronto",
      heroSubtitle:
        "Quiet, compact equipment for Toronto's older storefronts and converted houses, installed by technicians who ride the same streetcars your patients do.",
      intro:
        "Hardware in the old city has to fit the building before it can serve the practice. A Victorian shopfront on Queen Street East or a converted house near Davisville rarely offers a proper equipment room, so we favour small-form-factor operatory computers, a quiet tower server instead of a rack, and access points placed to reach every chair. Sensors, the panoramic acquisition PC and front-desk printers are configured together, so replacing one piece never breaks the imaging bridge to another.",
      localContext: [
        "Storefront dentistry dominates the east end and west end. Offices on the Danforth, Roncesvalles and Dundas West often share walls with restaurants and have apartments overhead, and their electrical work may be a patchwork of upgrades from different decades. Before we add a server, battery backup or another operatory, a licensed electrician or the landlord confirms what the circuits can carry; we never daisy-chain power bars to make room. Midtown clinics near Yonge and Eglinton face a different squeeze: renovated low-rise suites where the only ventilated spot for a network cabinet may be a supply closet.",
        "Getting equipment through the door is its own puzzle. Main streets here have rush-hour parking restrictions and streetcar tracks at the curb, so larger deliveries such as a replacement server or a pallet of monitors are timed for early morning or routed through a rear lane where one exists. Smaller parts travel with the technician on Line 2 or the Queen and King streetcars from our office near King station. When remote checks point to a dead power supply or a failing sensor cable, that spare comes along on the first trip.",
      ],
      compliance:
        "PHIPA asks custodians to protect health information against loss and theft and to dispose of it securely. That means encrypting laptops and any workstation storing images locally, and erasing or physically destroying drives when old computers leave the building, with a written record. Should a device holding charts go missing, the patients involved are normally entitled to notice, and certain incidents must also be reported to Ontario's Information and Privacy Commissioner. A privacy adviser can confirm what applies.",
      faq: [
        {
          question:
            "Our office is up a narrow staircase above a Danforth shop. Can you still install a server and new workstations?",
          answer:
            "Yes. We choose equipment that two people can carry up a tight stair, usually a compact tower server and small operatory PCs rather than rack gear, and we unbox on the landing if a carton will not make the turn. Where a laneway door exists, we use it to keep the sidewalk clear.",
        },
        {
          question: "Our midtown clinic is in a converted house. Where should the network equipment live?",
          answer:
            "Somewhere dry, ventilated and lockable, which in an old house usually means an upstairs closet rather than the basement. We fit a small wall-mounted cabinet, add a battery backup sized for an orderly shutdown, and run imaging stations on wired connections while Wi-Fi covers the rest.",
        },
      ],
    },
    {
      location: "scarborough",
      heroSubtitle:
        "Sturdy, well-documented hardware for Scarborough plaza practices, from Agincourt and Malvern to the multi-chair clinics near Scarborough Town Centre.",
      intro:
        "Most Scarborough dental offices work from single-storey plaza units with a parking lot out front and a shared electrical room behind, which makes deliveries easy but leaves the practice relying on a landlord's panel and demarcation point. Our hardware support there focuses on what the clinic can control: well-labelled cabling from the back room to each chair, battery backups on every imaging workstation, and a current inventory of each PC, sensor and printer the office owns.",
      localContext: [
        "Ownership changes are common across the district, as dentists who built practices decades ago sell to associates or new buyers. The incoming owner often receives a mixed fleet: a server past its warranty, operatory computers of several vintages, an intraoral camera driver nobody has updated and passwords written on a sticky note. We start by listing each device, testing drive health and confirming which machines actually hold charts or radiographs, then build a replacement schedule that spreads cost over time instead of forcing every purchase into the first month.",
        "Larger groups near the Highway 401 ramps run several imaging systems at once, so switching, storage and acquisition PCs need enough headroom for a packed afternoon. Our technicians usually drive the Don Valley Parkway and the 401, because plaza lots make unloading simple and a van can carry a spare workstation, switch or toner stock. Low-lying units near Highland Creek or the Rouge valley get their server lifted well off the floor. Front-desk printers and signature pads are checked with Tamil and Chinese intake forms before go-live.",
      ],
      compliance:
        "Buying a practice means inheriting its custodial duties. Under PHIPA, old computers from the previous owner still contain personal health information until their drives are wiped to a recognised standard or shredded, and that should happen before any machine is sold, donated or recycled. We document each drive's serial number and fate. The RCDSO also expects records to stay retained and retrievable, so archives are migrated and checked before anything is retired.",
      faq: [
        {
          question: "The previous owner left a closet full of old computers. Can we just recycle them?",
          answer:
            "Not until the drives are dealt with. We check whether each machine ever held charts or images, copy anything that still needs keeping, then wipe or shred the storage and give you a list of serial numbers. Only after that do the empty cases go to an electronics recycler.",
        },
        {
          question: "Our plaza has occasional brief power flickers. How do we protect the imaging computers?",
          answer:
            "Put each acquisition PC, the server and the network switch on a line-interactive battery backup, and configure the server to shut down cleanly if an outage runs long. We test those units during maintenance visits, since batteries age quietly and often fail only when they are finally needed.",
        },
      ],
    },
    {
      location: "north-york",
      heroSubtitle:
        "Hardware planned for North York's Yonge Street towers, Don Mills plazas and hospital-adjacent specialist suites, with delivery arranged around building rules.",
      intro:
        "In North York, the building often decides how hardware support works. Tower suites along Yonge between Sheppard and Finch come with freight elevators, booking windows and landlord-controlled risers; plaza offices in Don Mills, Bathurst Manor and Downsview have loading doors and plenty of parking but older electrical rooms. We size servers, switches and imaging workstations to the space each suite actually has, and handle the paperwork that gets equipment upstairs without disrupting the schedule.",
      localContext: [
        "Compact leased suites rarely include a dedicated equipment room. A server may share a closet with the water heater or sit under the reception counter, where heat and dust shorten its life. We look for the coolest lockable spot, add ventilation or a small wall cabinet, and keep the clinical switch separate from anything the landlord installed. Tenant turnover on the Yonge corridor leaves dead patch cables in shared closets, so every run belonging to the practice gets a label before our equipment connects to it.",
        "Specialists near Sunnybrook, North York General and Humber River tend to run cone-beam units and large monitors for case review, which calls for fast local storage and wired gigabit links between the acquisition station and viewing rooms. For tower clients we often ride Line 1 straight up to North York Centre carrying smaller parts. A replacement server or a batch of monitors travels by car instead, with the freight elevator and loading dock reserved through property management in advance.",
      ],
      compliance:
        "Several specialists here split their week between a hospital, teaching and the office, and laptops carrying referral images travel with them. PHIPA's safeguard duties point toward full-disk encryption, screen locks and remote wipe on those machines. When one is lost or stolen, the custodian typically owes affected patients an explanation, and particular breaches go to the Information and Privacy Commissioner of Ontario. Our asset list shows quickly what the device held; treat this as guidance, not legal advice.",
      faq: [
        {
          question: "Our Sheppard-Yonge suite has no server room. Do we even need a server?",
          answer:
            "Not always. If your practice software and imaging archive can run in a hosted setup, the office may need only workstations, a firewall and a small switch. Where imaging requires local storage, we fit a quiet compact server into a ventilated cabinet and monitor its temperature remotely.",
        },
        {
          question: "Can you deliver equipment to a condo-podium clinic that only has a residential elevator?",
          answer:
            "Usually, with planning. Many condominium corporations want moves booked ahead, elevator pads hung and deliveries done within set hours. We coordinate those arrangements with the management office and break large orders into trips that respect residents' use of the building.",
        },
      ],
    },
    {
      location: "etobicoke",
      heroSubtitle:
        "From Long Branch storefronts to Kingsway family offices and Rexdale plazas, we keep Etobicoke workstations, imaging computers and networks in good order.",
      intro:
        "Etobicoke changes character as you move north from the lake, and so do its hardware needs. Lakeshore storefronts want compact, quiet gear; Kingsway and Islington family offices need storage large enough for generations of radiographs; Rexdale plazas need dependable front-desk machines that survive long days. Across all of them, our role is to choose the right equipment, install it without disturbing patients, and keep drivers, firmware and sensor software compatible as vendors release updates.",
      localContext: [
        "Many established offices here are moving from film-era setups toward digital radiography or adding cone-beam CT, and the upgrade rarely stops at the X-ray unit. A new acquisition workstation needs the graphics card and USB layout the imaging vendor specifies, the server needs room for much larger files, and the electrical panel may need a dedicated, properly grounded circuit. We review the dealer's site requirements alongside an electrician before delivery day, so the unit arrives to a room that is ready for it.",
        "Routes matter on this side of the city. South Etobicoke is a run along the Gardiner or Lake Shore Boulevard West, Line 2 reaches Islington and Kipling, and northern plazas near Highway 27 mean the 427 and a drive north. Because Rexdale and Thistletown calls involve the longest trip, we confirm the fault remotely and load the replacement switch, power supply or workstation before leaving. Condo-podium clinics at Humber Bay Shores need elevator bookings and ceiling access arranged with the condominium before any cabling work.",
      ],
      compliance:
        "A practice that has treated the same families for decades holds a deep archive, and the RCDSO expects dental records to be kept for the required period and remain readable. When an old server is replaced, we verify the archive opens on the new hardware before the old drives are erased. PHIPA then calls for secure disposal, so those drives are overwritten or shredded and the result documented for the practice's privacy file.",
      faq: [
        {
          question: "We're adding cone-beam CT to our Kingsway office. What hardware work comes first?",
          answer:
            "Start with the dealer's installation requirements, which usually cover the acquisition computer, network connection, storage and power. We check them against your existing server and switch, recommend upgrades, and coordinate with an electrician so the circuit and workstation are in place before the unit arrives. Radiation-protection approvals stay with you and the dealer.",
        },
        {
          question: "If our front-desk computer dies in Rexdale, how do we keep checking patients in?",
          answer:
            "Keep the schedule reachable from a second machine, such as an operatory PC or a laptop, which we set up as a fallback ahead of time. Meanwhile we diagnose remotely, bring a replacement once the fault is confirmed, and restore the station's printer, card reader and signature pad settings so reception works as before.",
        },
      ],
    },
    {
      location: "downtown-toronto",
      heroSubtitle:
        "Downtown Toronto practices sit a short walk or 504 streetcar ride from our King Street East office, so hardware help here often arrives on foot.",
      intro:
        "Proximity shapes hardware support in the core. Many downtown clinics are close enough that a technician can walk over along King Street or hop on the 504 with a spare keyboard, sensor cable or power supply in a backpack. What slows things down is rarely distance; it is the building. Financial District towers, PATH-connected offices and condo podiums each set their own rules for contractors, deliveries and after-hours access, and we work within them.",
      localContext: [
        "Office towers around King and Bay typically ask trades to register, provide insurance certificates and book freight elevators and loading docks for anything larger than a briefcase. We keep each building's requirements on file so an urgent workstation swap isn't stuck at the security desk. Residential podiums in CityPlace, Fort York and the Distillery District bring different limits: tiny back rooms, millwork cabinets with no airflow, and condominium rules about where cable may run. Heat is the enemy in those cabinets, so we add ventilation or relocate the server.",
        "Hospital-adjacent specialists along University Avenue work with cone-beam volumes and high-resolution displays, and those files punish a slow switch or a tired drive. We spec acquisition and viewing stations with fast storage, wire them rather than relying on Wi-Fi, and keep firmware aligned with the imaging vendor's supported versions. Older walk-ups around Kensington and Spadina's Chinatown have narrower stairs and dated wiring, so equipment there is smaller and power is confirmed with an electrician before anything new is plugged in.",
      ],
      compliance:
        "Associates and hygienists downtown often commute by transit with a laptop or tablet in hand, and a device left on a streetcar is a realistic risk. PHIPA's safeguard duties make encryption and remote-lock tools sensible defaults. If a device with charts disappears, patients usually have to hear about it, and some losses must also go to the provincial privacy commissioner. Decommissioned office drives deserve the same care: wiped or destroyed, with records kept.",
      faq: [
        {
          question:
            "Our tower needs an insurance certificate and a booked freight elevator before any contractor enters. Can you handle that?",
          answer:
            "Yes. We supply the documents property management asks for, book the dock and elevator, and schedule larger installations early in the morning or after hours, when buildings usually prefer them. Small repairs that fit in a bag can often proceed through the main lobby with ordinary sign-in.",
        },
        {
          question: "Our server lives in a closed cabinet in the reception millwork. Is that a problem?",
          answer:
            "It can be. Enclosed joinery traps heat, and servers that run hot fail sooner and throttle during busy imaging sessions. We measure the temperature, add a quiet exhaust fan or vented panel where the design allows, or move the server somewhere better and leave only a small switch behind.",
        },
      ],
    },
    {
      location: "mississauga",
      heroSubtitle:
        "Consistent hardware across Mississauga practices and multi-site groups, from Square One medical towers to Port Credit and Streetsville storefronts.",
      intro:
        "Mississauga's dental groups often grew by acquisition, so one owner may run offices with several server brands, mismatched operatory computers and printers nobody can find drivers for. Hardware support here is largely about standardising: a common workstation model, a documented build, matching firewalls and switches, and one asset register covering every site. Single-location practices benefit from the same discipline, whether they sit in a Hurontario medical tower or a village storefront by the Credit River.",
      localContext: [
        "The building stock is wide. Medical towers near Square One and along Hurontario put orthodontists, periodontists and general dentists on one floor, each with different imaging demands, and tower deliveries require dock bookings and elevator time. Port Credit and Streetsville storefronts have little storage and limited street parking, so large orders are split and timed for quiet mornings. Plazas in Meadowvale, Erin Mills and Malton offer easy unloading but often share electrical rooms with neighbouring tenants, which we document before adding battery backups or a new circuit.",
        "We reach lakeshore and southern clinics by the Gardiner and QEW, and Meadowvale, Heartland or Malton by Highway 401 and 403. For multi-site groups, a standard build pays off on the road: a technician can carry one model of spare workstation that fits any operatory in the group. Light-rail construction on Hurontario has disrupted access and parking along the corridor, so visits there are planned with extra time and an eye on which entrances are open.",
      ],
      compliance:
        "When a group moves computers between locations, the dentist or dental corporation remains the PHIPA custodian for everything those machines hold. Tracking where each device lives, who uses it and when it is retired is part of reasonable safeguards. Drives leaving service should be cleaned or destroyed, not passed to a sister office with old data intact, and a lost laptop may trigger notice to patients and, in some cases, to Ontario's privacy commissioner.",
      faq: [
        {
          question: "Can you standardise the computers across our offices in Mississauga and Brampton?",
          answer:
            "Yes. We pick a workstation model that meets your imaging and practice software requirements, build a documented image, and replace machines on a rolling schedule rather than all at once. Spares then fit any operatory, and Brampton is close enough that one trip can cover both sites when needed.",
        },
        {
          question: "Parking outside our Port Credit storefront is tight. How do installations work?",
          answer:
            "We plan them for early mornings or evenings, bring equipment in stages, and use a rear entrance if the building has one. Compact operatory PCs and wall-mounted network gear also suit village buildings, where a back room might double as storage and staff space.",
        },
      ],
    },
    {
      location: "markham",
      heroSubtitle:
        "Hardware for Markham's long-hours plaza clinics, Unionville heritage offices and Cornell new builds, with maintenance scheduled around evenings and weekends.",
      intro:
        "Markham practices fall into distinct settings, and each shapes the equipment. Plaza offices along Highway 7, Kennedy Road and Woodbine often open evenings and weekends, so maintenance windows are narrow. Heritage buildings on Main Street Unionville and Main Street Markham limit where cable and antennas can go. New medical offices in Cornell and Markham Centre start from bare walls. We adapt procurement, installation and repair to whichever of these a practice occupies.",
      localContext: [
        "Busy multi-dentist plazas around Pacific Mall and Milliken lean heavily on front-desk hardware: label printers, receipt printers, signature pads and card readers that must handle Cantonese, Mandarin and English forms without garbled characters. We test those peripherals with real templates in traditional and simplified Chinese before declaring a station ready. Because many of these clinics work Saturdays, preventative tasks such as drive-health checks, firmware updates and dust cleaning are booked for early mornings or a closed day, so chairs keep moving.",
        "In the heritage districts, exterior changes such as conduit on a façade or a rooftop antenna may require a heritage permit, so we route cabling indoors and reuse existing service entries. Cornell and Markham Centre fit-outs pose the opposite problem: every data drop, the pano room's network point and the server closet's ventilation can be planned with the contractor before drywall. We usually drive the Don Valley Parkway and Highway 404, using the 407 for the northern communities, with parts for the job already loaded.",
      ],
      compliance:
        "Multifunction printers and copiers store scanned referrals and consent forms on internal drives, and plenty of offices lease them. Before a leased unit is returned, PHIPA's secure-disposal expectations mean its storage should be erased or removed, and the lessor's certificate kept. Retired PCs get identical treatment. If any device containing patient information is lost or stolen, the custodian generally must notify the people affected and may need to inform the Information and Privacy Commissioner (IPC).",
      faq: [
        {
          question: "Our copier lease ends soon. Does the machine hold patient information?",
          answer:
            "Quite possibly. Many multifunction devices keep copies of scanned and printed pages on internal storage. We check the model, use its secure-erase function or arrange drive removal with the leasing company, and file the confirmation with your privacy records before it leaves.",
        },
        {
          question: "We see patients on weekends. When does hardware maintenance happen?",
          answer:
            "Whenever the chairs are empty. Remote checks run overnight, and hands-on work like replacing a workstation or cleaning dust from a server is booked before opening or on a closed weekday. Problems during clinic hours are handled remotely first, with a visit if a part must be swapped.",
        },
      ],
    },
    {
      location: "vaughan",
      heroSubtitle:
        "New-build Vaughan practices get hardware planned before framing, and established Woodbridge and Thornhill offices get careful, staged upgrades.",
      intro:
        "Much of Vaughan's dental activity happens in newly built space: suites near Cortellucci Vaughan Hospital, units in Maple and Vellore Village, and towers at the Vaughan Metropolitan Centre. For a practice opening from scratch, hardware support starts long before the first patient, with equipment lists, data-drop drawings and a network closet placed where it can breathe. Older offices in Woodbridge and Thornhill need a different touch: upgrading ageing gear without losing years of imaging.",
      localContext: [
        "Coordination is the core of a fit-out. The general contractor, the dental equipment dealer and the practice-management vendor each assume someone else is handling the computers, and gaps appear at the worst moment. We give the contractor a cable specification for every operatory and front-desk position, confirm with the dealer where the panoramic or cone-beam acquisition PC will sit, order workstations early enough to build and test them, and install after the construction dust settles. Opening week should feel uneventful.",
        "Our route is usually Highway 401 to the 400, then Highway 7 or Rutherford Road; Thornhill practices are often quicker via Yonge or Bathurst, and Line 1 runs straight to the Vaughan Metropolitan Centre for light-parts calls. Concord business-park suites often have loading doors that make server deliveries simple. Practices in Kleinburg and the rural north are the furthest out, so we suggest keeping a pre-configured spare workstation on site, letting staff swap a failed machine while we travel.",
      ],
      compliance:
        "New hardware is the easiest place to build in PHIPA safeguards. We enable full-disk encryption, unique logins and asset tags before a single chart is loaded, and record each device's serial number in the practice's inventory. That record later supports secure disposal when machines retire and speeds up the response if one goes missing, which may mean telling patients and, in some circumstances, the privacy commissioner.",
      faq: [
        {
          question: "When should we order computers for a Vaughan office that opens next season?",
          answer:
            "Earlier than most people expect. Order once the floor plan and equipment dealer are settled, so workstations can be built, tested with your imaging software and stored until installation. Supply delays on specific models do happen, and a buffer protects your opening date.",
        },
        {
          question: "Our Kleinburg practice is far from your office. What happens when a machine fails?",
          answer:
            "We connect remotely right away, and if a computer is dead, staff can swap in the pre-configured spare we leave on site. A technician then travels with a permanent replacement or the needed part, and the spare goes back on the shelf ready for next time.",
        },
      ],
    },
    {
      location: "richmond-hill",
      heroSubtitle:
        "Workstations, imaging computers and front-desk devices for Richmond Hill practices along Yonge Street, near the hospital and up to Oak Ridges.",
      intro:
        "Richmond Hill practices mostly occupy low-rise professional buildings along Yonge Street, medical buildings near Mackenzie Richmond Hill Hospital and plaza units on Highway 7 and Major Mackenzie Drive. Shared entrances and landlord-run utility rooms are normal, so the practice's own hardware has to be clearly separated, labelled and locked. Our support covers choosing that equipment, installing it around the appointment book and keeping it healthy through regular maintenance.",
      localContext: [
        "Patients here tend to book, check in and pay digitally, so the front desk carries more hardware than it first appears: intake tablets, card terminals on the network, label and receipt printers, scanners for insurance cards, and a second monitor for the schedule. When one misbehaves the lineup grows quickly. We keep those peripherals on a tested driver set, give tablets their own managed profile, and isolate payment terminals on a separate network segment from clinical machines, following whatever the payment processor requires.",
        "From King Street East we usually take the Don Valley Parkway to Highway 404 and exit at Highway 7, 16th Avenue or Major Mackenzie depending on the address. Oak Ridges and Lake Wilcox sit at the northern end, so calls there begin with a thorough remote diagnosis and the technician carries the part likely to be needed. Along southern Yonge, planned subway-extension construction may complicate parking and deliveries in coming years, and unloading times will be booked with building managers accordingly.",
      ],
      compliance:
        "Tablets and phones that front-desk staff use for intake or messaging hold personal health information once they store forms or photos. Practice-owned, centrally managed devices with passcodes, encryption and remote wipe fit PHIPA's safeguard expectations far better than personal phones. A lost unit could mean notifying patients and sometimes Ontario's privacy regulator, the IPC. RCDSO recordkeeping guidance also suggests clinically relevant messages belong in the chart.",
      faq: [
        {
          question: "Should our intake tablets be practice-owned, or can staff use their own devices?",
          answer:
            "Practice-owned is the safer choice. Managed tablets can be locked to the intake app, encrypted and wiped remotely if one disappears, and they stay with the practice rather than the employee. We enrol them in a management tool, set them up in the languages your patients read, and replace them as a matched set.",
        },
        {
          question: "Do you carry spare parts when visiting Oak Ridges?",
          answer:
            "Yes, whenever remote diagnosis points to a specific component. Power supplies, sensor cables, keyboards, mice and a preconfigured switch are common items in the car, and for workstation failures we bring a built replacement so the room can reopen during that visit.",
        },
      ],
    },
    {
      location: "oakville",
      heroSubtitle:
        "Intraoral scanners, milling units, large chairside displays and the networks behind them, supported for Oakville's boutique and family practices alike.",
      intro:
        "Oakville's boutique offices in Downtown Oakville, Kerr Village and Bronte often carry more connected equipment per operatory than much larger practices: intraoral scanners, in-office milling, big patient-facing displays and premium Wi-Fi for reception. Hardware support here means making all of it coexist, with enough graphics power at each station, wired links for heavy scan files and a segmented network so entertainment screens never compete with clinical traffic.",
      localContext: [
        "Lakeshore Road buildings in the older downtown sit partly within heritage conservation districts, so exterior conduit or antennas generally need approval from the Town, and we route everything inside. Boutique fit-outs also care about appearance: monitors on articulating arms, hidden cable runs, and computers mounted out of sight under cabinetry yet still reachable for service. Family practices in Glen Abbey, River Oaks and Clearview plazas are more practical, asking mainly for reliable operatory PCs, dependable printers and sensible replacement cycles.",
        "North Oakville's purpose-built offices near the hospital start clean, and we plan their data drops, server location and power with the contractor before walls close. Oakville is our westernmost area, reached by the Gardiner and QEW, with Trafalgar Road or Third Line to the door; when the highway jams, the Lakeshore West GO train is the fallback for smaller parts. Bulky items like a replacement server, a large display or a switch come by car, and deliveries are timed outside appointment hours.",
      ],
      compliance:
        "Intraoral scanners and milling stations keep patient scans on local drives, sometimes for a long time. When a unit is traded in or returned to the dealer, PHIPA's secure-disposal expectations apply as much as to any PC, so scans should be exported to the chart and the device wiped, with confirmation kept. If equipment containing patient data disappears, patients and possibly the Information and Privacy Commissioner may need to be notified.",
      faq: [
        {
          question: "We're trading in our intraoral scanner. What happens to the scans stored on it?",
          answer:
            "They should be preserved and then removed. We confirm that each scan has been exported or linked to the patient's chart, coordinate with the dealer on a factory reset or drive wipe, and ask for written confirmation before the unit leaves your office.",
        },
        {
          question: "Can you mount large displays in our operatories without visible cables?",
          answer:
            "Usually. We work with your contractor or millwork supplier to place backing for the mounts, run cables through walls or cabinetry, and connect each display to the operatory computer with a signal path that stays reliable. Heritage buildings may limit how walls can be opened, which we check first.",
        },
      ],
    },
    {
      location: "pickering",
      heroSubtitle:
        "Practical hardware support for Pickering's owner-run practices, from Bay Ridges plazas to new clinics in Seaton, with spare parts planned for the longer trip.",
      intro:
        "Pickering's dental offices are mostly independent, owner-run practices with a handful of operatories, often without a dedicated office manager and rarely with an in-house IT person. Hardware therefore has to be simple, consistent and self-reporting: monitored drives, battery backups that alert when they weaken, and operatory computers built the same way so one spare can cover any chair. We handle the purchasing, installation and upkeep so the dentist doesn't have to.",
      localContext: [
        "Settings vary from south to north. Older neighbourhood plazas in Bay Ridges and West Shore near Frenchman's Bay may have network cabling that predates digital radiography, and replacing a few runs can cure sensors that drop mid-exam. Offices around Pickering Town Centre and along Kingston Road and Brock Road share commercial buildings with other tenants. In Seaton, new units can see short power interruptions while utility work continues nearby, so an uninterruptible power supply on the server, switch and imaging PC is a sound investment.",
        "The trip out is Highway 401 east from the Don Valley Parkway, or the Lakeshore East GO train to Pickering GO and the footbridge into the city centre when the highway is jammed. Because it is a longer journey than most, every call starts with remote testing to pin down the failed component. We then order the replacement, prepare it at our office and arrive with it configured, so a single visit usually closes the job. Plaza parking keeps unloading straightforward.",
      ],
      compliance:
        "Small teams carry the same PHIPA obligations as large groups. That includes keeping devices with patient information physically secure, encrypting laptops the dentist takes home, and disposing of old drives properly rather than leaving them in a storage room. After a loss, the people whose records were on the device are generally owed notice, and some breaches are reportable to the commissioner's office, the IPC, too. Your lawyer or privacy adviser can confirm the specifics.",
      faq: [
        {
          question: "Is it worth keeping a spare computer at our Pickering office?",
          answer:
            "For a small practice some distance from our office, often yes. A pre-built spare, matched to your other operatory machines and kept updated, lets staff restore a room quickly after a failure while we travel with the permanent fix. We refresh it during maintenance visits.",
        },
        {
          question: "Our new Seaton unit loses power briefly now and then. What equipment should we add?",
          answer:
            "Battery backups on the server, network switch and imaging computers come first, sized to ride through short interruptions and shut down cleanly in longer ones. We also configure alerts so we know when power events happen, and check the batteries each maintenance visit, since they wear out without warning.",
        },
      ],
    },
  ],
};
