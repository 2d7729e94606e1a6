import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { AdminPageHeader, TableRegion, primaryLinkClass } from "@/components/layout/admin-page-header";
import { PublicationBadge } from "@/components/ui/staff-ui";

/** What every listed record (a blog post, a newsletter issue) has. */
export interface ListedPublication {
  id: number;
  title: string;
  isPublished: boolean;
}

/** A column shown from the small breakpoint up; on a phone its facts move under the title. */
export interface PublicationColumn<R> {
  header: string;
  cellClassName: string;
  cell: (record: R) => ReactNode;
}

/**
 * A staff list of posts or issues: the header with its "New …" link, and a table whose rows link
 * to the editor and, once published, to the public page. One component serves both kinds so the
 * two lists stay alike for the people who use them.
 */
export function PublicationListPage<R extends ListedPublication>({
  title,
  newHref,
  newLabel,
  summary,
  records,
  emptyText,
  tableLabel,
  caption,
  tableClassName,
  columns,
  titleDetail,
  phoneSummary,
  editHref,
  editLabel,
  viewHref,
}: {
  title: string;
  newHref: string;
  newLabel: string;
  summary: ReactNode;
  records: readonly R[];
  emptyText: string;
  tableLabel: string;
  caption: string;
  tableClassName: string;
  columns: readonly PublicationColumn<R>[];
  /** The line under a record's title. */
  titleDetail: (record: R) => ReactNode;
  /** What the hidden columns say, in one line under the title on a phone. */
  phoneSummary: (record: R) => ReactNode;
  editHref: (record: R) => string;
  editLabel: (record: R) => string;
  viewHref: (record: R) => string;
}) {
  return (
    <>
      <AdminPageHeader
        title={title}
        action={
          <Link href={newHref} className={primaryLinkClass}>
            {newLabel}
          </Link>
        }
      >
        <p>{summary}</p>
      </AdminPageHeader>
      {records.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">{emptyText}</p>
      ) : (
        <TableRegion label={tableLabel}>
          <table className={tableClassName}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line bg-surface-alt text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.id} className="border-b border-line last:border-b-0 align-top">
                  <th scope="row" className="px-4 py-3 font-normal">
                    <Link
                      href={editHref(record)}
                      className="font-semibold text-link underline-offset-4 hover:underline"
                    >
                      {record.title}
                    </Link>
                    {titleDetail(record)}
                    <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted sm:hidden">
                      <PublicationBadge published={record.isPublished} />
                      <span>{phoneSummary(record)}</span>
                    </span>
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} className={column.cellClassName}>
                      {column.cell(record)}
                    </td>
                  ))}
                  <td className="px-4 py-0">
                    <div className="flex flex-wrap gap-x-4 whitespace-nowrap sm:flex-nowrap">
                      <Link
                        href={editHref(record)}
                        className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
                      >
                        {editLabel(record)}
                        <span className="sr-only"> “{record.title}”</span>
                      </Link>
                      {record.isPublished ? (
                        <a
                          href={viewHref(record)}
                          className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
                        >
                          View<span className="sr-only"> “{record.title}” on the website</span>
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
