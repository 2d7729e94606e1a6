/**
 * next-sitemap runs after `next build` (postbuild). It writes robots.txt and the sitemap index
 * into public/. The URL lists themselves come from the route list in content/routes.ts (and, for
 * database-backed pages, from route handlers), so this file only names where they are.
 * @type {import('next-sitemap').IConfig}
 */
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  // The app's own sitemap routes produce the URL lists; next-sitemap must not crawl the build.
  generateIndexSitemap: true,
  exclude: ["/*"],
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin"] }],
  },
};
