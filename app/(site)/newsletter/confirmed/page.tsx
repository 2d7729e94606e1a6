import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { BUSINESS } from "@/content/business";
import { CONFIRMED_TITLE } from "@/content/newsletter";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { MessagePage } from "@/components/layout/message-page";

export const metadata: Metadata = buildMetadata({
  title: "Subscription Confirmed",
  description: `Your subscription to the ${BUSINESS.name} newsletter is confirmed.`,
  path: "/newsletter/confirmed",
  noindex: true,
});

/** Where a confirmed subscription lands (static: it names nobody). */
export default function ConfirmedPage() {
  const link = buttonClasses({ variant: "secondary", size: "touch" });
  return (
    <MessagePage title={CONFIRMED_TITLE}>
      <p className="mt-4 text-lg text-ink-muted" role="status">
        Thank you. A welcome e-mail is on its way, and the monthly Dental Tech Trends newsletter from {BUSINESS.name}{" "}
        will follow. Every issue has a link to unsubscribe.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        <li>
          <Link href="/newsletter" className={link}>
            Read past issues
          </Link>
        </li>
        <li>
          <Link href="/blog" className={link}>
            Visit our blog
          </Link>
        </li>
        <li>
          <Link href="/" className={link}>
            Return to Homepage
          </Link>
        </li>
      </ul>
    </MessagePage>
  );
}
