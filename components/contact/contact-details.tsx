import Link from "next/link";
import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";

/** Phone, e-mail, address (and optionally hours), every value from the business record. */
export function ContactDetails({ showHours = false, headingLevel = 3 }: { showHours?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const item = "flex gap-4";
  const icon =
    "mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-xl text-brand";
  return (
    <ul className="space-y-6">
      <li className={item}>
        <span className={icon}>
          <PhoneIcon />
        </span>
        <div>
          <Heading className="font-semibold text-ink">Phone</Heading>
          <a href={telHref(BUSINESS.phones.main)} className="text-lg font-semibold text-link hover:underline">
            {BUSINESS.phones.main.display}
          </a>
          <p className="text-sm text-ink-muted">Available 24/7 for emergency support</p>
        </div>
      </li>
      <li className={item}>
        <span className={icon}>
          <MailIcon />
        </span>
        <div>
          <Heading className="font-semibold text-ink">Email</Heading>
          <a
            href={`mailto:${BUSINESS.emails.info}`}
            className="break-all text-lg font-semibold text-link hover:underline"
          >
            {BUSINESS.emails.info}
          </a>
          <p className="text-sm text-ink-muted">We reply {BUSINESS.responsePromises.contactEmail}</p>
        </div>
      </li>
      <li className={item}>
        <span className={icon}>
          <MapPinIcon />
        </span>
        <div>
          <Heading className="font-semibold text-ink">Office</Heading>
          <Link href="/location" className="text-link hover:underline">
            {formatAddress()}
          </Link>
        </div>
      </li>
      {showHours ? (
        <li className={item}>
          <span className={icon}>
            <ClockIcon />
          </span>
          <div>
            <Heading className="font-semibold text-ink">Business hours</Heading>
            <p className="text-ink-muted">Monday to Friday: {BUSINESS.officeHours.weekdays}</p>
            <p className="text-ink-muted">Saturday and Sunday: {BUSINESS.officeHours.weekend}</p>
            <p className="mt-1 text-sm text-ink-muted">
              Help desk: {BUSINESS.helpDeskHours.weekdays}. {BUSINESS.helpDeskHours.emergency}.
            </p>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
