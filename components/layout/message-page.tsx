import type { ReactNode } from "react";

/** A short page that says one thing (a form sent, a link followed): its h1 and a few centred lines. */
export function MessagePage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  );
}
