/**
 * Long-form, place-specific copy for each location page.
 *
 * Complements content/locations.ts (names, postal codes, short descriptions, key features,
 * populations and travel notes) with text that could only be written by someone who knows the
 * place. Every profile is written independently, not from a shared template, so that location
 * pages do not read as near-duplicates with the place name swapped.
 *
 * No phone numbers, e-mail addresses, prices or guaranteed response times belong here.
 */

export interface LocalConcern {
  title: string;
  /** 2-3 sentences. */
  text: string;
}

export interface LocalQuestion {
  question: string;
  /** 2-4 sentences. */
  answer: string;
}

export interface LocationProfile {
  /** One of the 11 slugs in content/locations.ts. */
  slug: string;
  /** One sentence for the hero, specific to the place. */
  heroSubtitle: string;
  /** Two paragraphs of 70-110 words: the kinds of practices there and what that means for their IT. */
  dentalLandscape: readonly string[];
  /** One paragraph of 50-80 words: the neighbourhoods and postal areas covered and how they differ. */
  postalAreas: string;
  /** One paragraph of 50-80 words: getting there from King Street East, remote help first, when a technician visits. */
  onSiteResponse: string;
  /** Exactly three local infrastructure or compliance concerns. */
  localConcerns: readonly LocalConcern[];
  /** Exactly two questions specific to the place. */
  faq: readonly LocalQuestion[];
}

export const LOCATION_PROFILES: readonly LocationProfile[] = [
  {
    slug: "toronto",
    heroSubtitle:
      "From Beaches storefronts to Davisville walk-ups and Parkdale corner units, we keep the city's neighbourhood dental offices connected, backed up and ready for the next patient.",
    dentalLandscape: [
      "Beyond the core and the three big suburban districts, Toronto's dental offices are mostly small and long-established. A dentist on Queen Street East in Leslieville or on Dundas West near Trinity Bellwoods may work from a converted Victorian shopfront with apartments upstairs, running a handful of operatories off a server tucked beside the furnace. Midtown practices around Davisville and Mount Pleasant more often rent space in older low-rise professional buildings or converted houses, where tenants change over the years and nobody quite remembers which cable in the basement belongs to whom.",
      "That mix shapes our work. Buildings from the early twentieth century reward careful cable routing and compact, quiet equipment instead of a full rack, and a practice with decades of history usually has a large archive of radiographs to migrate when an ageing server finally goes. Front desks near Chinatown East on Gerrard, the Gerrard India Bazaar and Polish-rooted Roncesvalles also need reminder templates and intake screens that display every patient's name and language correctly, both on the monitor and on paper.",
    ],
    postalAreas:
      "This page covers the east end, midtown and west end: the Beaches, Leslieville, Riverdale and the Danforth; Davisville, Yonge and Eglinton, Moore Park and the Annex; and Christie Pits, Dovercourt, Little Portugal, Parkdale and Liberty Village. We also look after practices in East York, Leaside, Forest Hill and the former City of York. Scarborough, North York, Etobicoke and the downtown core each have a page of their own.",
    onSiteResponse:
      "Line 2 and the Queen, Dundas and Carlton streetcars put most of the old city within easy reach of King Street East, while midtown calls usually mean riding Line 1 north to Davisville or Eglinton. A technician normally starts by connecting remotely, because login, printer and imaging-bridge faults can often be cleared without anyone travelling. When hardware has failed, a sensor needs swapping or cabling must be traced, we arrange a visit that fits around the chair schedule.",
    localConcerns: [
      {
        title: "Century-old wiring behind storefronts",
        text: "Many shopfronts on Queen East, Roncesvalles and the Danforth date from the early 1900s, and some still have mixed or partly updated electrical work. Before adding a server, an uninterruptible power supply or new operatory computers, we ask the landlord or a licensed electrician to confirm circuit capacity rather than chaining power bars together.",
      },
      {
        title: "Basements and summer downpours",
        text: "Intense summer storms have flooded basements in several parts of the city in recent years. Practices that keep a server or network cabinet below grade should lift it off the floor or move it upstairs, and hold an encrypted off-site copy of the practice database and imaging so a wet basement never becomes a records problem.",
      },
      {
        title: "Neighbours upstairs and next door",
        text: "In mixed-use buildings with apartments above, the clinic's Wi-Fi competes with dozens of neighbouring networks, and a shared basement can leave it unclear who controls the incoming internet line. We keep the clinical network apart from guest access, lock equipment where other tenants pass by, and document the demarcation point so a telecom visit goes smoothly.",
      },
    ],
    faq: [
      {
        question: "Do you look after practices in East York, Leaside or the former City of York?",
        answer:
          "Yes. Those neighbourhoods are part of the city, and we support them exactly as we support the east end, midtown and west end. Offices there tend to sit in low-rise plazas or storefronts along Bayview Avenue, Laird Drive, O'Connor Drive or Eglinton Avenue West, and they reach us through the help desk and remote tools first, with a visit booked whenever something needs hands-on work.",
      },
      {
        question:
          "Our clinic is in an old house on a residential side street. Can you modernize the network without opening walls?",
        answer:
          "Usually, yes. Cable can often run through closets, along baseboards or across the basement ceiling, and a well-placed access point covers rooms where a wired run is impractical, although we still prefer wired connections for imaging stations. If the house is listed on the municipal heritage register, exterior changes such as a new antenna or conduit on the façade may need approval first.",
      },
    ],
  },
  {
    slug: "scarborough",
    heroSubtitle:
      "Managed IT for Scarborough dental offices, from Malvern and Agincourt plazas to the clinics around the Town Centre and along the Bluffs.",
    dentalLandscape: [
      "A typical Scarborough practice occupies a unit in a plaza built while the suburb was filling in: single-storey retail strips along Kingston Road, Lawrence Avenue East, Eglinton East and Markham Road, with parking out front and a shared electrical room at the back. Plenty of these offices have been run by one dentist for decades and are now passing to associates or new buyers, which often prompts an overdue review of servers, software licences and who actually holds the administrator passwords.",
      "Patient bases here are remarkably diverse. In Malvern, Agincourt and Milliken, a receptionist may book appointments in Tamil, Cantonese, Mandarin and Tagalog before lunch, so text reminders need full Unicode support and intake tablets need fonts for Tamil script and Chinese characters alike. Larger multi-dentist groups near the Highway 401 ramps run several imaging modalities at once, and their switching and storage must keep pace with a packed schedule without slowing the front desk.",
    ],
    postalAreas:
      "Scarborough's M1 codes stretch from Birch Cliff and Cliffside along the lake, through Clairlea, Wexford, Dorset Park and Kennedy Park in the south-west, up to Agincourt, L'Amoreaux and Steeles in the north and Malvern, Rouge and Morningside Heights in the north-east. Guildwood, West Hill and Highland Creek fill the east. Offices in the older southern neighbourhoods lean toward small storefronts, while the northern half favours larger plaza and mall units.",
    onSiteResponse:
      "We usually head out along the Don Valley Parkway and Highway 401, or take Line 2 to Kennedy and connect by bus now that the old Scarborough RT has closed. Because the drive can stretch badly at rush hour, a technician connects remotely first and settles most software, account and printer problems before anyone gets in a car. Site visits are planned for failed hardware, new workstations or cabling, ideally before the first patient or after the last.",
    localConcerns: [
      {
        title: "Shared utility rooms in older plazas",
        text: "Many Scarborough strip plazas bring every tenant's phone and internet lines through a single landlord-controlled room, sometimes alongside undocumented cabling left behind by earlier occupants. We label the practice's circuits and agree on access arrangements with property management before a fault forces the question.",
      },
      {
        title: "Ravines cutting through the district",
        text: "Highland Creek, the Rouge River and Taylor-Massey Creek carve deep valleys across Scarborough, and low-lying properties beside them can take on water during heavy storms. Where a practice keeps equipment on a lower level, we mount the server well above floor height and maintain encrypted copies off-site so charts survive a flood.",
      },
      {
        title: "Translated consent that says the same thing",
        text: "PHIPA expects consent to be knowledgeable, so a Tamil or Chinese version of a consent form should match the English original in substance. When practices add translated forms and privacy notices, we check that the portal, printers and message templates render the characters properly and that signed copies are filed with the chart.",
      },
    ],
    faq: [
      {
        question:
          "We bought a long-established Scarborough practice and the previous owner's IT was never documented. Where do we start?",
        answer:
          "Start with an inventory, which is something we do often for offices changing hands here. We list every computer, sensor and licence, reset shared and former-staff passwords, confirm who owns the internet account and domain name, and verify that years of charts and radiographs are actually inside the backup. The RCDSO expects patient records to remain retained and accessible after an ownership change, so that transfer deserves a plan rather than an assumption.",
      },
      {
        question:
          "Can you help us exchange images securely with specialists near the Scarborough Health Network hospitals?",
        answer:
          "Yes. Referrals to oral surgeons and other specialists around the General, Centenary and Birchmount sites involve radiographs and reports that should never travel as ordinary attachments. We set up encrypted transfer or the referral portal your specialist prefers, and confirm your imaging software exports in a format the receiving office can open.",
      },
    ],
  },
  {
    slug: "north-york",
    heroSubtitle:
      "Yonge Street towers, Don Mills and Bathurst Manor plazas, and the streets around Sunnybrook, North York General and Humber River: North York dental offices come in every shape, and we support them all.",
    dentalLandscape: [
      "Along the Yonge spine, many North York dental offices occupy upper floors of office towers or podium levels of condominiums built over the past two decades around Sheppard-Yonge, North York Centre and Finch. These suites are typically compact, busy and leased, so the practice controls what happens inside its walls but not the riser, the rooftop or the building's telecom room. Sound IT in that setting begins with a written understanding of what the landlord supplies and what the clinic must own.",
      "Away from Yonge the picture changes. Don Mills, Bathurst Manor, Downsview and the neighbourhoods around Jane and Finch have plaza and low-rise practices with long-standing patients and deep chart histories, while offices near York University see students and staff squeezing appointments between classes. Specialist practices close to Sunnybrook, North York General and Humber River exchange imaging and reports constantly, so dependable uploads and well-maintained DICOM settings matter as much as the computers in each operatory.",
    ],
    postalAreas:
      "North York's M2 and M3 codes, plus a few M4, M5, M6 and M9 areas along its edges, run from Hoggs Hollow and York Mills up to Newtonbrook and Steeles, and from Parkwoods and Victoria Village in the east to Humber Summit and Emery in the west. Willowdale and Bayview Village are tower-and-townhouse territory; Lawrence Manor, Glen Park and Downsview are older and lower-rise. Clinics around Yorkdale and Lawrence Heights sit somewhere between the two.",
    onSiteResponse:
      "From King Street East, Line 1 runs directly up Yonge to Sheppard-Yonge, North York Centre and Finch, so tower practices on that stretch are often quicker to reach underground than by car. For Don Mills, Downsview or Humber Summit we drive, generally by the Don Valley Parkway, Allen Road or Highway 401. Remote diagnosis comes first every time; someone is dispatched when the problem needs hands on equipment or a meeting with building staff.",
    localConcerns: [
      {
        title: "Landlord-run networks in office towers",
        text: "Several towers along Yonge route tenants through shared risers and some offer a building-wide internet service. Before a practice relies on one, we confirm that its clinical network is isolated from other tenants, that it owns its firewall, and whom to call when the building's own equipment fails.",
      },
      {
        title: "Abandoned cabling after tenant turnover",
        text: "Professional buildings around Yonge and Sheppard and in Don Mills see frequent tenant changes, and dead cables and unlabelled patch panels pile up in shared closets. Before move-in we trace and tag everything that belongs to the practice, so a later visitor, whether ours or a carrier's, never disconnects the wrong line.",
      },
      {
        title: "Hangul and right-to-left Persian on the same system",
        text: "Willowdale and Newtonbrook practices often message patients in Korean and Persian, and template tools that handle English perfectly can scramble Hangul or reverse the direction of Persian text. We test reminders, treatment estimates and privacy notices on real phones and printers before they go out.",
      },
    ],
    faq: [
      {
        question: "Our office is a condo-podium unit near Yonge and Sheppard. Can we pick our own internet provider?",
        answer:
          "Often you can, but it depends on which carriers have wiring into the building and what the condominium corporation or landlord permits. We check which services actually reach your unit, add a second connection where possible so one outage doesn't stop the front desk, and coordinate riser access with property management when a provider needs to install.",
      },
      {
        question: "Do you cover clinics near York University and the Keele campus?",
        answer:
          "Yes. The western branch of Line 1 reaches York University station, and plazas around Keele, Steeles and Finch West are part of our North York coverage like any other. Offices that see many students benefit from self check-in, online booking and reminders that reach people who rarely answer calls, and we set those up alongside the usual backups and security.",
      },
    ],
  },
  {
    slug: "etobicoke",
    heroSubtitle:
      "Dental IT for Etobicoke, from lakeside storefronts in Mimico and Long Branch to Kingsway family offices and Rexdale plazas near Highway 27.",
    dentalLandscape: [
      "Etobicoke reaches from Lake Ontario to Steeles, and its practices change character from south to north. On the lakeshore, older two-storey storefronts in New Toronto and Long Branch sit near newer clinics in the condo podiums of Humber Bay Shores. Through the middle, around the Kingsway, Islington Village and Markland Wood, established family offices have treated the same households for generations and carry very large chart histories, so any server replacement there is really a data migration project.",
      "North of Highway 401, practices in Rexdale and Thistletown plazas are busy community offices with long hours and careful budgets, where one dead front-desk computer can back up a waiting room quickly. Across the district, renovation is common: a long-running office moving to digital radiography or adding cone-beam CT often discovers that its network, electrical panel and server were all sized for a film-based practice, and the upgrade has to be planned as a whole.",
    ],
    postalAreas:
      "Our Etobicoke coverage follows the M8 and M9 codes west of the Humber River: Humber Bay, Mimico, New Toronto, Alderwood and Long Branch by the lake; Islington, the Kingsway, Stonegate and the Queensway corridor in the south-centre; Eringate, Markland Wood and Richview around Centennial Park; and Rexdale, Thistletown and Kingsview Village to the north. The south is increasingly high-rise, while the north mixes plazas with industrial land near the airport.",
    onSiteResponse:
      "Southern Etobicoke is a straightforward run along the Gardiner Expressway or Lake Shore Boulevard, and Line 2 is dependable for offices near Islington and Kipling. Northern Rexdale usually means Highway 427 and a drive north. Nearly every call opens with a remote session, and a technician is sent when a workstation, sensor or switch must be replaced, or when cabling in an older building has to be traced in person.",
    localConcerns: [
      {
        title: "Condo podiums at Humber Bay Shores",
        text: "New clinics in the podiums along Marine Parade Drive and Lake Shore Boulevard West depend on the condominium's telecom rooms and on whichever carriers wired the tower. We verify the options early, before the fit-out closes the ceilings, so operatories and the pano room get the data drops they need.",
      },
      {
        title: "Three watercourses and their flood plains",
        text: "The Humber River on the eastern edge, Mimico Creek through the middle and Etobicoke Creek on the western boundary all shape the district, and some commercial blocks near them fall within areas regulated for flood risk. Clinics in those spots should keep the server and its battery backup off the floor and confirm, by actually restoring, that off-site copies work.",
      },
      {
        title: "Adding cone-beam CT to an older office",
        text: "Cone-beam and newer panoramic units often call for a dedicated electrical circuit, a properly grounded outlet and a capable workstation with fast storage. We review those requirements with the equipment dealer and an electrician before delivery, so installation day isn't the first time anyone looks at the panel.",
      },
    ],
    faq: [
      {
        question:
          "We're moving from a Lake Shore Boulevard storefront into a new Humber Bay Shores unit. When should IT planning start?",
        answer:
          "Ideally before the lease is signed, and certainly before the contractor closes the ceilings. We work out data drops, the server location, imaging-room needs and internet options with your designer, then move workstations and data over a weekend so the first Monday runs normally.",
      },
      {
        question:
          "Do you support Etobicoke practices right at the Mississauga border, near Sherway Gardens or Long Branch?",
        answer:
          "Yes. The boundary along Etobicoke Creek makes no difference to how we support you, and many offices near it draw patients from both cities. If you run a second clinic across the creek, we can link the two securely so schedules, charts and imaging are shared.",
      },
    ],
  },
  {
    slug: "downtown-toronto",
    heroSubtitle:
      "Nearby IT support for dental offices in Financial District towers, along the PATH, beside the University Avenue hospitals and in the condo neighbourhoods of the core.",
    dentalLandscape: [
      "Downtown practices are shaped by who walks in. Offices in the towers around King and Bay and along the PATH see early-morning and lunchtime patients who expect to be in and out quickly, so online booking, text confirmations and fast check-in carry real weight. Specialists near Toronto General, Mount Sinai, SickKids and St. Michael's, and practices close to the Faculty of Dentistry on Edward Street, handle heavy referral volumes and large imaging files that must move securely between offices.",
      "The residential side is newer and denser. CityPlace, Fort York, St. Lawrence, Regent Park and the Distillery District have clinics in condo podiums with glass frontages and tiny back rooms, where a server often ends up inside a millwork cabinet with no ventilation. Around Kensington Market and Spadina's Chinatown, long-standing practices in older walk-ups serve Cantonese- and Mandarin-speaking patients and contend with very different wiring from the towers a few blocks east.",
    ],
    postalAreas:
      "Downtown is the densest part of our map: the Financial District's tower codes, St. Lawrence and Corktown, the Garden District around Toronto Metropolitan University, Church and Wellesley, Cabbagetown and St. James Town, Rosedale, the University of Toronto and Harbord, Kensington and Chinatown, and the west side from King West and the Entertainment District down to CityPlace, Fort York and the waterfront. Towers, walk-ups and condo podiums can all share one block.",
    onSiteResponse:
      "Here our King Street East address helps most: many downtown clients are a walk along King or a ride on the 504 streetcar away, and the hospital district is a few Line 1 stops from King station. We still begin remotely, since a password reset, permissions fix or stuck print queue can usually be cleared that way. When a visit is needed, the practical limit is the building itself: loading-dock bookings, contractor sign-in and after-hours access rules.",
    localConcerns: [
      {
        title: "Tower rules for contractors",
        text: "Most Financial District and PATH-connected buildings ask contractors to register with property management, provide insurance certificates and book freight elevators for deliveries. We keep each building's requirements on file, so urgent work isn't held up at the security desk.",
      },
      {
        title: "Construction and buried cables",
        text: "Ontario Line work has closed part of Queen Street near Yonge for an extended period, and other projects across the core regularly dig up roads and sidewalks. Accidental cable cuts are a known hazard of heavy construction, so practices nearby benefit from a second internet connection on a different carrier and a tested way for staff to reach the schedule from elsewhere.",
      },
      {
        title: "Condominium rules in podium clinics",
        text: "A clinic in a condo podium sits inside a condominium corporation whose declaration and rules can govern where cabling runs, who enters the telecom room and whether exterior equipment is allowed. We read those constraints before designing the network, not after the contractor has started.",
      },
    ],
    faq: [
      {
        question:
          "Our office is inside a PATH-connected tower. Can you work within the building's network and security rules?",
        answer:
          "Yes. We deal with property managers regularly and follow their procedures for contractor access, riser work and equipment delivery. Where the landlord provides shared connectivity, we place the practice behind its own firewall so patient data never crosses a network that other tenants use.",
      },
      {
        question: "Do you support specialists near the University Avenue hospitals who exchange large scans?",
        answer:
          "We do. Cone-beam volumes and full-mouth series are too large and too sensitive for ordinary e-mail, so we set up encrypted transfer, confirm that the sending and receiving software can read the files, and keep a log of what was sent and when. That record is useful if a disclosure is ever questioned under PHIPA.",
      },
    ],
  },
  {
    slug: "mississauga",
    heroSubtitle:
      "Whether your practice faces Lakeshore Road in Port Credit, a Streetsville side street or a Hurontario tower near Square One, we look after the computers, imaging and networks behind it in Mississauga.",
    dentalLandscape: [
      "Mississauga's dental scene mirrors the way the city grew: village cores first, then suburbs and business parks, and now a dense downtown rising around Square One. Storefront practices on Lakeshore Road in Port Credit and on Queen Street South in Streetsville work from older buildings with little room for equipment, while medical towers near Hurontario and Burnhamthorpe house orthodontists, periodontists and general dentists on the same floor, each with very different imaging and storage needs.",
      "Out in Meadowvale, Erin Mills, Churchill Meadows and Malton, plaza practices serve large, multilingual households, and plenty of dentists operate more than one location. That combination drives the technology: shared schedules and charts across sites, site-to-site VPNs or cloud-hosted practice management, and messaging that copes with Arabic and Urdu, both written right to left, as well as Gurmukhi for Punjabi. Backups must be able to restore one clinic without disturbing its sister offices.",
    ],
    postalAreas:
      "Coverage spans the whole city: Port Credit, Mineola, Lorne Park and Clarkson along the lake; Cooksville, Applewood, Dixie and Lakeview in the older south-east; City Centre and the Hurontario corridor; Erin Mills, Churchill Meadows, Meadowvale and Lisgar to the west; Streetsville in the north-west; and Malton beside Pearson. The airport area and the business parks around it are office-heavy, while the southern lakeshore keeps a village scale.",
    onSiteResponse:
      "Reaching Mississauga means the Gardiner and the QEW for lakeshore and southern clinics, or Highway 401 and 403 for Meadowvale, Heartland and Malton; the Lakeshore West and Milton GO lines help when the roads are jammed. Remote work always comes first. A technician drives out for hardware swaps, new operatory setups, network faults that can't be diagnosed from afar and planned projects, normally scheduled outside patient hours.",
    localConcerns: [
      {
        title: "Groups assembled through acquisitions",
        text: "Multi-location groups in Mississauga often grew by buying existing offices, so each site can arrive with its own server, firewall and internet provider. We standardize them gradually and connect them securely, remembering that under PHIPA the owning dentist or dental corporation remains the custodian responsible for records at every location.",
      },
      {
        title: "Cooksville Creek and the Credit River",
        text: "Parts of Mississauga near Cooksville Creek have flooded during past severe storms, and the city has since built new stormwater facilities along it. Clinics in low-lying areas near the creek or the Credit River should still keep servers off the floor and confirm that off-site copies restore cleanly.",
      },
      {
        title: "Years of roadwork on Hurontario",
        text: "Building the Hazel McCallion Line, the light rail route along Hurontario Street, has meant extended utility relocation and road work on the corridor. Practices on the corridor should keep a backup internet connection and know their carrier's fault-reporting process, since accidental cable damage is a recognized risk on large civil projects.",
      },
    ],
    faq: [
      {
        question: "We run offices in both Mississauga and Brampton. Can one IT setup cover both?",
        answer:
          "Yes. We can connect the two clinics so schedules, charts and images are shared securely under one backup policy and one set of security controls. Brampton sits just north of Mississauga within Peel, so travelling between the sites is straightforward when a visit is needed.",
      },
      {
        question: "Our practice is in a Port Credit village building. Are there special considerations?",
        answer:
          "Mostly the limits are space and wiring rather than anything exotic. We size equipment to fit a small back room, keep heat and noise down, and check that the circuits feeding the server and X-ray units aren't shared with kitchen or heating loads. Parts of old Port Credit are heritage-protected, so we avoid exterior changes that would need municipal approval.",
      },
    ],
  },
  {
    slug: "markham",
    heroSubtitle:
      "Unionville heritage storefronts, Milliken plazas and new Cornell medical offices each need different technology, and we support dental practices in every corner of Markham.",
    dentalLandscape: [
      "Markham's practices fall roughly into three groups. The first is commercial: along Highway 7, Kennedy Road, Warden Avenue and Woodbine, busy plaza offices, many with several dentists, serve large Chinese-Canadian and South Asian patient bases and keep long hours, weekends included. Around Pacific Mall and Milliken, a receptionist might switch between Cantonese, Mandarin and English within a single call, and patient messages need to work in both traditional and simplified Chinese characters.",
      "The second group is heritage: small offices on Main Street Unionville and Main Street Markham in older buildings inside protected districts. The third is new-build, with medical offices in Cornell near Markham Stouffville Hospital and in the mixed-use towers of Markham Centre, where a practice can design its network from bare walls. Markham also hosts a large technology sector, and many patients who work in it expect online booking, digital forms and e-receipts as a matter of course.",
    ],
    postalAreas:
      "We cover Thornhill east of Yonge Street, which belongs to Markham, together with Unionville, Buttonville, Milliken and Middlefield, old Markham Village and Mount Joy, and the newer communities of Cornell, Box Grove, Berczy, Angus Glen, Cathedraltown and Wismer. The south, close to Steeles, is dense and commercial; the north and east are newer subdivisions where commercial plazas are still filling in around fresh housing.",
    onSiteResponse:
      "Markham is usually a Don Valley Parkway and Highway 404 drive from our office, with Highway 407 for the northern communities; off-peak, the Stouffville GO line to Unionville, Centennial or Mount Joy is an alternative. We begin with a remote session, and most software and workstation issues end there. A technician comes to the practice when equipment must be replaced, a new operatory connected or cabling checked, and weekend clinics can book planned work outside patient hours.",
    localConcerns: [
      {
        title: "Heritage districts on the main streets",
        text: "Unionville and Markham Village are heritage conservation districts, so exterior changes such as conduit on a façade, new signage or a rooftop antenna may need a heritage permit from the city. We plan indoor cable routes and reuse existing service entrances wherever possible.",
      },
      {
        title: "Two Chinese scripts, plus Tamil",
        text: "Practice software, SMS gateways and printers don't always handle traditional Chinese, simplified Chinese and Tamil consistently, and a garbled treatment estimate or privacy notice defeats its purpose. We test every template in each language on real devices before a campaign goes out.",
      },
      {
        title: "Carrier build-out in new subdivisions",
        text: "In Cornell and the northern communities, plazas sometimes open before every carrier has finished building service to them, so a new clinic may have fewer internet choices at first. We check availability at the address early and, if necessary, start with a wireless backup link until a second wired provider arrives.",
      },
    ],
    faq: [
      {
        question: "Can you set up reminders and intake forms in Cantonese and Mandarin?",
        answer:
          "Yes, within what your practice-management and communication software supports. We configure the templates, check how traditional and simplified characters appear on patients' phones, and make sure intake tablets and printers render them properly. The translations themselves should come from a qualified translator, and signed versions stay attached to each chart.",
      },
      {
        question: "We're opening in Cornell near Markham Stouffville Hospital. What should we plan first?",
        answer:
          "Order internet service as soon as the lease is signed, because new buildings can take a while to connect. Next, plan data drops, imaging-room wiring and the server or cloud setup with your contractor. Book the equipment installation after the construction dust settles but well before opening week.",
      },
    ],
  },
  {
    slug: "vaughan",
    heroSubtitle:
      "Networks, imaging and backups for Vaughan dental offices in Woodbridge, Maple, Concord, Kleinburg and Thornhill, and in the new towers of the Vaughan Metropolitan Centre.",
    dentalLandscape: [
      "Much of Vaughan's dental market is young. Medical buildings near Cortellucci Vaughan Hospital, commercial units in Vellore Village and Maple, and ground-floor suites in the Vaughan Metropolitan Centre towers are often being fitted out for the very first time, frequently by dentists opening their own office after years as associates. A blank slate is the best moment to get structured cabling, a ventilated network closet, separate clinical and guest Wi-Fi and a tested backup design right from day one.",
      "The established parts of the city tell a different story. Woodbridge offices along Highway 7, Woodbridge Avenue and Islington have cared for multi-generational families for decades, and Thornhill practices near Bathurst and Centre Street see Russian- and Hebrew-speaking patients among many others. Kleinburg's village core is small and heritage-minded, while the Concord employment lands mix warehouses with a few professional suites. Each of these settings calls for its own blend of hardware, connectivity and support.",
    ],
    postalAreas:
      "Vaughan's postal areas divide fairly cleanly by community: Woodbridge and East Woodbridge in the south-west, Thornhill and Thornhill Woods to the east, Concord and the Vaughan Metropolitan Centre in the middle, Maple and Vellore Village to the north, and Kleinburg with its rural surroundings, which use an L0J code. The southern communities are mature and dense, whereas the northern ones are still building out around new schools, plazas and the hospital.",
    onSiteResponse:
      "For most of Vaughan we take Highway 401 to Highway 400, then head along Highway 7 or Rutherford Road; Thornhill clinics are often easier to reach by Yonge or Bathurst. Line 1 runs straight to the Vaughan Metropolitan Centre, which suits practices near the terminal. Support starts remotely and usually stays that way, with visits scheduled for fit-outs, failed equipment, network moves and anything needing a technician at the chair.",
    localConcerns: [
      {
        title: "Fit-outs without a network drawing",
        text: "When a shell unit is built out quickly, data cabling is sometimes left to the general contractor and ends up undersized or bundled tightly against electrical runs. We hand the contractor a drawing and cable specification for every operatory, the pano room and each front-desk position before framing begins.",
      },
      {
        title: "The Humber valley in Woodbridge",
        text: "Parts of Woodbridge lie in the Humber River valley, where the Toronto and Region Conservation Authority regulates development because of flood risk. A clinic in or near that area should keep its server and network gear raised and rely on encrypted off-site backups that are restored on a regular schedule.",
      },
      {
        title: "Rural edges beyond Kleinburg",
        text: "North and west of Kleinburg, the city gives way to farmland and estate lots, and wired internet choices can be thinner than in the south. Practices near the edge of the settled area should confirm service before signing a lease and consider a cellular failover link so the front desk stays online.",
      },
    ],
    faq: [
      {
        question:
          "We're opening a new practice near the Vaughan Metropolitan Centre. Can you work with our contractor and equipment dealer?",
        answer:
          "Yes, and that coordination is where much of the value lies. We meet the contractor and the dental equipment dealer early, agree on who supplies and installs what, and make sure sensors, the pano or cone-beam unit and chairside monitors have network drops and power exactly where the dealer expects them. By opening day, the software, backups and security have already been tested.",
      },
      {
        question: "Do you support Thornhill practices on the Vaughan side of Yonge Street?",
        answer:
          "Yes. Thornhill is split between Vaughan and Markham, and we cover both halves. West of Yonge, offices along Bathurst Street, Centre Street and around the Promenade belong to our Vaughan coverage, while those east of Yonge are handled with Markham.",
      },
    ],
  },
  {
    slug: "richmond-hill",
    heroSubtitle:
      "Up and down Yonge Street, from Richvale and Bayview Hill to Oak Ridges, we keep Richmond Hill dental practices online, secure and ready for a multilingual patient list.",
    dentalLandscape: [
      "Yonge Street is the backbone of Richmond Hill's dental community. Practices line it from the Langstaff area north past Hillcrest Mall and the historic village core to Elgin Mills and Oak Ridges, many in two- and three-storey professional buildings with several clinics sharing one entrance. Near Mackenzie Richmond Hill Hospital, specialists and general dentists share addresses and referral relationships, while the area around Highway 7 and Leslie Street mixes practices with office and business-park employers and their staff.",
      "Front desks here switch languages constantly, and families tend to be comfortable with technology, preferring to book, confirm and pay online. That puts heavy daily load on the patient portal, text messaging and card terminals, and when any of them stall, the phones light up fast. For practices like these, proactive monitoring, patching and capacity planning are worth more than quick repairs after the fact, and a second internet connection is close to essential rather than a luxury.",
    ],
    postalAreas:
      "We support practices across Richmond Hill's postal areas: the south around Langstaff, South Richvale and Doncrest; the central neighbourhoods of Mill Pond, Crosby, Harding and Bayview Hill; the north-central communities of Westbrook, Jefferson, Devonsleigh and Rouge Woods; and Oak Ridges and Lake Wilcox at the northern end, on the Oak Ridges Moraine. The Beaver Creek business area near Highway 7 and Leslie sits in the south-east corner.",
    onSiteResponse:
      "The Don Valley Parkway to Highway 404 is our usual route, leaving at Highway 7, 16th Avenue or Major Mackenzie depending on the clinic; Oak Ridges lies further north via Bloomington Road. By transit it means Line 1 to Finch and a Viva bus up Yonge. Each request is triaged remotely first, and we send someone on site when a device has to be replaced or tested in person.",
    localConcerns: [
      {
        title: "Shared medical buildings near the hospital",
        text: "Medical buildings on Major Mackenzie Drive and along Yonge often put a pharmacy, a lab and several clinics behind one lobby. Wi-Fi or wiring supplied by the landlord should never carry chart or imaging traffic; each practice needs its own firewall and a segmented network.",
      },
      {
        title: "Subway extension work along Yonge",
        text: "The planned Yonge North subway extension toward Richmond Hill Centre is expected to bring years of construction near Yonge Street and Highway 7. Practices in the south end should plan for road and utility disruption and keep a second internet connection, ideally from a different carrier entering the building by a different route.",
      },
      {
        title: "Access and correction requests across languages",
        text: "Patients may ask for a copy of their records or for a correction under PHIPA, and in a multilingual practice, notes, consents and correspondence can end up split across languages and systems. Keeping scanned forms, e-mails and message logs attached to the chart, rather than in a shared inbox or on someone's phone, makes those requests manageable.",
      },
    ],
    faq: [
      {
        question: "Our front desk texts Mandarin- and Farsi-speaking patients from personal phones. Is that a problem?",
        answer:
          "We advise against it. Messages on personal devices sit outside the practice's backups and audit trail and leave with the employee, while the Information and Privacy Commissioner of Ontario expects custodians to protect health information with reasonable safeguards. A practice-managed messaging platform linked to the chart, configured in the languages your patients read, is the safer path.",
      },
      {
        question: "Do you support practices in Oak Ridges and around Lake Wilcox?",
        answer:
          "Yes. Oak Ridges is at the far north of the city, so we lean more heavily on remote tools there and plan site visits carefully, bringing replacement hardware along. Newer family practices in the area often serve young households in recent subdivisions, and we set them up with monitored cloud backups from the start.",
      },
    ],
  },
  {
    slug: "oakville",
    heroSubtitle:
      "Boutique Lakeshore Road practices, Glen Abbey family offices and new clinics near Oakville Trafalgar Memorial Hospital all get careful, dental-specific IT support across Oakville.",
    dentalLandscape: [
      "Oakville practices often compete on patient experience. Offices in Downtown Oakville, Kerr Village and Bronte tend to be boutique operations with intraoral scanners, large chairside displays, in-office milling and carefully designed reception areas, which means far more connected devices than a typical office of similar size. Around the Uptown Core, Glen Abbey, River Oaks and Iroquois Ridge, family practices in plazas and professional buildings serve commuter households who book early mornings, evenings and Saturdays.",
      "North of Dundas Street, growth around the hospital and in the new neighbourhoods toward Highway 407 has brought purpose-built medical offices. Practices there can start with clean infrastructure, but they also inherit a fast-growing patient list and, during the first months, sometimes limited carrier choice. Elsewhere, Sheridan College's Trafalgar Road campus and the employers along the QEW bring younger patients who expect digital forms, online booking and contact-free payment without being asked.",
    ],
    postalAreas:
      "Our Oakville coverage includes Old Oakville and the downtown, Kerr Village, Bronte and the lakeshore west to the Burlington line; Glen Abbey, Palermo and West Oak Trails in the west; College Park, Iroquois Ridge, River Oaks and Joshua Creek in the centre and east; Clearview and Eastlake near the Mississauga boundary; and the new North Oakville neighbourhoods above Dundas. Lakeside areas are older and heritage-rich, while the north is almost entirely new construction.",
    onSiteResponse:
      "Oakville is the westernmost of our service areas, reached along the Gardiner and the QEW, with Trafalgar Road, Dorval Drive or Third Line taking us to the clinic. When the highway crawls, the Lakeshore West GO train to Oakville or Bronte station is a reliable fallback. A remote session is the first step for every ticket; site work is planned for hardware failures, cabling and new equipment, and timed around the appointment book.",
    localConcerns: [
      {
        title: "Heritage protection downtown",
        text: "Parts of Old Oakville and the downtown are covered by heritage conservation districts, and some storefronts on Lakeshore Road are designated properties. Exterior alterations there generally need approval from the Town, so we route new cabling indoors and reuse existing service entries.",
      },
      {
        title: "Feature-rich boutique offices",
        text: "Intraoral scanners, milling units, smart TVs and patient Wi-Fi all compete for the same network in a high-end practice. We segment clinical devices, guest access and entertainment systems so a tablet streaming video in reception can neither slow an imaging upload nor expose the practice database.",
      },
      {
        title: "Sister offices across Halton and Peel",
        text: "Practices with a second location in Burlington, Milton or Mississauga need one set of privacy policies and access controls, because a custodian's PHIPA obligations follow the records wherever they are viewed. We connect the offices securely and keep accounts consistent, so a hygienist who works at both has one login, and access ends on their last day.",
      },
    ],
    faq: [
      {
        question: "Can you support the intraoral scanner, milling unit and chairside displays in our Bronte office?",
        answer:
          "Yes. We make sure each device has a reliable wired connection or a well-placed wireless one, that the scanning and design software is patched and backed up, and that large scan files don't slow everything else on the network. When a problem lies inside the manufacturer's software, we coordinate with their support team for you.",
      },
      {
        question: "Do you also look after our second office in Burlington or Milton?",
        answer:
          "Yes. Burlington and Milton are next door within Halton, and we often treat a multi-office group as one network with shared schedules, consistent security and a single backup plan. Visits to the second office follow the same pattern as Oakville ones: remote assessment first, then a planned trip if hands-on work is needed.",
      },
    ],
  },
  {
    slug: "pickering",
    heroSubtitle:
      "Dental offices around Pickering Town Centre, along Kingston Road, by Frenchman's Bay and in the growing Seaton community get IT support from a team that knows the east side of the GTA.",
    dentalLandscape: [
      "Pickering is smaller than most of our service areas, and its dental offices tend to be independent, owner-run practices with a few operatories and a loyal local following. The busiest cluster surrounds the city centre near Pickering Town Centre, the civic complex and the GO station, with more along Kingston Road and Brock Road. In the south, Bay Ridges and West Shore offices sit in older neighbourhood plazas close to Frenchman's Bay and the lake.",
      "Many patients commute into Toronto by GO train or along the 401, so early, late and Saturday appointments are in demand. Practices without a full-time office manager rely on their systems to confirm bookings, collect forms and chase recalls automatically, which makes a dependable practice-management server or cloud service the heart of the business. Further north, the Seaton community is turning farmland into new neighbourhoods, and fresh commercial space there is only beginning to arrive.",
    ],
    postalAreas:
      "Pickering's postal areas are quite distinct: the south along the lake, including Bay Ridges, West Shore and Rosebank; the city centre and neighbourhoods around Liverpool Road and Glenanna; central residential areas such as Amberlea, Highbush and Rougemount; and north Pickering, with Brock Ridge, Duffin Heights, Seaton and, beyond them, the hamlets of Claremont and Greenwood. South and central areas are mature suburbs; the north is a mix of brand-new streets and countryside.",
    onSiteResponse:
      "Highway 401 east from the Don Valley Parkway is the direct route, and the Lakeshore East GO train from Union to Pickering GO, with the pedestrian bridge over the highway into the city centre, is often faster when traffic is heavy. Because it is a longer trip, remote diagnosis matters even more here: we confirm the fault, order any replacement part and arrive with it, rather than making two visits.",
    localConcerns: [
      {
        title: "Emergency planning near the nuclear station",
        text: "Pickering Nuclear Generating Station sits on the lakeshore, and provincial emergency plans cover nearby homes and businesses, including the distribution of potassium iodide tablets. A practice's continuity plan should assume the office could close at short notice and keep the schedule and records reachable from elsewhere through secure, tested remote access.",
      },
      {
        title: "Power and connectivity in Seaton",
        text: "New subdivisions can see brief power interruptions while utility work continues nearby, and carriers don't always finish building service before the first tenants move in. An uninterruptible power supply on the server and network gear, plus a cellular backup link, keeps the front desk working through both.",
      },
      {
        title: "A small team with the full PHIPA duty",
        text: "A small office carries the same PHIPA obligations as a large group, including notifying affected patients and, in some cases, the Information and Privacy Commissioner of Ontario after a breach. Without an in-house IT person, a written incident plan and a backup that has actually been restored are the practical minimum.",
      },
    ],
    faq: [
      {
        question: "Do you support practices in Seaton and north Pickering?",
        answer:
          "Yes. New clinics in Seaton and around Brock Road and Taunton Road are a growing part of Pickering's dental scene, and we help them choose carriers, wire the unit and set up cloud backups before opening. Claremont and the rural north are covered too, with more emphasis on remote support because of the distance.",
      },
      {
        question: "Most of our patients commute downtown. How can technology help us fill early and late appointments?",
        answer:
          "Online booking, automated confirmations and waitlist texts let commuters manage appointments from the train, and digital intake forms mean they arrive ready. We connect those tools to your practice-management system and configure them with sensible privacy safeguards, so a confirmation never reveals more health information than it should.",
      },
    ],
  },
];

export function getLocationProfile(slug: string): LocationProfile | undefined {
  return LOCATION_PROFILES.find((profile) => profile.slug === slug);
}
