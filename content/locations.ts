/**
 * Service areas: the City of Toronto, four of its districts and six GTA municipalities.
 *
 * Postal codes are Canada Post forward sortation areas (FSAs). The site matches a visitor's postal
 * code by first match in list order, so no FSA appears under more than one location: the "toronto"
 * entry holds central, east-end, midtown and west-end FSAs that the four district entries do not.
 *
 * Populations are Statistics Canada 2021 Census counts. Municipal figures are census subdivision
 * counts. Scarborough, North York, Etobicoke and Downtown Toronto are not census units, so their
 * figures are rounded sums of the 2021 counts for the federal electoral districts (2013
 * Representation Order) that cover them; the City of Toronto's 25 wards use the same boundaries.
 * Those figures are marked approximate.
 */

export type RegionId = "toronto" | "york" | "peel" | "durham" | "halton";

export interface Region {
  id: RegionId;
  /** e.g. "Toronto", "York Region" */
  name: string;
  /** "Toronto", "York", "Peel", "Durham", "Halton" */
  shortName: string;
}

const REGION_BY_ID: Readonly<Record<RegionId, Region>> = {
  toronto: { id: "toronto", name: "Toronto", shortName: "Toronto" },
  york: { id: "york", name: "York Region", shortName: "York" },
  peel: { id: "peel", name: "Peel Region", shortName: "Peel" },
  durham: { id: "durham", name: "Durham Region", shortName: "Durham" },
  halton: { id: "halton", name: "Halton Region", shortName: "Halton" },
};

/** In display order: Toronto, York, Peel, Durham, Halton. */
export const REGIONS: readonly Region[] = [
  REGION_BY_ID.toronto,
  REGION_BY_ID.york,
  REGION_BY_ID.peel,
  REGION_BY_ID.durham,
  REGION_BY_ID.halton,
];

export interface PopulationFigure {
  /** Residents. */
  value: number;
  /**
   * True when the area is not a census unit (North York, Scarborough, Etobicoke and Downtown
   * Toronto are former municipalities or areas of the City of Toronto), so the figure is a
   * rounded sum of smaller areas.
   */
  approximate: boolean;
  source: string;
  year: number;
}

export interface Location {
  /** 1..11 */
  id: number;
  slug: string;
  name: string;
  region: RegionId;
  /** Canada Post forward sortation areas (first three characters of a postal code), upper-case. */
  postalCodes: readonly string[];
  /** 2-3 sentences, 180-320 characters. */
  description: string;
  /** Four items, each specific to the place. */
  keyFeatures: readonly string[];
  dentalStats: { practices: number; population: PopulationFigure };
  /** Typical trip from the King Street East office, one sentence. */
  travelFromOffice: string;
}

const CENSUS_2021 = "Statistics Canada, 2021 Census of Population";

export const LOCATIONS: readonly Location[] = [
  {
    id: 1,
    slug: "toronto",
    name: "Toronto",
    region: "toronto",
    postalCodes: ["M4E", "M4K", "M4L", "M4M", "M4P", "M4S", "M4T", "M5R", "M6G", "M6H", "M6J", "M6K"],
    description:
      "As Canada's largest city, Toronto has dental offices on almost every main street, from single-dentist storefronts on the Danforth and Roncesvalles to multi-specialty groups near the downtown hospitals. We support practices across the city from our King Street East office.",
    keyFeatures: [
      "Storefront practices on Queen Street East, the Danforth and Roncesvalles, often in older buildings with limited wiring and closet space",
      "Midtown offices around Yonge and Eglinton and Davisville, surrounded by condo growth along the Eglinton Crosstown corridor",
      "Patient communities in Little Portugal, Koreatown and Greektown on the Danforth that benefit from multilingual reminders and forms",
      "Same-day on-site visits across the old city from our King Street East office",
    ],
    dentalStats: {
      practices: 1024,
      population: {
        value: 2_794_356,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Toronto, C)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "Most Toronto practices are 15-45 minutes away by car or TTC, and clinics near the subway are often under 30 minutes door to door.",
  },
  {
    id: 2,
    slug: "scarborough",
    name: "Scarborough",
    region: "toronto",
    postalCodes: [
      "M1B",
      "M1C",
      "M1E",
      "M1G",
      "M1H",
      "M1J",
      "M1K",
      "M1L",
      "M1M",
      "M1N",
      "M1P",
      "M1R",
      "M1S",
      "M1T",
      "M1V",
      "M1W",
      "M1X",
    ],
    description:
      "Scarborough's dental practices range from long-established family offices in Agincourt and Cliffside plazas to busy multi-chair clinics near Scarborough Town Centre. Many serve multilingual patients, with Tamil, Cantonese, Mandarin and Tagalog widely spoken across the district.",
    keyFeatures: [
      "Strip-plaza clinics along Sheppard Avenue East, Kennedy Road and Finch Avenue East, where shared-building internet and cabling vary widely",
      "Multi-chair practices around Scarborough Town Centre and the Highway 401 corridor",
      "Front desks serving Tamil-, Cantonese-, Mandarin- and Tagalog-speaking families",
      "Referral links with specialists near Scarborough Health Network's General, Centenary and Birchmount hospitals",
    ],
    dentalStats: {
      practices: 120,
      population: {
        value: 630_000,
        approximate: true,
        source: `${CENSUS_2021}: approximate sum of the counts for the six Scarborough federal electoral districts (2013 Representation Order; same boundaries as City of Toronto Wards 20-25), rounded to the nearest 10,000`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 30-50 minutes by car via the Don Valley Parkway and Highway 401, or 45-60 minutes by TTC to Scarborough Centre, depending on traffic and connections.",
  },
  {
    id: 3,
    slug: "north-york",
    name: "North York",
    region: "toronto",
    postalCodes: [
      "M2H",
      "M2J",
      "M2K",
      "M2L",
      "M2M",
      "M2N",
      "M2P",
      "M2R",
      "M3A",
      "M3B",
      "M3C",
      "M3H",
      "M3J",
      "M3K",
      "M3L",
      "M3M",
      "M3N",
      "M4A",
      "M5M",
      "M6A",
      "M6B",
      "M6L",
      "M9L",
      "M9M",
    ],
    description:
      "North York's practices cluster along Yonge Street between Sheppard and Finch, around Bayview Village and Don Mills, and near Sunnybrook and North York General hospitals. Many are busy offices in professional and condo towers serving Korean-, Persian-, Mandarin- and Russian-speaking patients.",
    keyFeatures: [
      "Offices in towers along Yonge Street at Sheppard-Yonge, North York Centre and Finch, often on landlord-managed building networks",
      "Specialist and referral practices near Sunnybrook and North York General hospitals",
      "Multilingual patient bases in Willowdale and Newtonbrook, including Korean, Persian and Mandarin speakers",
      "Neighbourhood plaza practices in Don Mills, Bathurst Manor and Downsview",
    ],
    dentalStats: {
      practices: 150,
      population: {
        value: 650_000,
        approximate: true,
        source: `${CENSUS_2021}: estimate for the former City of North York from the counts for the federal electoral districts that cover it (2013 Representation Order; City of Toronto Wards 6, 7 and 16-18 in full, the North York parts of Wards 8 and 15), rounded to the nearest 10,000`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 25-40 minutes by car via the Don Valley Parkway or Yonge Street, or roughly 25 minutes on Line 1 from King Station to North York Centre.",
  },
  {
    id: 4,
    slug: "etobicoke",
    name: "Etobicoke",
    region: "toronto",
    postalCodes: ["M8V", "M8W", "M8X", "M8Y", "M8Z", "M9A", "M9B", "M9C", "M9P", "M9R", "M9V", "M9W"],
    description:
      "Etobicoke's practices run from lakeside offices in Mimico and Long Branch to family clinics along Bloor Street West in The Kingsway and busy plazas in Rexdale. Condo growth at Humber Bay Shores and around Islington and Kipling keeps bringing new patients to the district.",
    keyFeatures: [
      "New patients from condo towers at Humber Bay Shores and around Islington and Kipling stations",
      "Established family practices in The Kingsway and along Bloor Street West",
      "Plaza clinics in Rexdale and Thistletown, near William Osler's Etobicoke General Hospital",
      "Storefront practices along Lake Shore Boulevard West in Mimico, New Toronto and Long Branch",
    ],
    dentalStats: {
      practices: 85,
      population: {
        value: 376_000,
        approximate: true,
        source: `${CENSUS_2021}: sum of the counts for the Etobicoke North, Etobicoke Centre and Etobicoke-Lakeshore federal electoral districts (2013 Representation Order; same boundaries as City of Toronto Wards 1-3), rounded to the nearest 1,000`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 20-40 minutes by car via the Gardiner Expressway, or 35-45 minutes by subway to Islington or Kipling stations on Line 2.",
  },
  {
    id: 5,
    slug: "downtown-toronto",
    name: "Downtown Toronto",
    region: "toronto",
    postalCodes: [
      "M4W",
      "M4X",
      "M4Y",
      "M5A",
      "M5B",
      "M5C",
      "M5E",
      "M5G",
      "M5H",
      "M5J",
      "M5K",
      "M5L",
      "M5S",
      "M5T",
      "M5V",
      "M5X",
    ],
    description:
      "Downtown Toronto's dental offices sit in Financial District towers, along the PATH and in medical buildings near the University Avenue hospitals, serving office workers, students and fast-growing condo neighbourhoods. Our King Street East office is a short trip from most of them.",
    keyFeatures: [
      "Practices in Financial District towers and along the PATH that work within landlord-managed network and access rules",
      "Specialist practices near the University Avenue hospital corridor and the University of Toronto's Faculty of Dentistry",
      "Condo-podium clinics in CityPlace, St. Lawrence and the Distillery District serving dense residential neighbourhoods",
      "Fast on-site response, since most downtown clinics are within walking distance of our office",
    ],
    dentalStats: {
      practices: 180,
      population: {
        value: 256_000,
        approximate: true,
        source: `${CENSUS_2021}: sum of the counts for the Spadina-Fort York and Toronto Centre federal electoral districts (2013 Representation Order; same boundaries as City of Toronto Wards 10 and 13), rounded to the nearest 1,000; downtown has no official census boundary`,
        year: 2021,
      },
    },
    travelFromOffice:
      "Most downtown clinics are a 5-20 minute walk, streetcar ride or short drive from our King Street East office.",
  },
  {
    id: 6,
    slug: "mississauga",
    name: "Mississauga",
    region: "peel",
    postalCodes: [
      "L4T",
      "L4V",
      "L4W",
      "L4X",
      "L4Y",
      "L4Z",
      "L5A",
      "L5B",
      "L5C",
      "L5E",
      "L5G",
      "L5H",
      "L5J",
      "L5K",
      "L5L",
      "L5M",
      "L5N",
      "L5R",
      "L5S",
      "L5T",
      "L5V",
      "L5W",
    ],
    description:
      "Mississauga's dental offices range from medical buildings around Square One and the Hurontario corridor to family practices in Port Credit, Streetsville, Meadowvale and Erin Mills. Many serve multilingual patients, with Urdu, Arabic, Punjabi, Mandarin and Polish widely spoken.",
    keyFeatures: [
      "Medical and professional buildings around Square One and along Hurontario Street",
      "Practices near Trillium Health Partners' Mississauga Hospital and Credit Valley Hospital",
      "Village-style storefront practices in Port Credit and Streetsville",
      "Multi-location groups spread across Highway 401, Highway 403 and the QEW that need linked networks between sites",
    ],
    dentalStats: {
      practices: 210,
      population: {
        value: 717_961,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Mississauga, CY)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 30-50 minutes by car via the Gardiner Expressway and QEW or Highway 403, depending on traffic.",
  },
  {
    id: 7,
    slug: "markham",
    name: "Markham",
    region: "york",
    postalCodes: ["L3P", "L3R", "L3S", "L3T", "L6B", "L6C", "L6E", "L6G"],
    description:
      "Markham's practices span heritage Main Street Unionville and Markham Village, the Pacific Mall and Milliken area, and newer medical offices around Markham Centre and Cornell. Many serve Cantonese-, Mandarin- and Tamil-speaking families across the city.",
    keyFeatures: [
      "New-build medical offices in Cornell and Markham Centre, near Markham Stouffville Hospital",
      "Practices around Pacific Mall and Milliken with Cantonese- and Mandarin-speaking patient bases",
      "Heritage storefront offices on Main Street Unionville and Main Street Markham",
      "Plaza practices along Highway 7, Kennedy Road and Woodbine Avenue near the Highway 404 and 407 interchanges",
    ],
    dentalStats: {
      practices: 95,
      population: {
        value: 338_503,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Markham, CY)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 35-55 minutes by car via the Don Valley Parkway and Highway 404, or 40-50 minutes on the GO Stouffville line from Union Station to Unionville or Markham.",
  },
  {
    id: 8,
    slug: "vaughan",
    name: "Vaughan",
    region: "york",
    postalCodes: ["L4H", "L4J", "L4K", "L4L", "L6A", "L0J"],
    description:
      "Vaughan has grown quickly over the past two decades, and many of its dental offices are new builds in Maple, Vellore Village, Woodbridge and around the Vaughan Metropolitan Centre. Practices here often set up from scratch, the right time to plan networks, imaging and backups properly.",
    keyFeatures: [
      "New-build medical offices near Cortellucci Vaughan Hospital in Maple",
      "Condo and office growth at the Vaughan Metropolitan Centre, at the north end of Line 1",
      "Established family practices in Woodbridge, many serving Italian-speaking patients",
      "Practices in Thornhill and Thornhill Woods along Bathurst Street and Centre Street",
    ],
    dentalStats: {
      practices: 80,
      population: {
        value: 323_103,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Vaughan, CY)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 35-55 minutes by car via Highway 401 and Highway 400, or roughly 40 minutes on Line 1 to Vaughan Metropolitan Centre.",
  },
  {
    id: 9,
    slug: "richmond-hill",
    name: "Richmond Hill",
    region: "york",
    postalCodes: ["L4B", "L4C", "L4E", "L4S"],
    description:
      "Richmond Hill's dental offices line Yonge Street from Hillcrest Mall to Oak Ridges, fill plazas on Highway 7 and Major Mackenzie Drive, and sit in professional buildings near Mackenzie Richmond Hill Hospital. Many practices serve Mandarin-, Cantonese- and Persian-speaking families.",
    keyFeatures: [
      "Practices in professional buildings near Mackenzie Richmond Hill Hospital on Major Mackenzie Drive",
      "Plaza and office practices along Highway 7 and in the Beaver Creek business park",
      "Multilingual patient bases, with Mandarin, Cantonese, Persian and Russian widely spoken",
      "Newer family practices in Oak Ridges and around Lake Wilcox",
    ],
    dentalStats: {
      practices: 65,
      population: {
        value: 202_022,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Richmond Hill, CY)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 35-55 minutes by car via the Don Valley Parkway and Highway 404, or about an hour by Line 1 to Finch and a YRT/Viva connection up Yonge Street.",
  },
  {
    id: 10,
    slug: "oakville",
    name: "Oakville",
    region: "halton",
    postalCodes: ["L6H", "L6J", "L6K", "L6L", "L6M"],
    description:
      "Oakville's dental practices include boutique offices in Downtown Oakville and Bronte Village, family practices in Glen Abbey and River Oaks, and newer clinics in North Oakville near Oakville Trafalgar Memorial Hospital. Many run digital imaging and online booking that depend on reliable IT.",
    keyFeatures: [
      "Boutique practices on Lakeshore Road in Downtown Oakville and Bronte Village",
      "New-build medical offices in North Oakville around Oakville Trafalgar Memorial Hospital",
      "Family practices in Glen Abbey, River Oaks and Clearview plazas",
      "Offices along the Trafalgar Road and QEW corridor, including medical buildings near Oakville Place",
    ],
    dentalStats: {
      practices: 70,
      population: {
        value: 213_759,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Oakville, T)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 35-55 minutes by car via the Gardiner Expressway and QEW, or 30-40 minutes on the Lakeshore West GO line from Union Station to Oakville GO.",
  },
  {
    id: 11,
    slug: "pickering",
    name: "Pickering",
    region: "durham",
    postalCodes: ["L1V", "L1W", "L1X", "L1Y"],
    description:
      "Pickering's dental practices are concentrated around Pickering Town Centre and the Kingston Road corridor, in Bay Ridges near the lake, and in family plazas in Amberlea and Brock Ridge. The new Seaton community in north Pickering is adding households and demand for new practices.",
    keyFeatures: [
      "Practices around Pickering Town Centre and Kingston Road, close to Pickering GO station",
      "Lakeside family practices in Bay Ridges and West Shore",
      "New households and new-build offices in the Seaton community in north Pickering",
      "Referral ties to Lakeridge Health Ajax Pickering Hospital, just east in Ajax",
    ],
    dentalStats: {
      practices: 45,
      population: {
        value: 99_186,
        approximate: false,
        source: `${CENSUS_2021} (census subdivision Pickering, CY)`,
        year: 2021,
      },
    },
    travelFromOffice:
      "About 35-50 minutes by car via the Don Valley Parkway and Highway 401, or 30-35 minutes on the Lakeshore East GO line from Union Station to Pickering GO.",
  },
];

/** An area as a link names it: where it goes and what it is called. */
export type AreaLink = Pick<Location, "slug" | "name">;

/** The areas the home page's location banner offers before it knows where the visitor is. */
const POPULAR_AREA_SLUGS = ["downtown-toronto", "north-york", "scarborough", "mississauga", "markham", "vaughan"];

export function getPopularAreas(): AreaLink[] {
  return LOCATIONS.filter((location) => POPULAR_AREA_SLUGS.includes(location.slug)).map(({ slug, name }) => ({
    slug,
    name,
  }));
}

export function getLocationBySlug(slug: string): Location | undefined {
  return LOCATIONS.find((location) => location.slug === slug);
}

export function getAllLocations(): readonly Location[] {
  return LOCATIONS;
}

export function getLocationsByRegion(region: RegionId): readonly Location[] {
  return LOCATIONS.filter((location) => location.region === region);
}

export function getRegion(id: RegionId): Region {
  return REGION_BY_ID[id];
}
