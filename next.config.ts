import type { NextConfig } from "next";
import { SERVICES } from "./content/services";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The sitemaps' lastmod for the pages of the route list: they change only when a build does.
  env: { BUILD_TIME: new Date().toISOString() },
  reactStrictMode: true,
  // The Prisma client and the libSQL driver load native/WASM pieces at run time: keep them out of
  // the server bundle.
  serverExternalPackages: ["@prisma/adapter-libsql", "@libsql/client", "libsql"],
  // The five service pages have one canonical address each; /services/{slug} is an old alias.
  async redirects() {
    return SERVICES.map((s) => ({ source: `/services/${s.slug}`, destination: `/${s.slug}`, permanent: true }));
  },
};

export default nextConfig;
