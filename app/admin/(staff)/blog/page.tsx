import type { Metadata } from "next";
import { PublicationListPage } from "@/components/publishing/publication-list";
import { PublicationBadge } from "@/components/ui/staff-ui";
import { getBlogCategory } from "@/content/blog-categories";
import { listAllPosts } from "@/lib/blog/staff-posts";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/core/format";
import { adminBlogPostPath, blogPostPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Blog posts" };

const published = (date: Date | null) => (date ? formatTorontoDate(date) : "Not published yet");
const categoryName = (slug: string) => getBlogCategory(slug)?.name ?? slug;
/** Whether a post was edited on a later day than it was published (or is a draft). */
const edited = (publishedAt: Date | null, updatedAt: Date) =>
  !publishedAt || formatTorontoDate(publishedAt) !== formatTorontoDate(updatedAt);

export default async function AdminBlogPage() {
  await requireStaffPage();
  const posts = await listAllPosts();
  const drafts = posts.filter((p) => !p.isPublished).length;
  return (
    <PublicationListPage
      title="Blog posts"
      newHref="/admin/blog/new"
      newLabel="New post"
      summary={
        <>
          {posts.length} post{posts.length === 1 ? "" : "s"}: {posts.length - drafts} published, {drafts} draft
          {drafts === 1 ? "" : "s"}. A draft appears nowhere on the website; publishing puts it on the blog, its
          category page and the sitemaps at once.
        </>
      }
      records={posts}
      emptyText="No posts yet. Write the first one with “New post”."
      tableLabel="All blog posts"
      caption="All blog posts, drafts first, then the published ones, newest first"
      tableClassName="w-full border-collapse text-left text-sm sm:min-w-[46rem]"
      columns={[
        {
          header: "Status",
          cellClassName: "hidden px-4 py-3 sm:table-cell",
          cell: (post) => <PublicationBadge published={post.isPublished} />,
        },
        {
          header: "Published",
          cellClassName: "hidden px-4 py-3 whitespace-nowrap text-ink-muted sm:table-cell",
          cell: (post) => (
            <>
              {published(post.publishedAt)}
              {edited(post.publishedAt, post.updatedAt) ? (
                <span className="mt-1 block text-xs">Edited {formatTorontoDate(post.updatedAt)}</span>
              ) : null}
            </>
          ),
        },
        {
          header: "Category",
          cellClassName: "hidden px-4 py-3 text-ink-muted sm:table-cell",
          cell: (post) => categoryName(post.category),
        },
      ]}
      titleDetail={(post) => (
        <span className="mt-1 block break-all font-mono text-xs text-ink-muted">/blog/{post.slug}</span>
      )}
      phoneSummary={(post) => (
        <>
          {published(post.publishedAt)} · {categoryName(post.category)}
        </>
      )}
      editHref={(post) => adminBlogPostPath(post.id)}
      editLabel={() => "Edit"}
      viewHref={(post) => blogPostPath(post.slug)}
    />
  );
}
