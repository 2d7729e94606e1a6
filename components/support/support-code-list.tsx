import { Button } from "@/components/ui/button";
import { ConfirmedAction, summaryClass } from "@/components/ui/confirmed-action";
import { inputClass } from "@/components/forms/field";
import { PostForm } from "@/components/ui/post-form";
import { EmptyList, StaffTable, StatusBadge, headingsFrom, shownFrom, tdClass } from "@/components/ui/staff-ui";
import { Moment } from "@/components/support/urgent-bits";
import { adminSupportCodeApiPath } from "@/lib/core/paths";
import type { SupportCodeRow } from "@/lib/support/code-store";

/** The code's last two characters, read one by one by a screen reader. */
function Hint({ hint }: { hint: string }) {
  return (
    <>
      <span aria-hidden="true" className="font-mono">
        …{hint}
      </span>
      <span className="sr-only">code ending in {hint.split("").join(" ")}</span>
    </>
  );
}

function Status({ code }: { code: SupportCodeRow }) {
  return code.revokedAt ? (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status="revoked" label="Revoked" tone="muted" />
      <span className="whitespace-nowrap text-xs text-ink-muted">
        <Moment at={code.revokedAt} />
      </span>
    </span>
  ) : (
    <StatusBadge status="active" label="Active" />
  );
}

/**
 * The practices' codes, active ones first. Renaming and revoking each open a small step first
 * (a disclosure), so revoking is confirmed with and without a script: a revoked code pages no one
 * again, for good. The forms sit on the codes page only, which is where their route sends a form
 * posted without a script back to, so they carry no `from`.
 */
export function SupportCodeList({ codes, maxLength }: { codes: readonly SupportCodeRow[]; maxLength: number }) {
  if (codes.length === 0)
    return (
      <EmptyList>
        No support codes yet. Without one, a practice&apos;s urgent requests are taken and e-mailed but page no one.
      </EmptyList>
    );
  const wide = shownFrom("sm");
  return (
    <StaffTable
      region="Support codes"
      caption="Support codes: active ones first, by practice"
      className="mt-4 w-full border-collapse text-left text-sm sm:min-w-[44rem]"
      headings={["Practice", ...headingsFrom("sm", ["Code", "Made", "Status"])]}
      actions
    >
      {codes.map((c) => (
        <tr key={c.id}>
          <td className={`${tdClass} min-w-36 max-w-xs break-words`}>
            <span className="font-semibold">{c.practice}</span>
            {/* On a phone the other columns' facts move here, under the practice. */}
            <span className="mt-1 flex flex-wrap items-center gap-2 text-xs sm:hidden">
              <Hint hint={c.hint} />
              <Status code={c} />
            </span>
          </td>
          <td className={`${wide} whitespace-nowrap font-mono`}>
            <Hint hint={c.hint} />
          </td>
          <td className={`${wide} whitespace-nowrap`}>
            <Moment at={c.createdAt} />
          </td>
          <td className={wide}>
            <Status code={c} />
          </td>
          <td className={tdClass}>
            {c.revokedAt ? null : (
              <div className="flex flex-col items-start">
                <details>
                  <summary className={summaryClass}>
                    Rename<span className="sr-only"> {c.practice}</span>
                  </summary>
                  <PostForm action={adminSupportCodeApiPath(c.id)} className="mt-2 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="action" value="rename" />
                    <div>
                      <label htmlFor={`rename-${c.id}`} className="block text-sm font-semibold text-ink">
                        New name
                      </label>
                      <input
                        id={`rename-${c.id}`}
                        name="practice"
                        required
                        minLength={2}
                        maxLength={maxLength}
                        defaultValue={c.practice}
                        className={`mt-1 w-56 ${inputClass}`}
                      />
                    </div>
                    <Button type="submit" variant="secondary" className="min-h-11 px-4 text-sm">
                      Save the name
                    </Button>
                  </PostForm>
                </details>
                <ConfirmedAction
                  summary="Revoke"
                  about={`the code of ${c.practice}`}
                  route={adminSupportCodeApiPath(c.id)}
                  action="revoke"
                  explanation={`${c.practice}'s urgent requests will page no one until they get a new code. This cannot be undone.`}
                  confirm="Yes, revoke this code"
                />
              </div>
            )}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
