import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogPostEditor } from "@/components/blog/post-editor";
import { PublicationEditHeader } from "@/components/publishing/publication-edit-header";
import { isBlogCategorySlug } from "@/content/blog-categories";
import { getPostForEdit } from "@/lib/blog/staff-posts";
import { parseRecordId } from "@/lib/core/record-id";
import { requireStaffPage } from "@/lib/auth/session";
import { blogPostPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Edit post" };

export default async function EditBlogPostPage({ params }: PageProps<"/admin/blog/[id]">) {
  await requireStaffPage();
  const id = parseRecordId((await params).id);
  const post = id === null ? null : await getPostForEdit(id);
  if (!post) notFound();
  return (
    <>
      <PublicationEditHeader title="Edit post" record={post} publicPath={blogPostPath(post.slug)} />
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
    </>
  );
}
