import { LOCATIONS, type Location } from "@/content/locations";

/** The forward sortation area of a postal code: first three characters, upper-case, spaces removed. */
export function forwardSortationArea(postalCode: string | null | undefined): string | null {
  if (!postalCode) return null;
  const fsa = postalCode.replace(/\s+/g, "").toUpperCase().slice(0, 3);
  return fsa.length === 3 ? fsa : null;
}

/**
 * The service area for a visitor's postal code and city. The postal code's FSA is compared with
 * each location's FSAs in LOCATIONS order (first match wins); a visitor in Toronto whose FSA no
 * location lists is shown Downtown Toronto. Undefined when neither identifies a service area.
 */
export function matchSuburb(
  postalCode: string | null | undefined,
  city: string | null | undefined,
): Location | undefined {
  const fsa = forwardSortationArea(postalCode);
  if (fsa) {
    const byPostalCode = LOCATIONS.find((location) => location.postalCodes.includes(fsa));
    if (byPostalCode) return byPostalCode;
  }
  if (city?.trim().toLowerCase() === "toronto") {
    return LOCATIONS.find((location) => location.slug === "downtown-toronto");
  }
  return undefined;
}
