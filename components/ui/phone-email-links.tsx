import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { BUSINESS, telHref } from "@/content/business";

/** The main phone number and the info address as two bold links, one a line, each after its icon. */
export function PhoneEmailLinks() {
  return (
    <>
      <a href={telHref(BUSINESS.phones.main)} className="contact-link">
        <PhoneIcon /> {BUSINESS.phones.main.display}
      </a>
      <a href={`mailto:${BUSINESS.emails.info}`} className="contact-link break-all">
        <MailIcon /> {BUSINESS.emails.info}
      </a>
    </>
  );
}
