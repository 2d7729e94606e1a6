import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { BUSINESS } from "@/content/business";
import { getStaff } from "@/lib/auth/session";
import { DEFAULT_AFTER_SIGN_IN, safeReturnPath } from "@/lib/auth/return-path";
import { SIGN_IN_ERRORS, type SignInErrorCode } from "@/lib/auth/schema";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ error?: string | string[]; next?: string | string[] }> };

export default async function SignInPage({ searchParams }: Props) {
  const sp = await searchParams;
  // The staff page the link led to (an urgent request's): signing in returns there.
  const next = safeReturnPath(sp.next);
  if (await getStaff()) redirect(next ?? DEFAULT_AFTER_SIGN_IN);
  // A sign-in sent without JavaScript comes back with the refusal's code (never what was typed).
  const code = sp.error;
  const error =
    typeof code === "string" && Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code as SignInErrorCode] : "";
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex flex-1 items-center justify-center px-4 py-16 focus:outline-none"
    >
      <div className="w-full max-w-sm">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-ink-muted">{BUSINESS.name}</p>
        <h1 className="mt-1 text-center text-3xl font-bold text-ink">Staff sign-in</h1>
        <SignInForm initialError={error} next={next} />
      </div>
    </main>
  );
}
