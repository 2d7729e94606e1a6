import Link from "next/link";
import type { ReactNode } from "react";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { ChevronRightIcon } from "@/components/ui/icons";
import type { Service } from "@/content/services";
import { servicePath } from "@/lib/core/paths";

/**
 * One service as a card of a list: its icon, title (at the heading level the list sits under),
 * description, anything the list adds (`children`) and the link to its page.
 */
export function ServiceCard({
  service,
  heading: Heading,
  id,
  children,
}: {
  service: Service;
  heading: "h2" | "h3" | "h4";
  id?: string;
  children?: ReactNode;
}) {
  return (
    <li id={id} className="flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-soft text-2xl text-brand">
        <FeatureIcon name={service.icon} />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{service.title}</Heading>
      <p className="mt-2 text-ink-muted">{service.description}</p>
      {children}
      <Link
        href={servicePath(service)}
        className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-link hover:underline"
      >
        Learn more<span className="sr-only"> about {service.title}</span>
        <ChevronRightIcon />
      </Link>
    </li>
  );
}
