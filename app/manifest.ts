import type { MetadataRoute } from "next";
import { BUSINESS } from "@/content/business";

/**
 * /manifest.webmanifest: what a phone shows when the site is added to its home screen. The
 * colours are the light theme's brand blue and page surface (app/globals.css); the icons are drawn
 * from app/icon.svg by scripts/make-icons.ts.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: BUSINESS.name,
    short_name: "Dental IT",
    description: BUSINESS.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0c528f",
    background_color: "#ffffff",
    lang: "en-CA",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
