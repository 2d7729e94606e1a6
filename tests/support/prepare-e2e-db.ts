// Makes the browser tests' databases on the test cluster (scripts/e2e-prepare.sh): the seeded
// template, as `npm run db:setup` leaves a new database (migrated and seeded), and the shared
// server's database, a copy of it. Run with the e2e environment (tests/e2e/helpers/print-env.ts).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { createDatabase, E2E_DATABASE, SEEDED_TEMPLATE } from "./postgres";

async function main(): Promise<void> {
  const seeded = await createDatabase(SEEDED_TEMPLATE);
  execFileSync(process.execPath, ["--import", "tsx", path.resolve(__dirname, "../../scripts/db-setup.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: seeded,
      TSX_TSCONFIG_PATH: path.resolve(__dirname, "../../tsconfig.node.json"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await createDatabase(E2E_DATABASE, SEEDED_TEMPLATE);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
