import { getRegion } from "@/content/locations";
import { createPostHandler } from "@/lib/core/http/post-pipeline";
import { reverseGeocode } from "@/lib/location/reverse-geocode";
import { matchSuburb } from "@/lib/location/suburb-match";
import { LOCATION_LOOKUP_UNAVAILABLE_STATUS } from "@/lib/location/maps";
import { HOUR, MINUTE } from "@/lib/core/rate-limit";
import { reverseGeocodeSchema } from "@/lib/location/schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

const FOUND = "Location found.";
/** The home page's location banner: coordinates in, city, postal code and matched service area out. */
export const POST = apiRoute(
  createPostHandler({
    route: "geocode",
    schema: reverseGeocodeSchema,
    limits: {
      perAddress: { max: 20, windowMs: 10 * MINUTE },
      perRoute: { max: 2000, windowMs: HOUR },
    },
    successMessage: FOUND,
    async handle({ latitude, longitude }) {
      const result = await reverseGeocode(latitude, longitude);
      if (!result.ok && result.reason === "unavailable") {
        return {
          status: LOCATION_LOOKUP_UNAVAILABLE_STATUS,
          message: "Location lookup is not available",
          extra: { lookupAvailable: false },
        };
      }
      if (!result.ok) {
        // No address at these coordinates is an answer (404); a provider that fails or refuses is a 502.
        return {
          status: result.reason === "no-result" ? 404 : 502,
          message: result.reason === "error" ? "Error fetching location data" : "Could not determine location",
        };
      }
      const match = matchSuburb(result.postalCode, result.city);
      return {
        status: 200,
        message: FOUND,
        extra: {
          city: result.city,
          postalCode: result.postalCode,
          suburb: match ? { slug: match.slug, name: match.name, region: getRegion(match.region).name } : null,
        },
      };
    },
  }),
);
