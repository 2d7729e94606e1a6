import { CampaignCapture } from "@/components/layout/campaign-capture";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/** Every page of the site: header, main content, footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={new Date().getFullYear()} />
      <CampaignCapture />
    </>
  );
}
