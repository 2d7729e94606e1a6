/**
 * `npm run support:client -- "<practice name>"`: makes a client practice's support code and
 * prints it once. Only a hash of the code is stored, so nothing can show it again: a lost code is
 * revoked at /admin/urgent/codes and a new one made.
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

async function main() {
  const { PRACTICE_NAME_MAX, createSupportCode } = await import("@/lib/support/code-store");
  const practice = process.argv.slice(2).join(" ").replace(/\s+/g, " ").trim();
  if (practice.length < 2 || practice.length > PRACTICE_NAME_MAX)
    throw new Error(`Usage: npm run support:client -- "<practice name>" (2 to ${PRACTICE_NAME_MAX} characters).`);
  const { getDb } = await import("@/lib/core/db");
  const { row, code } = await createSupportCode(practice);
  console.log(`support:client: support code of "${row.practice}" (id ${row.id}):`);
  console.log("");
  console.log(`    ${code}`);
  console.log("");
  console.log("It is shown only now: copy it and give it to the practice. Only its hash is kept.");
  await getDb().$disconnect();
}

main().catch((error: unknown) => {
  console.error(`support:client failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
