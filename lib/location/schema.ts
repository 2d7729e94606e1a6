import { z } from "zod";

/**
 * Body of POST /api/location/reverse-geocode: the visitor's coordinates from the browser's
 * Geolocation API. zod 4 numbers are finite (NaN and Infinity are refused); unknown fields are errors.
 */
export const reverseGeocodeSchema = z.strictObject({
  latitude: z
    .number("Latitude must be a number.")
    .min(-90, "Latitude must be between -90 and 90.")
    .max(90, "Latitude must be between -90 and 90."),
  longitude: z
    .number("Longitude must be a number.")
    .min(-180, "Longitude must be between -180 and 180.")
    .max(180, "Longitude must be between -180 and 180."),
});

export type ReverseGeocodeInput = z.output<typeof reverseGeocodeSchema>;
