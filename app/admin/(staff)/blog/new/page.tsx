import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { BlogPostEditor } from "@/components/blog/post-editor";
import { BUSINESS } from "@/content/business";
import { requireStaffPage } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New post" };

export default async function NewBlogPostPage() {
  await requireStaffPage();
  return (
    <>
      <AdminPageHeader title="New post">
        <p>
          Write the post and check the preview. “Save as draft” keeps it off the website; “Publish” puts it on the blog
          at once.
        </p>
      </AdminPageHeader>
      <BlogPostEditor
        id={null}
        published={false}
        initial={{ title: "", slug: "", excerpt: "", tags: "", author: BUSINESS.name, content: "" }}
      />
    </>
  );
}
