import { AccessibilityWidget } from "@/components/layout/accessibility-widget";

/**
 * The accessibility button's place on pages without the site header (the bare 404, the staff
 * area): a strip of its own at the end of the page, in the flow, so it covers nothing and comes
 * after the page's own controls in the Tab order.
 */
export function AccessibilityStrip() {
  return (
    <div className="relative mx-auto flex w-full max-w-7xl justify-end px-4 py-3 sm:px-6">
      <AccessibilityWidget opens="above" />
    </div>
  );
}
