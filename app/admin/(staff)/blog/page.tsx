import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, TableRegion, primaryLinkClass } from "@/components/layout/admin-page-header";
import { PublicationBadge } from "@/components/ui/staff-ui";
import { getBlogCategory } from "@/content/blog-categories";
import { listAllPosts } from "@/lib/blog/staff-posts";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/core/format";

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
    <>
      <AdminPageHeader
        title="Blog posts"
        action={
          <Link href="/admin/blog/new" className={primaryLinkClass}>
            New post
          </Link>
        }
      >
        <p>
          {posts.length} post{posts.length === 1 ? "" : "s"}: {posts.length - drafts} published, {drafts} draft
          {drafts === 1 ? "" : "s"}. A draft appears nowhere on the website; publishing puts it on the blog, its
          category page and the sitemaps at once.
        </p>
      </AdminPageHeader>
      {posts.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">
          No posts yet. Write the first one with “New post”.
        </p>
      ) : (
        <TableRegion label="All blog posts">
          <table className="w-full border-collapse text-left text-sm sm:min-w-[46rem]">
            <caption className="sr-only">All blog posts, drafts first, then the published ones, newest first</caption>
            <thead className="border-b border-line bg-surface-alt text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Status
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Published
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Category
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-b border-line last:border-b-0 align-top">
                  <th scope="row" className="px-4 py-3 font-normal">
                    <Link
                      href={`/admin/blog/${post.id}`}
                      className="font-semibold text-link underline-offset-4 hover:underline"
                    >
                      {post.title}
                    </Link>
                    <span className="mt-1 block break-all font-mono text-xs text-ink-muted">/blog/{post.slug}</span>
                    <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted sm:hidden">
                      <PublicationBadge published={post.isPublished} />
                      <span>
                        {published(post.publishedAt)} · {categoryName(post.category)}
                      </span>
                    </span>
                  </th>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <PublicationBadge published={post.isPublished} />
                  </td>
                  <td className="hidden px-4 py-3 whitespace-nowrap text-ink-muted sm:table-cell">
                    {published(post.publishedAt)}
                    {edited(post.publishedAt, post.updatedAt) ? (
                      <span className="mt-1 block text-xs">Edited {formatTorontoDate(post.updatedAt)}</span>
                    ) : null}
                  </td>
                  <td className="hidden px-4 py-3 text-ink-muted sm:table-cell">{categoryName(post.category)}</td>
                  <td className="px-4 py-0">
                    <div className="flex flex-wrap gap-x-4 whitespace-nowrap sm:flex-nowrap">
                      <Link
                        href={`/admin/blog/${post.id}`}
                        className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
                      >
                        Edit<span className="sr-only"> “{post.title}”</span>
                      </Link>
                      {post.isPublished ? (
                        <a
                          href={`/blog/${post.slug}`}
                          className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
                        >
                          View<span className="sr-only"> “{post.title}” on the website</span>
                        </a>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
