import type { ServiceId } from "@/content/services";

/**
 * Copy for the 55 service-by-location pages (/services/{key}/{location}). Each page's main text is
 * its own: what the service means for practices in that suburb. Written as data, one file per
 * service.
 */
export interface SuccessStory {
  /** e.g. "A four-operatory family practice" — never a real or invented client name. */
  practice: string;
  challenge: string;
  outcome: string;
}

export interface LocalQuestion {
  question: string;
  answer: string;
}

export interface ServiceLocationCopy {
  /** A location slug from content/locations.ts. */
  location: string;
  /** One sentence under the hero. */
  heroSubtitle: string;
  /** 60-90 words: what this service means for practices in this suburb. */
  intro: string;
  /** Two paragraphs, 70-100 words each: local practice mix, offices, connectivity; travel and on-site work for this service. */
  localContext: readonly [string, string];
  /** 50-80 words: RCDSO, PHIPA, the IPC or PIPEDA as they bear on this service there. */
  compliance: string;
  faq: readonly [LocalQuestion, LocalQuestion];
}

export interface ServiceLocationSet {
  service: ServiceId;
  /** Six features of the service (shared by its 11 pages). */
  features: readonly string[];
  /** Six benefits (shared by its 11 pages). */
  benefits: readonly string[];
  /** Three example engagements; each page shows one, chosen by (name length + slug length) mod 3. */
  stories: readonly [SuccessStory, SuccessStory, SuccessStory];
  /** One entry per location, in content/locations.ts order. */
  pages: readonly ServiceLocationCopy[];
}
