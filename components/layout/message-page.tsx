import type { ReactNode } from "react";
import { ButtonLinkPair, type LinkTo } from "@/components/ui/button";

/**
 * A short page that says one thing (a form sent, a link followed): its h1, a few centred lines,
 * and, where the visitor is offered two ways on, those two buttons.
 */
export function MessagePage({
  title,
  nextSteps,
  children,
}: {
  title: ReactNode;
  nextSteps?: readonly [LinkTo, LinkTo];
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {children}
      {nextSteps && (
        <ButtonLinkPair as="p" className="mt-8 flex flex-wrap justify-center gap-4" size="touch" links={nextSteps} />
      )}
    </div>
  );
}
