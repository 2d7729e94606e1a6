import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { BUSINESS, telHref } from "@/content/business";

/** The main phone number and the info address as two bold links, one a line, each after its icon. */
export function PhoneEmailLinks() {
  return (
    <>
      <a
        href={telHref(BUSINESS.phones.main)}
        className="flex items-center gap-2 font-semibold text-link hover:underline"
      >
        <PhoneIcon /> {BUSINESS.phones.main.display}
      </a>
      <a
        href={`mailto:${BUSINESS.emails.info}`}
        className="flex items-center gap-2 break-all font-semibold text-link hover:underline"
      >
        <MailIcon /> {BUSINESS.emails.info}
      </a>
    </>
  );
}
