import Link from "@/components/ui/link";
import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";

/** Phone, e-mail, address (and optionally hours), every value from the business record. */
export function ContactDetails({ showHours = false, headingLevel = 3 }: { showHours?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="contact-details space-y-6">
      <li>
        <span>
          <PhoneIcon />
        </span>
        <div>
          <Heading>Phone</Heading>
          <a href={telHref(BUSINESS.phones.main)} className="text-lg font-semibold text-link hover:underline">
            {BUSINESS.phones.main.display}
          </a>
          <p className="text-sm text-ink-muted">Available 24/7 for emergency support</p>
        </div>
      </li>
      <li>
        <span>
          <MailIcon />
        </span>
        <div>
          <Heading>Email</Heading>
          <a
            href={`mailto:${BUSINESS.emails.info}`}
            className="break-all text-lg font-semibold text-link hover:underline"
          >
            {BUSINESS.emails.info}
          </a>
          <p className="text-sm text-ink-muted">We reply {BUSINESS.responsePromises.contactEmail}</p>
        </div>
      </li>
      <li>
        <span>
          <MapPinIcon />
        </span>
        <div>
          <Heading>Office</Heading>
          <Link href="/location" className="text-link hover:underline">
            {formatAddress()}
          </Link>
        </div>
      </li>
      {showHours ? (
        <li>
          <span>
            <ClockIcon />
          </span>
          <div>
            <Heading>Business hours</Heading>
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
