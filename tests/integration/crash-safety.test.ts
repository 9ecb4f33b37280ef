/**
 * Crash safety (issue 19): approvals (two approver processes contending over the same invoices, storing PDFs and
 * draining the outbox as they go) and a recurring-billing run, all SIGKILLed at once in the middle of their work.
 * After the "restart" (a new connection to the same files) nothing committed is lost, nothing half-written is
 * visible, and no number has a gap; then the work is finished by fresh runs and the same holds at the end.
 * This drives the workflow service in child processes rather than the HTTP server: what is under test is that
 * every state change is one SQLite transaction (WAL, synchronous=NORMAL), which is the same below either.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDb, db } from "#db/client.server";
import { invoices, recurringProfiles } from "#db/schema";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";
import { createDueProfiles } from "./recurring-fixtures";

useDemoData();

const INVOICES = 100;
const PROFILES = 200;
const FAKE_PDF_BYTES = 24_576;
const dataDir = () => process.env.DATA_DIR!;

type Proc = { child: ChildProcess; out: () => string; done: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

function run(script: string, extra: Record<string, string>): Proc {
  // Node itself with tsx as a loader (no npx wrapper): the pid is the process that writes, and SIGKILL reaches it.
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/integration", script)], {
    env: { ...process.env, LOG_LEVEL: "silent", OUTBOX_INLINE: "off", ...extra },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return { child, out: () => out, done };
}

const q = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db().$client.prepare(query).all(...params) as T[];
const one = <T = Record<string, number>>(query: string, ...params: unknown[]) => db().$client.prepare(query).get(...params) as T;

/** Every number of a scope from 1 to number_sequences' last value, once: no gap, no double, none taken and lost. */
function expectGapless(kind: "INV" | "BL", table: "invoices" | "billings", column: "invoice_number" | "billing_number", sequence: "sequence" | "billing_sequence") {
  const scopes = q<{ scope: string; lastValue: number }>("select scope, last_value as lastValue from number_sequences where scope like ?", `${kind}:%`);
  expect(scopes.length).toBeGreaterThan(0);
  for (const { scope, lastValue } of scopes) {
    const prefix = `${scope.replaceAll(":", "-")}-`;
    const seqs = q<{ s: number }>(`select ${sequence} as s from ${table} where ${column} like ? order by ${sequence}`, `${prefix}%`).map((r) => r.s);
    expect(seqs, scope).toEqual(Array.from({ length: lastValue }, (_, i) => i + 1));
  }
}

/** What a restart must find whatever moment the processes died at. */
function expectConsistent(approvedSeen: Set<string>, ids: string[]) {
  expect(one<{ integrity_check: string }>("pragma integrity_check").integrity_check).toBe("ok");
  // No committed approval lost: every approval a client was told of is there, with its number.
  const approved = new Set(q<{ id: string }>("select id from invoices where status_invoice = 'approved' and invoice_number is not null").map((r) => r.id));
  for (const id of approvedSeen) expect(approved.has(id), id).toBe(true);
  // No half-written state change: the document's columns, its machine's snapshot and the transition log agree.
  const ours = q<{ id: string; status: string; number: string | null; approved: string | null; state: string; version: number; transitions: number; lastTo: string; lines: number; billingNumber: string | null }>(
    `select i.id, i.status_invoice as status, i.invoice_number as number, i.approved, s.state, s.version,
       (select count(*) from workflow_transitions t where t.kind = 'invoice' and t.entity_id = i.id) as transitions,
       (select t.to_state from workflow_transitions t where t.kind = 'invoice' and t.entity_id = i.id order by t.id desc limit 1) as lastTo,
       json_array_length(b.details) as lines, b.billing_number as billingNumber
     from invoices i join workflow_snapshots s on s.kind = 'invoice' and s.entity_id = i.id join billings b on b.id = i.billing_id
     where i.id in (select value from json_each(?))`,
    JSON.stringify(ids),
  );
  expect(ours).toHaveLength(ids.length);
  for (const inv of ours) {
    expect(inv.state, inv.id).toBe(inv.status);
    expect(inv.lastTo, inv.id).toBe(inv.status);
    expect(inv.version, inv.id).toBe(inv.transitions);
    expect(inv.lines, inv.id).toBeGreaterThan(0);
    expect(inv.billingNumber, inv.id).not.toBeNull();
    if (inv.status === "approved") expect([inv.number, inv.approved].every(Boolean), inv.id).toBe(true);
    else expect([inv.number, inv.approved], inv.id).toEqual([null, null]);
  }
  // Each approval queued its effects in the same transaction (none without the other); an item a killed drain had
  // claimed is still pending, and the next drain does it (checked at the end).
  const approvals = q<{ id: number; effects: number }>("select t.id, (select count(*) from outbox o where o.transition_id = t.id) as effects from workflow_transitions t where t.kind = 'invoice' and t.event = 'invoice.approve'");
  expect(approvals.every((a) => a.effects > 0)).toBe(true);
  expect(one("select count(*) as n from outbox where transition_id is not null and transition_id not in (select id from workflow_transitions)").n).toBe(0);
  // Every stored PDF row names a whole file of an approved invoice (the file is written before its row).
  const pdfs = q<{ filename: string; ownerId: string }>("select filename, owner_id as ownerId from attachments where owner_kind = 'invoice' and attachment_type = 'invoice' and owner_id in (select value from json_each(?))", JSON.stringify(ids));
  for (const p of pdfs) {
    const file = path.join(dataDir(), "uploads", p.filename);
    expect(existsSync(file) && statSync(file).size, p.filename).toBe(FAKE_PDF_BYTES);
    expect(approved.has(p.ownerId)).toBe(true);
  }
  // Recurring billing: each billing of a profile is whole (issued, numbered, with its lines and its one invoice),
  // and each profile's counter and machine agree with the billings that exist.
  const recurring = q<{ id: string; status: string; number: string | null; lines: number; invoices: number }>(
    "select b.id, b.status, b.billing_number as number, json_array_length(b.details) as lines, (select count(*) from invoices i where i.billing_id = b.id) as invoices from billings b where b.recurring_profile_id is not null",
  );
  for (const b of recurring) expect([b.status, Boolean(b.number), b.lines > 0, b.invoices], b.id).toEqual(["issued", true, true, 1]);
  const profiles = q<{ sent: number; billed: number; machine: number }>(
    `select p.num_of_billing_sent as sent, (select count(*) from billings b where b.recurring_profile_id = p.id) as billed,
       json_extract(s.context, '$.numOfBillingSent') as machine
     from recurring_profiles p join workflow_snapshots s on s.kind = 'recurring' and s.entity_id = p.id where p.recurring_id like 'RC-AC-CRASH-%'`,
  );
  expect(profiles).toHaveLength(PROFILES);
  for (const p of profiles) expect([p.sent, p.machine]).toEqual([p.billed, p.billed]);
  expectGapless("INV", "invoices", "invoice_number", "sequence");
  expectGapless("BL", "billings", "billing_number", "billing_sequence");
  return { approved: ours.filter((i) => i.status === "approved").length, pdfs: pdfs.length, billed: recurring.length };
}

const seen = (p: Proc) => p.out().split("\n").filter((l) => l.startsWith("approved ")).map((l) => l.slice("approved ".length));

test(
  "SIGKILL in the middle of approvals and a recurring run loses no committed row, leaves no gap and nothing half-written",
  async () => {
    // Invoices waiting for the signer, and due recurring profiles (only these are due: the demo's are set aside).
    const t0 = Date.now();
    const owner = as("usr-owner");
    const ids: string[] = [];
    for (let i = 0; i < INVOICES; i++) {
      const po = createPurchaseOrder(owner, poInput());
      const { id: billingId } = createBillingDraft(owner, po.id, draftInput());
      issueBilling(owner, billingId);
      ids.push(db().select({ id: invoices.id }).from(invoices).where(eq(invoices.billingId, billingId)).get()!.id);
    }
    db().update(recurringProfiles).set({ status: "Stopped", nextBillingDate: null }).where(sql`${recurringProfiles.recurringId} not like 'RC-AC-CRASH-%'`).run();
    createDueProfiles(PROFILES, { firstBillingDate: "2027-01-05", occurrence: 12, prefix: "CRASH" });
    const idsFile = path.join(dataDir(), "crash-ids.json");
    writeFileSync(idsFile, JSON.stringify(ids));
    const recurringEnv = { RECURRING_NOW: "2027-02-10T09:00:00+07:00", RECURRING_BATCH: "10" };

    const setupMs = Date.now() - t0;
    const approvers = [run("crash-worker.ts", { CRASH_IDS: idsFile, CRASH_ORDER: "forward" }), run("crash-worker.ts", { CRASH_IDS: idsFile, CRASH_ORDER: "backward" })];
    const drainer = run("crash-worker.ts", { CRASH_MODE: "drain" });
    const billing = run("recurring-worker.ts", recurringEnv);
    const all = [...approvers, drainer, billing];
    // Each is killed once it is well into its work (by progress, not by the clock: this machine may be busy):
    // the approvals (and the drain beside them) at 40 % of the invoices, the billing run at 40 % of its periods.
    const started = Date.now();
    const billed = () => one("select count(*) as n from billings where recurring_profile_id is not null").n;
    const approvedCount = () => approvers.reduce((n, a) => n + seen(a).length, 0);
    const killed = { approvals: -1, billed: -1 };
    while ((killed.approvals < 0 || killed.billed < 0) && Date.now() - started < 60_000) {
      if (killed.approvals < 0 && approvedCount() >= INVOICES * 0.4) {
        for (const p of [...approvers, drainer]) p.child.kill("SIGKILL");
        killed.approvals = approvedCount();
      }
      if (killed.billed < 0 && billed() >= PROFILES * 2 * 0.4) {
        billing.child.kill("SIGKILL");
        killed.billed = billed();
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    for (const p of all) p.child.kill("SIGKILL");
    const exits = await Promise.all(all.map((p) => p.done));
    for (const [i, e] of exits.entries()) expect(e.signal, all[i].out()).toBe("SIGKILL");

    // The restart: a new connection to the same files finds exactly what was committed.
    closeDb();
    const approvedSeen = new Set(approvers.flatMap(seen));
    const atCrash = expectConsistent(approvedSeen, ids);
    console.info(JSON.stringify({ setupMs, killed, atCrash, seen: approvedSeen.size, ms: Date.now() - started }));
    // The kill landed mid-work: some, not all, of each was done.
    expect(atCrash.approved).toBeGreaterThan(0);
    expect(atCrash.approved).toBeLessThan(INVOICES);
    expect(atCrash.billed).toBeGreaterThan(0);
    expect(atCrash.billed).toBeLessThan(PROFILES * 2);

    // After the restart the work goes on from where it stopped, and the numbers stay gapless.
    const [finisher, rerun] = [run("crash-worker.ts", { CRASH_IDS: idsFile, CRASH_ORDER: "forward" }), run("recurring-worker.ts", recurringEnv)];
    const finished = await Promise.all([finisher.done, rerun.done]);
    expect(finished.map((f) => f.code), finisher.out() + rerun.out()).toEqual([0, 0]);
    // Checked as after a restart again: a connection that stayed open while other processes wrote has been seen to
    // report "fts5: corruption found" in customers_name_fts while a fresh connection finds the file sound (a stale
    // FTS5 cache in the long-lived connection, under investigation; the file itself is what this test is about).
    closeDb();
    const atEnd = expectConsistent(new Set([...approvedSeen, ...seen(finisher)]), ids);
    expect(atEnd).toMatchObject({ approved: INVOICES, billed: PROFILES * 2 });
    // The effects the killed drain had claimed are still pending; once their lease lapses the next drain does them.
    const stranded = q<{ id: number }>("select id from outbox where done_at is null and locked_until is not null").map((r) => r.id);
    registerAllEffects();
    const later = () => new Date(Date.now() + 10 * 60_000);
    expect(await drainOutbox({ ids: stranded, limit: stranded.length + 1, now: later })).toEqual({ done: stranded.length, failed: 0 });
    expect(one("select count(*) as n from outbox where done_at is null and locked_until is not null").n).toBe(0);
  },
  120_000,
);
