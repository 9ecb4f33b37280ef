/**
 * `npm run create-admin -- --email person@example.com [--name "Full Name"]`
 *
 * The first account of a production install (which starts with none): applies the migrations, writes the
 * reference data if the database is empty, creates a pending super-admin and prints a single-use link through
 * which that person chooses a password and activates the account. Run it again for an account still pending to
 * get a fresh link; an address already in use is refused.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { db } from "#db/client.server";
import { runMigrations } from "#db/migrate";
import { seedIfEmpty } from "#db/seed/index";
import { createAdmin } from "~/services/create-admin.server";

const USAGE = 'Usage: npm run create-admin -- --email person@example.com [--name "Full Name"]';

/** Runs the command with `args` (what follows `--`); writes to `print`, returns the exit code. */
export async function createAdminCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ args, options: { email: { type: "string" }, name: { type: "string" } }, strict: true }));
  } catch (error) {
    print(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email) {
    print(USAGE);
    return 2;
  }
  runMigrations(db());
  await seedIfEmpty(db());
  const outcome = createAdmin({ email: values.email, name: values.name });
  if (!outcome.ok) {
    print(outcome.message);
    return 1;
  }
  print(outcome.created ? `Created a pending super-admin for ${outcome.email}.` : `${outcome.email} is still pending: here is a fresh link (the earlier one no longer works).`);
  print("Give this link to that person only. Within 24 hours it lets them choose a password and activate the account; it works once:");
  print(outcome.link);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await createAdminCommand(process.argv.slice(2));
}
