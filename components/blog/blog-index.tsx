import Link from "@/components/ui/link";
import { RelativeTime } from "@/components/blog/relative-time";
import { PageHero } from "@/components/ui/page-hero";
import { PageLinks } from "@/components/ui/page-links";
import { BLOG_CATEGORIES, type BlogCategory } from "@/content/blog-categories";
import { pageItems, pagination, previewText, type Pagination } from "@/lib/blog/paging";
import { categoryOf, listPublishedPosts, popularTags, splitTags, type BlogPostView } from "@/lib/blog/posts";
import { markupToText } from "@/lib/core/markup";
import { formatTorontoDate } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { blogSchema } from "@/lib/core/seo/schema";
import { blogCategoryPath, blogListPagePath, blogPostPath } from "@/lib/core/paths";

export const BLOG_TITLE = "Dental Practice IT Blog";
export const BLOG_DESCRIPTION =
  "Practical IT advice for dental practices in Toronto and the GTA: dental software, cybersecurity and PIPEDA/PHIPA compliance, cloud, hardware and managed IT.";

function CategoryNav({ current }: { current?: BlogCategory }) {
  const links = [
    { href: "/blog", text: "All Posts", current: !current },
    ...BLOG_CATEGORIES.map((c) => ({
      href: blogCategoryPath(c.slug),
      text: c.name,
      current: current?.slug === c.slug,
    })),
  ];
  return (
    <nav aria-labelledby="blog-categories-heading" className="rounded-xl border border-line bg-surface-raised p-5">
      <h2 id="blog-categories-heading" className="text-lg font-bold text-ink">
        Categories
      </h2>
      {/* Wrapping chips on a phone, so the posts are not pushed below the fold; a list beside them on a wide screen. */}
      <PageLinks
        links={links}
        className="mt-3 flex flex-wrap gap-2 lg:block lg:space-y-1"
        linkClass={(active) =>
          `block rounded-md border px-3 py-2 text-sm lg:border-0 ${active ? "border-brand bg-brand font-semibold text-on-brand" : "border-line text-link hover:bg-surface"}`
        }
      />
    </nav>
  );
}

function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="tag-list flex flex-wrap gap-2">
      {tags.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

function PostCard({ post }: { post: BlogPostView }) {
  const tags = splitTags(post.tags);
  const shown = tags.slice(0, 3);
  const category = categoryOf(post.category);
  const href = blogPostPath(post.slug);
  const headingId = `post-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="post-card">
      <p>
        {category ? <span className="font-semibold text-ink">{category.name}</span> : null}
        <RelativeTime iso={post.publishedAt} label={formatTorontoDate(post.publishedAt)} />
      </p>
      <h2 id={headingId}>
        {/* The title's link covers the whole card, so a click anywhere on it opens the post. */}
        <Link href={href}>{post.title}</Link>
      </h2>
      <p className="mt-2 line-clamp-2 text-ink">{post.excerpt}</p>
      {/* Only the start of the body: three lines are shown, and a long list stays light. */}
      <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{previewText(markupToText(post.content))}</p>
      {shown.length ? (
        <div>
          <TagList tags={shown} label="Tags" />
          {tags.length > 3 ? <span className="text-xs text-ink-muted">+{tags.length - 3} more</span> : null}
        </div>
      ) : null}
      <p>
        <Link href={href}>
          Read Article<span className="sr-only"> about {post.title}</span>
        </Link>
      </p>
    </article>
  );
}

/** Previous / numbered / next links under a list that has more than one page. */
function PageNav({ paging, label }: { paging: Pagination; label: string }) {
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 font-semibold";
  return (
    <nav aria-label={`${label} pages`} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {paging.prev ? (
          <li>
            <Link href={paging.prev} rel="prev" className={`${link} text-link hover:bg-surface-raised`}>
              <span aria-hidden="true">←&nbsp;</span>Newer posts
            </Link>
          </li>
        ) : null}
        {paging.links.map((l) => (
          <li key={l.page}>
            <Link
              href={l.path}
              aria-current={l.page === paging.page ? "page" : undefined}
              aria-label={`Page ${l.page}`}
              className={`${link} ${l.page === paging.page ? "border-brand bg-brand text-on-brand" : "text-link hover:bg-surface-raised"}`}
            >
              {l.page}
            </Link>
          </li>
        ))}
        {paging.next ? (
          <li>
            <Link href={paging.next} rel="next" className={`${link} text-link hover:bg-surface-raised`}>
              Older posts<span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * /blog and /blog/category/{slug}: the same list, all posts or one category's, a page of
 * POSTS_PER_PAGE at a time ({list}/page/{n} for n ≥ 2; the caller has checked that `page` exists).
 */
export async function BlogIndex({ category, page = 1 }: { category?: BlogCategory; page?: number }) {
  // A failed read throws: a page regenerating keeps its last good version, and a first render
  // shows the blog's error boundary.
  const [listed, all] = await Promise.all([listPublishedPosts(category?.slug), listPublishedPosts()]);
  const listPath = category ? blogCategoryPath(category.slug) : "/blog";
  const paging = pagination(listPath, page, listed.length);
  const posts = pageItems(listed, page);
  const path = blogListPagePath(listPath, page);
  const trail = [
    { name: "Blog", path: "/blog" },
    ...(category ? [{ name: category.name, path: listPath }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path }] : []),
  ];
  const tags = popularTags(all, 10);
  return (
    <>
      <PageHero trail={trail} id="blog-hero" title={category ? `${category.name} Articles` : BLOG_TITLE}>
        <p>{category ? category.description : BLOG_DESCRIPTION}</p>
      </PageHero>
      {/* Categories, then posts, then tags on a phone; categories and tags in a left column on a wide screen. */}
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          <CategoryNav current={category} />
        </div>
        <section
          aria-label={category ? `${category.name} posts` : "All posts"}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {posts.length === 0 ? (
            <div className="rounded-xl border border-line bg-surface-raised p-10 text-center">
              <h2 className="text-2xl font-bold text-ink">No blog posts found</h2>
              <p className="mt-2 text-ink-muted">
                {category
                  ? `There are no posts in the ${category.name} category yet.`
                  : "There are no blog posts yet. Check back soon!"}
              </p>
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {posts.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </div>
          )}
          {paging.pages > 1 ? (
            <PageNav paging={paging} label={category ? `${category.name} posts` : "All posts"} />
          ) : null}
        </section>
        {tags.length ? (
          <section
            aria-labelledby="popular-tags-heading"
            className="rounded-xl border border-line bg-surface-raised p-5 lg:col-start-1"
          >
            <h2 id="popular-tags-heading" className="mb-3 text-lg font-bold text-ink">
              Popular Tags
            </h2>
            <TagList tags={tags} label="Popular tags" />
          </section>
        ) : null}
      </div>
      <JsonLd
        data={blogSchema({
          name: category ? `${category.name} | ${BLOG_TITLE}` : BLOG_TITLE,
          description: category ? category.description : BLOG_DESCRIPTION,
          path,
          posts: posts.map((p) => ({
            title: p.title,
            path: blogPostPath(p.slug),
            publishedAt: new Date(p.publishedAt),
          })),
        })}
      />
    </>
  );
}
