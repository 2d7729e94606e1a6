import Link from "@/components/ui/link";
import { onHeroClasses } from "@/components/ui/button";

// A module of its own, apart from the location page's sections: those include the contact form, and
// a page that imports a module with a client component ships that component's script, so a
// service-by-location page importing the hero's links from there would load a form it never shows.

/** The hero's two actions of a page about one area: contact, then the free checklist. */
export function AreaHeroActions({ checklistLabel }: { checklistLabel: string }) {
  return (
    <>
      <Link href="/contact" className={onHeroClasses("solid")}>
        Contact Us
      </Link>
      <Link href="/health-checklist" className={onHeroClasses("outline")}>
        {checklistLabel}
      </Link>
    </>
  );
}
