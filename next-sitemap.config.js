/**
 * next-sitemap runs after `next build` (postbuild) and writes public/robots.txt and the sitemap
 * index public/sitemap.xml. The index points at /server-sitemap.xml, a route handler that lists
 * the route list of content/ plus the published posts through next-sitemap's server-side helper,
 * so a post published after the build is listed without a rebuild. next-sitemap itself lists no
 * page from the build (exclude "/*"): the route list is the one source.
 * @type {import('next-sitemap').IConfig}
 */
// The same .env files, in the same order, as the `next build` that ran just before: robots.txt and
// the sitemap index must name the address the build baked into its pages (lib/core/env.ts resolves it
// the same way: SITE_URL, a Vercel preview's own address, or a local run's default).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next-sitemap loads this CommonJS file itself
require("@next/env").loadEnvConfig(__dirname);
const vercelPreview =
  process.env.VERCEL_ENV === "preview" && process.env.VERCEL_URL ? `https://${process.env.VERCEL_URL}` : "";
const siteUrl = (process.env.SITE_URL || vercelPreview || "http://localhost:3000").replace(/\/+$/, "");

module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: true,
  exclude: ["/*"],
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin"] }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
};
