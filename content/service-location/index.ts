import { CLOUD_SOLUTIONS_LOCATIONS } from "@/content/service-location/cloud-solutions";
import { CYBERSECURITY_LOCATIONS } from "@/content/service-location/cybersecurity";
import { DENTAL_SOFTWARE_LOCATIONS } from "@/content/service-location/dental-software";
import { HARDWARE_LOCATIONS } from "@/content/service-location/hardware";
import { MANAGED_IT_LOCATIONS } from "@/content/service-location/managed-it";
import type { ServiceLocationCopy, ServiceLocationSet, SuccessStory } from "@/content/service-location/types";

export const SERVICE_LOCATION_SETS: readonly ServiceLocationSet[] = [
  MANAGED_IT_LOCATIONS,
  DENTAL_SOFTWARE_LOCATIONS,
  CYBERSECURITY_LOCATIONS,
  CLOUD_SOLUTIONS_LOCATIONS,
  HARDWARE_LOCATIONS,
];

/** The copy of one service's location pages, by the service's id. */
export function getServiceLocationSet(id: string): ServiceLocationSet | undefined {
  return SERVICE_LOCATION_SETS.find((s) => s.service === id);
}

export function getServiceLocationCopy(id: string, location: string): ServiceLocationCopy | undefined {
  return getServiceLocationSet(id)?.pages.find((p) => p.location === location);
}

/**
 * Which of its service's three success stories a page shows, fixed per page so it never changes
 * between builds:
 * (suburb name length + slug length) mod 3.
 */
export function storyIndex(name: string, slug: string): 0 | 1 | 2 {
  return ((name.length + slug.length) % 3) as 0 | 1 | 2;
}

export function pickStory(set: ServiceLocationSet, name: string, slug: string): SuccessStory {
  return set.stories[storyIndex(name, slug)];
}
