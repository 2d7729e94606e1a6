import Link from "@/components/ui/link";
import { RichText } from "@/components/content/rich-text";
import { TitledSection } from "@/components/ui/titled-section";
import { BLOG_RELATED_RESOURCES, type BlogCategory } from "@/content/blog-categories";
import { SERVICE_NAV } from "@/content/navigation";
import type { BlogPostDetail } from "@/lib/blog/posts";
import { formatTorontoDate } from "@/lib/core/format";
import { blogCategoryPath, blogPostPath } from "@/lib/core/paths";

/** The parts of a published post's page (/blog/{slug}). */

/** The post itself: its h1, date, author and category, the text, its topics and the way back. */
export function PostArticle({
  post,
  category,
  tags,
}: {
  post: BlogPostDetail;
  category: BlogCategory | undefined;
  tags: readonly string[];
}) {
  return (
    <article aria-labelledby="post-title" className="post-article">
      <header>
        <h1 id="post-title">{post.title}</h1>
        <p>
          <span>
            Published <time dateTime={post.publishedAt}>{formatTorontoDate(post.publishedAt)}</time>
          </span>
          <span>{`By ${post.author}`}</span>
          {category ? (
            <span>
              In <Link href={blogCategoryPath(category.slug)}>{category.name}</Link>
            </span>
          ) : null}
        </p>
      </header>
      <div>
        <RichText source={post.content} empty="No content available for this blog post." />
      </div>
      {tags.length ? (
        <TitledSection id="related-topics" title="Related Topics" titleClassName="">
          <ul className="post-tags">
            {tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
      <p>
        <Link href="/blog">
          <span aria-hidden="true">←&nbsp;</span>Back to Blog
        </Link>
      </p>
    </article>
  );
}

/** A boxed list of links beside the post, named by its h2. */
function LinkListBox({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="link-list-box">
      <h2 id={id}>{title}</h2>
      <ul>
        {/* Keyed by position: the list is fixed for the page, and keys are sent in its data. */}
        {links.map((l, i) => (
          <li key={i}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Beside the post: the popular articles (when there are any) and the services. */
export function PostSidebar({ featured }: { featured: readonly { slug: string; title: string }[] }) {
  return (
    <aside className="space-y-6" aria-label="More from Toronto Dental IT">
      {featured.length ? (
        <LinkListBox
          id="popular-articles"
          title="Popular Articles"
          links={featured.map((a) => ({ href: blogPostPath(a.slug), label: a.title }))}
        />
      ) : null}
      <LinkListBox id="our-services" title="Our Services" links={SERVICE_NAV} />
    </aside>
  );
}

/** The resources under every post. */
export function RelatedResources() {
  return (
    <section aria-labelledby="related-resources" className="related-resources">
      <div className="page-width">
        <h2 id="related-resources">Related Resources</h2>
        <ul className="resource-cards">
          {BLOG_RELATED_RESOURCES.map((r, i) => (
            <li key={i}>
              <h3>
                <Link href={r.href}>{r.title}</Link>
              </h3>
              <p>{r.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
