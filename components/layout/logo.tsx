import Link from "@/components/ui/link";
import { BUSINESS_NAME } from "@/content/business";
import { ToothIcon } from "@/components/ui/icons";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link href="/" className={className ? `logo ${className}` : "logo"}>
      <span>
        <ToothIcon />
      </span>
      <span>{BUSINESS_NAME}</span>
    </Link>
  );
}
