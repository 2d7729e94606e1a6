import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RichText } from "@/components/content/rich-text";
import { PageBreadcrumb } from "@/components/ui/breadcrumb";
import { TitledSection } from "@/components/ui/titled-section";
import { BLOG_FEATURED_ARTICLES, BLOG_RELATED_RESOURCES } from "@/content/blog-categories";
import { SERVICE_NAV } from "@/content/navigation";
import { popularArticles } from "@/lib/blog/popular";
import { categoryOf, getPublishedPost, listPublishedPostSummaries, splitTags } from "@/lib/blog/posts";
import { formatTorontoDate } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { blogPostingSchema } from "@/lib/core/seo/schema";
import { blogCategoryPath, blogPostPath } from "@/lib/core/paths";

/**
 * A published post: prerendered at build for every published post, rendered on first request for
 * one published later, and regenerated at most every 5 minutes (publishing revalidates at once).
 * proxy.ts answers an unknown or unpublished slug with a real 404 before this page runs.
 */
export const revalidate = 300;

export async function generateStaticParams() {
  return (await listPublishedPostSummaries()).map((p) => ({ slug: p.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublishedPost((await params).slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.slug),
    ownShareCard: true,
    keywords: splitTags(post.tags),
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: [post.author],
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPublishedPost((await params).slug);
  if (!post) notFound();
  const path = blogPostPath(post.slug);
  const category = categoryOf(post.category);
  const tags = splitTags(post.tags);
  const featured = popularArticles(post, BLOG_FEATURED_ARTICLES, await listPublishedPostSummaries());
  const box = "rounded-xl border border-line bg-surface-raised p-5";
  return (
    <>
      <PageBreadcrumb
        trail={[
          { name: "Blog", path: "/blog" },
          { name: post.title, path },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article aria-labelledby="post-title" className="min-w-0">
          <header>
            <h1 id="post-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span>
                Published <time dateTime={post.publishedAt}>{formatTorontoDate(post.publishedAt)}</time>
              </span>
              <span>By {post.author}</span>
              {category ? (
                <span>
                  In{" "}
                  <Link href={blogCategoryPath(category.slug)} className="font-semibold text-link underline">
                    {category.name}
                  </Link>
                </span>
              ) : null}
            </p>
          </header>
          <div className="mt-6 max-w-3xl text-lg">
            <RichText source={post.content} empty="No content available for this blog post." />
          </div>
          {tags.length ? (
            <TitledSection
              id="related-topics"
              title="Related Topics"
              className="mt-10 border-t border-line pt-6"
              titleClassName="text-lg font-bold text-ink"
            >
              <ul className="mt-3 flex flex-wrap gap-2">
                {tags.map((t) => (
                  <li key={t} className="rounded-full border border-line px-3 py-1 text-sm text-ink-muted">
                    {t}
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
          <p className="mt-10">
            <Link
              href="/blog"
              className="inline-flex min-h-11 items-center rounded-lg border border-line px-5 font-semibold text-link hover:bg-surface-raised"
            >
              <span aria-hidden="true">←&nbsp;</span>Back to Blog
            </Link>
          </p>
        </article>
        <aside className="space-y-6" aria-label="More from Toronto Dental IT">
          {featured.length ? (
            <nav aria-labelledby="popular-articles" className={box}>
              <h2 id="popular-articles" className="text-lg font-bold text-ink">
                Popular Articles
              </h2>
              <ul className="mt-3 space-y-2">
                {featured.map((a) => (
                  <li key={a.slug}>
                    <Link href={blogPostPath(a.slug)} className="text-link underline-offset-4 hover:underline">
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav aria-labelledby="our-services" className={box}>
            <h2 id="our-services" className="text-lg font-bold text-ink">
              Our Services
            </h2>
            <ul className="mt-3 space-y-2">
              {SERVICE_NAV.map((s) => (
                <li key={s.href}>
                  <Link href={s.href} className="text-link underline-offset-4 hover:underline">
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
      <section aria-labelledby="related-resources" className="border-t border-line bg-surface-raised">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="related-resources" className="text-2xl font-bold text-ink">
            Related Resources
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {BLOG_RELATED_RESOURCES.map((r) => (
              <li key={r.href} className="relative rounded-xl border border-line bg-surface p-6">
                <h3 className="font-bold text-ink">
                  <Link href={r.href} className="after:absolute after:inset-0 hover:underline">
                    {r.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-ink-muted">{r.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <JsonLd
        data={blogPostingSchema({
          title: post.title,
          description: post.excerpt,
          path,
          author: post.author,
          publishedAt: new Date(post.publishedAt),
          updatedAt: new Date(post.updatedAt),
          category: category?.name ?? post.category,
          tags,
        })}
      />
    </>
  );
}
