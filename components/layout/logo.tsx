import Link from "next/link";
import { BUSINESS } from "@/content/business";
import { ToothIcon } from "@/components/ui/icons";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 rounded-md font-bold text-ink ${className}`}>
      <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand text-xl text-on-brand">
        <ToothIcon />
      </span>
      <span className="text-lg leading-tight">{BUSINESS.name}</span>
    </Link>
  );
}
