import { MAIN_PHONE, telHref } from "@/content/business";

/**
 * The main line as a link inside a sentence ("… call us at 416-555-0142."), one tap to call. It
 * reads the main line's own constant, so a browser island that shows it carries that number and
 * not the whole business record.
 */
export function MainPhoneLink() {
  return (
    <a href={telHref(MAIN_PHONE)} className="inline-link">
      {MAIN_PHONE.display}
    </a>
  );
}
