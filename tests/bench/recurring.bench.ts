/**
 * Benchmark: 10,000 due recurring profiles billed in one run (issue 6: target at least 1,000 billings per second).
 * Each billing is the whole chain: priced and numbered billing, issued through the workflow service, its invoice
 * created and the profile's machine counting it, one savepoint each.
 *
 *   npx tsx tests/bench/recurring.bench.ts [profiles=10000] [batchSize=250]
 *
 * Works on its own database under tests/bench/.data/recurring (created, migrated and seeded here, removed after).
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export async function benchRecurring({ profiles = 10_000, batchSize = 250 } = {}) {
  // Its own folder: tests/bench/.data also holds the other benches' (large) database.
  const dir = path.resolve("tests/bench/.data/recurring");
  const file = path.join(dir, `recurring-${process.pid}.db`);
  rmSync(dir, { recursive: true, force: true });
  process.env.DATABASE_PATH = file;
  process.env.DATA_DIR = dir;
  process.env.APP_MODE = "sandbox";
  process.env.OUTBOX_INLINE = "off";
  process.env.LOG_LEVEL = "silent";
  const { db, closeDb } = await import("#db/client.server");
  const { runMigrations } = await import("#db/migrate");
  const { seedDemoData } = await import("#db/seed/index");
  runMigrations(db());
  await seedDemoData(db());
  const { createDueProfiles } = await import("../integration/recurring-fixtures");
  const { billDueProfiles } = await import("~/services/recurring.server");
  const { duplicateRecurringBillings } = await import("~/models/recurring.server");

  // Only the generated profiles are due (the demo data's active profile is set aside).
  db().$client.prepare("update recurring_profiles set status = 'Stopped', next_billing_date = null").run();
  createDueProfiles(profiles, { firstBillingDate: "2027-01-05" });
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const result = await billDueProfiles({ now: new Date("2027-01-05T09:00:00+07:00"), batchSize });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const billed = db().$client.prepare("select count(*) n from billings where recurring_profile_id is not null").get() as { n: number };
  const duplicates = duplicateRecurringBillings().length;
  closeDb();
  rmSync(dir, { recursive: true, force: true });
  const rate = result.billed / seconds;
  return { profiles, batchSize, billed: result.billed, billingsInDb: billed.n, duplicates, failed: result.failed, seconds: Number(seconds.toFixed(2)), perSecond: Math.round(rate), cpuSeconds: Number(cpuSeconds.toFixed(2)), perCpuSecond: Math.round(result.billed / cpuSeconds), loadAverage: Number(loadavg()[0].toFixed(1)), target: 1000, met: rate >= 1000 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [profiles, batchSize] = process.argv.slice(2).map(Number);
  const result = await benchRecurring({ profiles: profiles || 10_000, batchSize: batchSize || 250 });
  console.log(JSON.stringify(result));
  console.log(`recurring billing: ${result.billed} billings in ${result.seconds} s = ${result.perSecond} billings/s wall, ${result.perCpuSecond} per CPU second (target ${result.target}/s: ${result.met ? "met" : "NOT met"}; load average ${result.loadAverage})`);
}
