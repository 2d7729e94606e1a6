"use client";

import { PRIVACY_CHOICES_HREF } from "@/components/layout/analytics";
import Link from "@/components/ui/link";
import { openAnalyticsNotice } from "@/lib/browser/analytics-consent";

/**
 * "Privacy choices" in the footer: shows the analytics notice again when analytics is set up on
 * this page, so a visitor can allow or withdraw. Otherwise (no measurement id, a token page, or no
 * JavaScript) it is a plain link to the privacy policy's section about those choices.
 */
export function PrivacyChoicesLink() {
  return (
    <Link
      href={PRIVACY_CHOICES_HREF}
      onClick={(event) => {
        // A new tab or window asked for with a modifier key is the link's business.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        if (openAnalyticsNotice()) event.preventDefault();
      }}
    >
      Privacy choices
    </Link>
  );
}
