import "server-only";
import type { z } from "zod";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import type { RouteOutcome } from "@/lib/core/http/post-pipeline";
import { logInfo } from "@/lib/core/log";
import { revalidatePaths } from "@/lib/core/publication";
import { parseRecordId } from "@/lib/core/record-id";

/**
 * The staff routes that save a blog post or a newsletter issue (create, and update by id) work
 * alike: a staff member's request through the POST pipeline, one save, the public pages it
 * changes regenerated at once, one log line, one answer. What differs per kind is described once
 * in the route file and handed here.
 */
export interface PublicationKind<S extends z.core.$ZodType, R extends { kind: string }> {
  /** The routes' name in limits and logs: "blog" gives "blog-create" and "blog-update". */
  route: string;
  /** The log events' names and the id's field: "admin.blog-created", { postId }. */
  log: { prefix: string; idField: string };
  schema: S;
  maxBytes: number;
  /** Said for an id that cannot be a record's ("This post does not exist."). */
  missing: string;
  save: (id: number | null, data: z.output<S>) => Promise<R>;
  /** The public paths a saved record changes (and any it leaves). */
  changedPaths: (saved: Extract<R, { kind: "saved" }>) => string[];
  outcome: (result: R, created: boolean) => RouteOutcome;
}

type Saved = { kind: "saved"; id: number; isPublished: boolean };

async function saveAndRevalidate<S extends z.core.$ZodType, R extends { kind: string }>(
  kind: PublicationKind<S, R>,
  id: number | null,
  data: z.output<S>,
  userId: number,
): Promise<RouteOutcome> {
  const result = await kind.save(id, data);
  if (result.kind === "saved") {
    const saved = result as unknown as Extract<R, { kind: "saved" }> & Saved;
    await revalidatePaths(kind.changedPaths(saved));
    logInfo(`admin.${kind.log.prefix}-${id === null ? "created" : "saved"}`, {
      [kind.log.idField]: saved.id,
      published: saved.isPublished,
      userId,
    });
  }
  return kind.outcome(result, id === null);
}

/** POST /api/admin/<kind>: a new record, as a draft or published at once. */
export function createRoute<S extends z.core.$ZodType, R extends { kind: string }>(kind: PublicationKind<S, R>) {
  return createStaffHandler({
    route: `${kind.route}-create`,
    schema: kind.schema,
    maxBytes: kind.maxBytes,
    handle: (data, { staff }) => saveAndRevalidate(kind, null, data, staff.userId),
  });
}

/** POST /api/admin/<kind>/{id}: saves a record's fields and its status (publish, keep, unpublish). */
export function updateRoute<S extends z.core.$ZodType, R extends { kind: string }>(kind: PublicationKind<S, R>) {
  return createStaffHandler<S, { id: string }>({
    route: `${kind.route}-update`,
    schema: kind.schema,
    maxBytes: kind.maxBytes,
    async handle(data, { staff, params }) {
      const id = parseRecordId(params.id);
      if (id === null) return { status: 404, message: kind.missing };
      return saveAndRevalidate(kind, id, data, staff.userId);
    },
  });
}
