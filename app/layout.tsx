import type { Metadata, Viewport } from "next";
import { BUSINESS } from "@/content/business";
import { getEnv } from "@/lib/env";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: BUSINESS.name, template: `%s | ${BUSINESS.name}` },
    description: BUSINESS.description,
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0c528f",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
