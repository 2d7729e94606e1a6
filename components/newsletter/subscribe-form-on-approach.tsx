"use client";

import { usePathname } from "next/navigation";
import {
  SUBSCRIBE_FORM_ID,
  SubscribeFormView,
  type SubscribeFieldName,
} from "@/components/newsletter/subscribe-form-view";
import { servedControls } from "@/components/forms/served-form";
import { useTakeOverOnApproach } from "@/components/ui/take-over";

const SERVED = servedControls<SubscribeFieldName>(SUBSCRIBE_FORM_ID);
const loadScriptedForm = () => import("@/components/newsletter/subscribe-form").then((m) => m.SubscribeForm);

/**
 * The subscription form on /newsletter: served as markup that posts by itself, and taken over by
 * the scripted form (react-hook-form, its checks, sending without leaving the page) as the visitor
 * comes within half a screen of it or reaches into it — at once where it is in view when the page
 * opens (a wide screen), later on a phone, where it sits below the reasons to subscribe
 * (docs/decisions/0018-forms-taken-over-on-approach.md).
 */
export function SubscribeFormOnApproach({ consentText }: { consentText: string }) {
  const pathname = usePathname();
  const { ref, taken } = useTakeOverOnApproach(loadScriptedForm);

  if (taken) {
    const { loaded: Form, served } = taken;
    return <Form consentText={consentText} takeOver={served} />;
  }
  return (
    <SubscribeFormView
      formRef={ref}
      consentText={consentText}
      sourcePath={pathname}
      field={SERVED.field}
      honeypot={SERVED.honeypot}
    />
  );
}
