import Link from "@/components/ui/link";
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
    <li id={id} className="feature-card service-card">
      <span>
        <FeatureIcon name={service.icon} />
      </span>
      <Heading>{service.title}</Heading>
      <p>{service.description}</p>
      {children}
      <Link href={servicePath(service)}>
        Learn more<span className="sr-only"> about {service.title}</span>
        <ChevronRightIcon />
      </Link>
    </li>
  );
}
