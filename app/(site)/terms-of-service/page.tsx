import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/legal/legal-document";
import { LEGAL_DOCUMENTS } from "@/content/legal";
import { buildMetadata } from "@/lib/core/seo/metadata";

const doc = LEGAL_DOCUMENTS["terms-of-service"];

export const metadata: Metadata = buildMetadata({ title: doc.title, description: doc.metaDescription, path: doc.path });

export default function TermsOfServicePage() {
  return <LegalDocumentView doc={doc} heroId="terms-hero" />;
}
