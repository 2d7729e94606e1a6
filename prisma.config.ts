import "dotenv/config";
import { defineConfig } from "prisma/config";
import { PrismaLibSQL } from "@prisma/adapter-libsql";

// Every CLI call needs DATABASE_URL set (the schema's env("DATABASE_URL")); without it `prisma
// generate` tries to download a query engine, which fails offline. Default to the local file.
process.env.DATABASE_URL ||= "file:./data/dev.db";

// The CLI uses the driver adapter (and Prisma's bundled WebAssembly engine), so migrations run
// offline. With this file present the CLI no longer reads .env by itself, hence dotenv above.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  adapter: async () =>
    new PrismaLibSQL({
      url: process.env.DATABASE_URL ?? "file:./data/dev.db",
      authToken: process.env.DATABASE_AUTH_TOKEN || undefined,
    }),
});
