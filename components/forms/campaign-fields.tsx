"use client";

import { useEffect, useState } from "react";
import { readCampaign } from "@/lib/browser/campaign";
import { CAMPAIGN_FIELDS, NO_CAMPAIGN, type Campaign } from "@/lib/core/campaign";

/**
 * The visit's first-touch campaign as hidden fields, for a form the browser posts itself (sent
 * before the island's script took over). Empty in the server's HTML, so hydration matches, and
 * filled from the tab's sessionStorage once the page runs; without JavaScript they stay empty and
 * the server stores nothing. A scripted send reads the campaign itself (campaignBody).
 */
export function CampaignFields() {
  const [campaign, setCampaign] = useState<Campaign>(NO_CAMPAIGN);
  useEffect(() => setCampaign(readCampaign()), []);
  return (
    <>
      {CAMPAIGN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={campaign[name] ?? ""} />
      ))}
    </>
  );
}
