import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { BlogPostEditor } from "@/components/blog/post-editor";
import { PublicationBadge } from "@/components/ui/staff-ui";
import { isBlogCategorySlug } from "@/content/blog-categories";
import { getPostForEdit } from "@/lib/blog/staff-posts";
import { parseRecordId } from "@/lib/publishing/records";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/core/format";
import { blogPostPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Edit post" };

export default async function EditBlogPostPage({ params }: PageProps<"/admin/blog/[id]">) {
  await requireStaffPage();
  const id = parseRecordId((await params).id);
  const post = id === null ? null : await getPostForEdit(id);
  if (!post) notFound();
  return (
    <>
      <AdminPageHeader title="Edit post">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PublicationBadge published={post.isPublished} />
          {post.isPublished ? (
            <span>
              On the website since {formatTorontoDate(post.publishedAt ?? post.updatedAt)}:{" "}
              <a href={blogPostPath(post.slug)} className="font-semibold text-link underline underline-offset-4">
                /blog/{post.slug}
              </a>
            </span>
          ) : (
            <span>
              {post.publishedAt
                ? `Unpublished; first published ${formatTorontoDate(post.publishedAt)}.`
                : "Not on the website yet."}
            </span>
          )}
          <span>Last saved {formatTorontoDate(post.updatedAt)}.</span>
        </p>
      </AdminPageHeader>
      <div className="mt-8">
        <BlogPostEditor
          id={post.id}
          published={post.isPublished}
          initial={{
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt,
            category: isBlogCategorySlug(post.category) ? post.category : undefined,
            tags: post.tags,
            author: post.author,
            content: post.content,
          }}
        />
      </div>
    </>
  );
}
