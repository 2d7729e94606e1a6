import { PhoneIcon } from "@/components/ui/icons";
import { MAIN_PHONE, telHref } from "@/content/business";

/**
 * The main line in large type, one tap to call: on every support page and beside every error of
 * the urgent-request form, since for a practice that has stopped a call is always the fastest way.
 * It reads the main line's own constant, so the form's script carries that number and not the
 * whole business record.
 */
export function EmergencyPhone({
  className,
  callPrefix = true,
}: {
  className?: string;
  /** Whether screen readers hear "Call" before the number; not when the sentence around says it. */
  callPrefix?: boolean;
}) {
  return (
    <a href={telHref(MAIN_PHONE)} className={className ? `emergency-phone ${className}` : "emergency-phone"}>
      <PhoneIcon />
      {callPrefix ? <span className="sr-only">Call </span> : null}
      {MAIN_PHONE.display}
    </a>
  );
}
