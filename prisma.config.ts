import "dotenv/config";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// Every CLI call needs DATABASE_URL set (the schema's env("DATABASE_URL")); without it `prisma
// generate` tries to download a query engine, which fails offline. `generate` never connects, so
// a placeholder does for it; the commands that connect are run through scripts/local-db.mjs on a
// local run, which sets the embedded server's address.
process.env.DATABASE_URL ||= "postgresql://localhost:5432/unset";

// The CLI uses the driver adapter (and Prisma's bundled WebAssembly engine), so migrations run
// offline. With this file present the CLI does not read .env by itself, hence dotenv above.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  // Migrations take a direct connection where the site's DATABASE_URL is a pooler's (a managed
  // PostgreSQL on Vercel): DIRECT_DATABASE_URL, when set, is used for them.
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL, max: 1 }),
});
