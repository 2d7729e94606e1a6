import { NO_CAMPAIGN, campaignValue, cleanCampaign, referrerDomain, type Campaign } from "@/lib/core/campaign";

/**
 * The visit's first-touch campaign, kept in the tab's sessionStorage until a form sends it with a
 * lead (docs/decisions/0030-lead-campaigns.md). The landing page may be a cached, prerendered page
 * whose server never sees the query string, so only the browser can read it.
 *
 * First touch: the first page of the tab's visit decides, even when it carried nothing (that visit
 * is then direct / unknown); later pages of the same tab never overwrite it. Without sessionStorage
 * (blocked, or a private mode that refuses writes) nothing is kept and forms send nothing.
 */
export const CAMPAIGN_STORAGE_KEY = "tdi-first-touch";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return null;
  }
}

/** What a landing page carries: its utm tags and the other site that sent the visitor, if any. */
export function campaignFromLanding(search: string, referrer: string, ownHost: string): Campaign {
  const params = new URLSearchParams(search);
  let from: string | null = null;
  try {
    const host = referrer ? new URL(referrer).hostname : "";
    // Our own pages are not a referrer: a visit that reloads or comes back from our own site
    // names no other site.
    from = host && host.toLowerCase() !== ownHost.toLowerCase() ? referrerDomain(host) : null;
  } catch {
    from = null;
  }
  return {
    utmSource: campaignValue(params.get("utm_source")),
    utmMedium: campaignValue(params.get("utm_medium")),
    utmCampaign: campaignValue(params.get("utm_campaign")),
    referrerDomain: from,
  };
}

/**
 * Records this page as the visit's first touch, unless the tab already holds one. Safe to call from
 * every page and every form: only the first call of a tab writes.
 */
export function captureCampaign(): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(CAMPAIGN_STORAGE_KEY) !== null) return;
    const landing = campaignFromLanding(window.location.search, document.referrer, window.location.hostname);
    store.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // A full or refusing storage: the visit simply carries no campaign.
  }
}

/** The visit's campaign for a form (recording it first if this is the landing page), each value checked again. */
export function readCampaign(): Campaign {
  captureCampaign();
  const store = storage();
  if (!store) return NO_CAMPAIGN;
  try {
    const raw = store.getItem(CAMPAIGN_STORAGE_KEY);
    return raw ? cleanCampaign(JSON.parse(raw)) : NO_CAMPAIGN;
  } catch {
    return NO_CAMPAIGN;
  }
}

let snapshot: { key: string; campaign: Campaign } | null = null;

/**
 * The campaign for useSyncExternalStore: the same object while the record is unchanged (React
 * renders again whenever the snapshot is a new object). The server's snapshot is NO_CAMPAIGN.
 */
export function campaignSnapshot(): Campaign {
  const campaign = readCampaign();
  const key = JSON.stringify(campaign);
  if (snapshot?.key !== key) snapshot = { key, campaign };
  return snapshot.campaign;
}

/** The record never changes after the landing page, so there is nothing to listen to. */
export function subscribeCampaign(): () => void {
  return () => undefined;
}

/** The campaign as a JSON body's fields: only those with a value. */
export function campaignBody(): Partial<Campaign> {
  return Object.fromEntries(Object.entries(readCampaign()).filter(([, v]) => v !== null));
}
