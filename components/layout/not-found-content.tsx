import { ButtonLink } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { AccessibilityStrip } from "@/components/layout/accessibility-strip";
import { NotFoundFallback } from "@/components/layout/not-found-fallback";
import { BUSINESS } from "@/content/business";
import { HomeIcon, MapPinIcon, ServerIcon, SitemapIcon, MailIcon } from "@/components/ui/icons";

const SUGGESTIONS = [
  {
    href: "/services",
    title: "IT Services",
    text: "Managed IT, dental software, cybersecurity, cloud and hardware support.",
    Icon: ServerIcon,
  },
  {
    href: "/contact",
    title: "Contact Us",
    text: "Tell us what you were looking for and we will point you to it.",
    Icon: MailIcon,
  },
  {
    href: "/locations",
    title: "Locations",
    text: "The Toronto neighbourhoods and GTA cities we serve.",
    Icon: MapPinIcon,
  },
];

export interface NotFoundCopy {
  title: string;
  message: string;
  /** A first button before "Return to Homepage", e.g. back to the blog. */
  back?: { href: string; label: string };
}

const DEFAULT_COPY: NotFoundCopy = {
  title: "Page Not Found",
  message:
    "The page you are looking for may have been moved, renamed or never existed. Check the address, or use one of the links below to find what you need.",
};

/** The blog's own 404, for /blog/{slug} when no published post has that slug. */
export const BLOG_POST_NOT_FOUND: NotFoundCopy = {
  title: "Blog Post Not Found",
  message: "The blog post you're looking for may have been moved or doesn't exist.",
  back: { href: "/blog", label: "Return to Blog" },
};

/**
 * The not-found page, every 404 of the site in one of its variants: "shell" inside the (site)
 * layout, which draws the header, the <main> landmark and the footer around it; "bare" standing
 * alone, for a path under no section of the site, with its own <main> and the accessibility strip.
 * proxy.ts answers every path that is no page with one of those, prerendered.
 *
 * "fallback" is the root not-found boundary's: only a page that calls notFound() itself reaches it,
 * which the proxy's checks leave to a rare race. The App Router sends a layout's not-found boundary,
 * rendered, in the React data of every page under it (twice: the root layout's and the site
 * layout's), so it is kept to a heading and a link, drawn by a browser island
 * (docs/decisions/0013-page-weight.md).
 *
 * Each variant carries `data-not-found`: the real-user measurement reports a 404 as the page kind
 * "other" whatever its address looks like (lib/browser/vitals-report.ts).
 */
export function NotFoundPage({ variant, copy }: { variant: "shell" | "bare" | "fallback"; copy?: NotFoundCopy }) {
  if (variant === "shell") return <NotFoundContent copy={copy} />;
  if (variant === "fallback") return <NotFoundFallback title={DEFAULT_COPY.title} />;
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <NotFoundContent copy={copy} />
      </main>
      <AccessibilityStrip />
    </>
  );
}

/** The not-found page's body, the same in both variants. */
function NotFoundContent({ copy = DEFAULT_COPY }: { copy?: NotFoundCopy }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24" data-not-found="">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{copy.message}</p>
      <p className="mt-3 text-ink-muted">
        Need help right away? E-mail{" "}
        <a href={`mailto:${BUSINESS.emails.support}`} className="inline-link">
          {BUSINESS.emails.support}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {copy.back ? (
          <ButtonLink href={copy.back.href} size="roomy" className="inline-flex items-center gap-2">
            {copy.back.label}
          </ButtonLink>
        ) : null}
        <ButtonLink href="/" size="roomy" className="inline-flex items-center gap-2">
          <HomeIcon /> Return to Homepage
        </ButtonLink>
        <ButtonLink href="/sitemap" variant="secondary" size="roomy" className="inline-flex items-center gap-2">
          <SitemapIcon /> View Sitemap
        </ButtonLink>
      </div>
      <h2 className="sr-only">Suggestions</h2>
      <ul className="mt-12 grid gap-4 text-left sm:grid-cols-3">
        {SUGGESTIONS.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="block h-full rounded-xl border border-line bg-surface-raised p-5 hover:border-brand hover:shadow-md"
            >
              <Icon className="text-2xl text-brand" />
              <span className="mt-3 block font-semibold text-ink">{title}</span>
              <span className="mt-1 block text-sm text-ink-muted">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
