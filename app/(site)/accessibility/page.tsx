import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PageHero } from "@/components/ui/page-hero";
import { ACCESSIBILITY_STATEMENT } from "@/content/accessibility";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { longDate } from "@/lib/core/format";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Accessibility Statement",
  description: `${BUSINESS.name}'s commitment to an accessible website: ${ACCESSIBILITY_STATEMENT.standard} conformance status, how we assess it and how to give feedback.`,
  path: "/accessibility",
});

export default function AccessibilityPage() {
  const s = ACCESSIBILITY_STATEMENT;
  const h2 = "mt-10 text-2xl font-bold text-ink";
  const p = "mt-3 text-ink-muted";
  return (
    <>
      <PageHero
        trail={[{ name: "Accessibility", path: "/accessibility" }]}
        id="a11y-hero"
        title="Accessibility Statement"
      >
        <p>
          Everyone who runs or works in a dental practice should be able to use this website, whatever their abilities
          or devices.
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold text-ink">Our commitment</h2>
        <p className={p}>
          {BUSINESS.name} is committed to making its website accessible to people with disabilities. We keep improving
          the experience for everyone and apply the relevant accessibility standards, in the spirit of the Accessibility
          for Ontarians with Disabilities Act.
        </p>
        <h2 className={h2}>Conformance status</h2>
        <p className={p}>
          The Web Content Accessibility Guidelines (WCAG) define requirements that help designers and developers make
          content more accessible. This website is <strong>{s.conformance}</strong> with <strong>{s.standard}</strong>:
          some parts of the content may not yet fully conform to the standard.
        </p>
        <h2 className={h2}>Features of this site</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-muted">
          <li>
            An accessibility panel (the round button in the corner) with a High Contrast mode, text size from 90 % to
            150 %, and light, dark or system theme. Your choices are remembered on this device.
          </li>
          <li>
            A &ldquo;Skip to main content&rdquo; link, visible keyboard focus, and menus, accordions and carousels that
            work with the keyboard alone.
          </li>
          <li>
            Moving content (testimonials, partner logos) with Pause/Play buttons, kept still when your device asks for
            reduced motion.
          </li>
          <li>Form fields with visible labels and error messages announced to screen readers.</li>
        </ul>
        <h2 className={h2}>How we assess accessibility</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-muted">
          <li>
            <strong>Self-evaluation:</strong> we review pages against the WCAG 2.1 AA success criteria when we build or
            change them.
          </li>
          <li>
            <strong>Automated tools:</strong> every page is checked with automated accessibility and HTML validation
            tools in standard, high-contrast and dark display modes before it is published.
          </li>
          <li>
            <strong>Assistive-technology testing:</strong> we test key journeys with the keyboard alone and with screen
            readers.
          </li>
        </ul>
        <h2 className={h2}>Feedback</h2>
        <p className={p}>
          We welcome your feedback. If you meet a barrier on this website, please tell us and we will reply{" "}
          {BUSINESS.responsePromises.accessibilityFeedback}:
        </p>
        <ul className="mt-3 space-y-2 text-ink-muted">
          <li>
            Phone: <MainPhoneLink />
          </li>
          <li>
            E-mail:{" "}
            <a href={`mailto:${BUSINESS.emails.info}`} className="inline-link">
              {BUSINESS.emails.info}
            </a>
          </li>
          <li>
            Or use our{" "}
            <Link href="/contact" className="inline-link">
              contact form
            </Link>
          </li>
        </ul>
        <h2 className={h2}>Resources</h2>
        <ul className="mt-3 space-y-2">
          {s.resources.map((r) => (
            <li key={r.href}>
              <a href={r.href} className="text-link underline" rel="noopener noreferrer" target="_blank">
                {r.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-ink-muted">
          This statement was prepared on <time dateTime={s.date}>{longDate(s.date)}</time>.
        </p>
      </article>
    </>
  );
}
