import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, TableRegion, primaryLinkClass } from "@/components/admin/admin-page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { getBlogCategory } from "@/content/blog-categories";
import { listAllPosts } from "@/lib/admin/blog";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/format";

export const metadata: Metadata = { title: "Blog posts" };

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
          {posts.length} post{posts.length === 1 ? "" : "s"}: {posts.length - drafts} published, {drafts} draft{drafts === 1 ? "" : "s"}. A draft
          appears nowhere on the website; publishing puts it on the blog, its category page and the sitemaps at once.
        </p>
      </AdminPageHeader>
      {posts.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">No posts yet. Write the first one with “New post”.</p>
      ) : (
        <TableRegion label="All blog posts">
          <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
            <caption className="sr-only">All blog posts, drafts first, then the published ones, newest first</caption>
            <thead className="border-b border-line bg-surface-alt text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Published
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
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
                    <Link href={`/admin/blog/${post.id}`} className="font-semibold text-link underline-offset-4 hover:underline">
                      {post.title}
                    </Link>
                    <span className="mt-1 block break-all font-mono text-xs text-ink-muted">/blog/{post.slug}</span>
                  </th>
                  <td className="px-4 py-3">
                    <StatusBadge published={post.isPublished} />
                  </td>
                  <td className="px-4 py-3 text-ink-muted">
                    {post.publishedAt ? formatTorontoDate(post.publishedAt) : "Not yet"}
                    <span className="mt-1 block text-xs">Edited {formatTorontoDate(post.updatedAt)}</span>
                  </td>
                  <td className="px-4 py-3 text-ink-muted">{getBlogCategory(post.category)?.name ?? post.category}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-x-4 gap-y-1">
                      <Link href={`/admin/blog/${post.id}`} className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline">
                        Edit<span className="sr-only"> “{post.title}”</span>
                      </Link>
                      {post.isPublished ? (
                        <a href={`/blog/${post.slug}`} className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline">
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
