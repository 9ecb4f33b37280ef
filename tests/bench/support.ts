/**
 * Shared by the benchmarks: the bench data directory (tests/bench/.data, git-ignored), seeding it
 * with the demo data plus a million generated invoices when it has not been seeded yet, and the
 * small statistics every bench prints.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? "tests/bench/.data");
export const BENCH_DB = path.join(BENCH_DATA_DIR, "digimon.db");
export const BENCH_INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);

/** How many generated invoices the bench database holds (0 when it does not exist yet). */
export function generatedInvoices(): number {
  if (!existsSync(BENCH_DB)) return 0;
  const db = new Database(BENCH_DB, { readonly: true });
  try {
    const table = db.prepare("select 1 from sqlite_master where name = 'invoices'").get();
    return table ? (db.prepare("select count(*) as n from invoices where id like 'vinv-%'").get() as { n: number }).n : 0;
  } finally {
    db.close();
  }
}

/** Seeds the bench database through `npm run seed -- --invoices N` unless it already holds them; returns the seconds it took (0 when already seeded). */
export function ensureSeeded(invoices = BENCH_INVOICES): number {
  if (generatedInvoices() >= invoices) return 0;
  const started = Date.now();
  console.log(`seeding ${BENCH_DB} with ${invoices.toLocaleString("en")} invoices (a few minutes) ...`);
  const result = spawnSync("npx", ["tsx", "db/seed/index.ts", "--invoices", String(invoices)], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: BENCH_DATA_DIR, DATABASE_PATH: BENCH_DB, LOG_LEVEL: "warn" },
  });
  if (result.status !== 0) throw new Error("seeding the bench database failed");
  return (Date.now() - started) / 1000;
}

export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

/** The machine is shared: print its load so a figure can be read against it. */
export async function loadNote() {
  const os = await import("node:os");
  return `load average ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")} on ${os.cpus().length} cores`;
}

/**
 * A session for `email` in the bench database and its signed cookie header, the way the e2e
 * fixtures sign people in (tests/e2e/fixtures.ts): a sessions row and the cookie the portal signs.
 */
export async function sessionCookieFor(email: string, dataDir = BENCH_DATA_DIR): Promise<string> {
  const { readFileSync } = await import("node:fs");
  const { createHash, randomBytes } = await import("node:crypto");
  const { createCookie } = await import("@remix-run/node");
  const db = new Database(path.join(dataDir, "digimon.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare("select id from users where email = ?").get(email) as { id: string } | undefined;
    if (!user) throw new Error(`No user ${email}`);
    const raw = randomBytes(32).toString("base64url");
    db.prepare("insert into sessions (id, user_id, expires_at) values (?, ?, ?)").run(createHash("sha256").update(raw).digest("hex"), user.id, new Date(Date.now() + 8 * 3_600_000).toISOString());
    const secret = readFileSync(path.join(dataDir, "secrets", "session_secret"), "utf8").trim();
    const cookie = createCookie("__digimon_session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax" });
    return (await cookie.serialize(raw)).split(";")[0];
  } finally {
    db.close();
  }
}

/** Starts the portal (`npx tsx server.ts`) on `port` against the bench data, jobs off; resolves once /healthz answers. */
export async function startPortal(port: number, dataDir = BENCH_DATA_DIR) {
  const { spawn } = await import("node:child_process");
  const child = spawn("npx", ["tsx", "server.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_PATH: path.join(dataDir, "digimon.db"), JOBS_ENABLED: "false", LOG_LEVEL: "warn", NODE_ENV: "production", APP_MODE: "sandbox" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      stopPortal(child);
      throw new Error("the portal did not start within 4 minutes");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return child;
}

/**
 * Stops the portal started above. `detached` made npx the leader of a new session; npx, tsx and the
 * node server each sit in their own process group inside it, so every process of that session is
 * signalled, by id.
 */
export function stopPortal(child: { pid?: number }) {
  if (!child.pid) return;
  const listed = spawnSync("ps", ["-o", "pid=", "-s", String(child.pid)], { encoding: "utf8" }).stdout;
  const pids = listed.split(/\s+/).filter(Boolean).map(Number);
  for (const pid of new Set([child.pid, ...pids])) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
}

/**
 * What the approval benches need to make invoices through the portal's own services: the demo owner and signer,
 * today, a party and the services. Call it after the environment is loaded (the services read it on import).
 */
export async function approvalKit() {
  const { loadAccessUser } = await import("~/models/user.server");
  const { createPurchaseOrder } = await import("~/services/purchase-orders.server");
  const { createBillingDraft, issueBilling } = await import("~/services/billings.server");
  const { approveInvoice } = await import("~/services/invoices.server");
  return {
    owner: loadAccessUser("usr-owner")!,
    signer: loadAccessUser("usr-signer")!,
    today: new Date().toISOString().slice(0, 10),
    party: (name: string) => ({ name, address: "Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190", phone: "021-5150000", email: "finance@bench.test", npwp: "012345678901000", sap_customer_id: "" }),
    createPurchaseOrder,
    createBillingDraft,
    issueBilling,
    approveInvoice,
  };
}

/**
 * Points this process at a bench database (file and data folder), quiet and sandboxed, with the outbox's effects
 * left for later (they run after the measured work, not within it), and migrates it. The portal's modules read
 * the environment when they load, so they are imported only after it is set.
 */
export async function openBenchDatabase(file: string, dataDir: string) {
  Object.assign(process.env, { DATABASE_PATH: file, DATA_DIR: dataDir, LOG_LEVEL: "silent", OUTBOX_INLINE: "off", APP_MODE: "sandbox" });
  const { loadEnv } = await import("~/services/env.server");
  loadEnv(process.env, () => {});
  const { db, closeDb } = await import("#db/client.server");
  const { runMigrations } = await import("#db/migrate");
  runMigrations(db());
  return { db, closeDb };
}
