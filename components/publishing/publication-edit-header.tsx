import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { PublicationBadge } from "@/components/ui/staff-ui";
import { formatTorontoDate } from "@/lib/core/format";

/** What the header of a post's or an issue's editor page says about the record. */
export interface EditedPublication {
  isPublished: boolean;
  /** null: never published. */
  publishedAt: Date | null;
  updatedAt: Date;
}

/**
 * The heading of a post's or an issue's editor page: published or draft, since when and where
 * it is on the website (or that it is not), and when it was last saved.
 */
export function PublicationEditHeader({
  title,
  record,
  publicPath,
}: {
  title: string;
  record: EditedPublication;
  /** The record's public page, linked (and shown) while it is published. */
  publicPath: string;
}) {
  return (
    <AdminPageHeader title={title}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <PublicationBadge published={record.isPublished} />
        {record.isPublished ? (
          <span>
            On the website since {formatTorontoDate(record.publishedAt ?? record.updatedAt)}:{" "}
            <a href={publicPath} className="font-semibold text-link underline underline-offset-4">
              {publicPath}
            </a>
          </span>
        ) : (
          <span>
            {record.publishedAt
              ? `Unpublished; first published ${formatTorontoDate(record.publishedAt)}.`
              : "Not on the website yet."}
          </span>
        )}
        <span>Last saved {formatTorontoDate(record.updatedAt)}.</span>
      </p>
    </AdminPageHeader>
  );
}
