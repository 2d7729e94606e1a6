import { cookies } from "next/headers";
import { checkCookieName } from "@/lib/core/http/document-post";
import { readFormCheck, type CheckedForm, type FormCheckView } from "@/lib/core/forms/form-check";

/**
 * What a check page shows: the refused submission its cookie points at, or null when there is
 * none (never sent, older than 15 minutes, or the database cannot be read: the empty form is
 * still worth showing).
 */
export async function currentFormCheck(form: CheckedForm): Promise<FormCheckView | null> {
  const id = (await cookies()).get(checkCookieName(form))?.value;
  try {
    return await readFormCheck(form, id);
  } catch {
    return null;
  }
}
