"use client";

import { useSyncExternalStore } from "react";
import { campaignSnapshot, subscribeCampaign } from "@/lib/browser/campaign";
import { CAMPAIGN_FIELDS, NO_CAMPAIGN } from "@/lib/core/campaign";

/**
 * The visit's first-touch campaign as hidden fields of a lead form, so the form's own post carries
 * it as the scripted send's JSON does (campaignBody). Empty in the server's HTML, so hydration
 * matches and a cached page is the same for everyone, then filled from the tab's sessionStorage as
 * the page hydrates (the server's snapshot is empty). A post made before that, or without
 * JavaScript, carries none, and the server stores nulls.
 */
export function CampaignFields() {
  const campaign = useSyncExternalStore(subscribeCampaign, campaignSnapshot, () => NO_CAMPAIGN);
  return (
    <>
      {CAMPAIGN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={campaign[name] ?? ""} />
      ))}
    </>
  );
}
