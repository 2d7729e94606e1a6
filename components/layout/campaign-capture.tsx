"use client";

import { useEffect } from "react";
import { captureCampaign } from "@/lib/browser/campaign";

/**
 * Records the visit's first touch on whichever public page a tab opens first (the site layout
 * holds it, so it runs once per page load, not on each client-side navigation). A form on the
 * landing page records it too, before reading it, so the order of effects does not matter.
 */
export function CampaignCapture() {
  useEffect(() => captureCampaign(), []);
  return null;
}
