import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/admin/sign-in-form";
import { BUSINESS } from "@/content/business";
import { getStaff } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage() {
  if (await getStaff()) redirect("/admin/leads");
  return (
    <main id="main-content" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-16 focus:outline-none">
      <div className="w-full max-w-sm">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-ink-muted">{BUSINESS.name}</p>
        <h1 className="mt-1 text-center text-3xl font-bold text-ink">Staff sign-in</h1>
        <SignInForm />
      </div>
    </main>
  );
}
