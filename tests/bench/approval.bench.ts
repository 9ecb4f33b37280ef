/**
 * Invoice approval on the million-invoice bench database: creates N issued invoices through the
 * services (PO -> billing draft -> issue, as the screens do) and approves each through
 * app/services/invoices.server.ts approveInvoice as its designated signer, timing every approval
 * (the whole call: permission and scope checks, the workflow transaction with the gapless number,
 * the transition log and the outbox rows). Target (issue 5): p95 under 30 ms.
 *
 *   npx tsx tests/bench/approval.bench.ts              (APPROVALS=500)
 *
 * The outbox rows the approvals queue are marked done afterwards, so a later portal on this database
 * does not spend its first minutes sending 1,000 notifications.
 */
import { approvalKit, BENCH_DB, ensureSeeded, loadNote, ms, stats } from "./support";

ensureSeeded();
process.env.DATABASE_PATH = BENCH_DB;
process.env.DATA_DIR = BENCH_DB.replace(/\/digimon\.db$/, "");
process.env.LOG_LEVEL = "silent";
process.env.OUTBOX_INLINE = "off";
process.env.APP_MODE = "sandbox";

const N = Number(process.env.APPROVALS ?? 500);
const { loadEnv } = await import("~/services/env.server");
loadEnv(process.env, () => {});
const { db } = await import("#db/client.server");
const { owner, signer, today, party, createPurchaseOrder, createBillingDraft, issueBilling, approveInvoice } = await approvalKit();

console.log(`approval on ${BENCH_DB} (${await loadNote()})`);
const arrangeStart = performance.now();
const ids: string[] = [];
for (let i = 0; i < N; i++) {
  const po = createPurchaseOrder(owner, {
    productId: i % 2 ? "prd-st" : "prd-dr",
    poDate: today,
    from: party("PT Telkom Indonesia (Persero) Tbk"),
    to: party(`PT Bench Approval ${i % 25}`),
    details: [{ item: "Licence", description: "Bench", quantity: 1 + (i % 5), price: 1_250_000 }],
    note: "",
  });
  const { id: billingId } = createBillingDraft(owner, po.id, { billingDate: today, includePph: i % 3 === 0, includeTaxInvoice: true, kodeWapu: "01", afiliasi: "non-telkom", taxInvoiceText: "", paymentMethod: "bank_transfer", note: "" });
  issueBilling(owner, billingId);
  ids.push((db().$client.prepare("select id from invoices where billing_id = ?").get(billingId) as { id: string }).id);
}
console.log(`arranged ${N} issued invoices in ${((performance.now() - arrangeStart) / 1000).toFixed(1)} s`);

const samples: number[] = [];
for (const id of ids) {
  const t = performance.now();
  await approveInvoice(signer, id, { message: "Sesuai kontrak", skumNo: "SKUM-BENCH", skumRelease: today });
  samples.push(performance.now() - t);
}
const numbered = (db().$client.prepare(`select count(*) as n from invoices where id in (select value from json_each(?)) and status_invoice = 'approved' and invoice_number is not null`).get(JSON.stringify(ids)) as { n: number }).n;
if (numbered !== N) throw new Error(`only ${numbered} of ${N} invoices were approved and numbered`);
db().$client.prepare(`update outbox set done_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') where done_at is null and source_id in (select value from json_each(?))`).run(JSON.stringify(ids));

const st = stats(samples);
console.log(`\n${N} approvals: p50 ${ms(st.p50)}, p95 ${ms(st.p95)}, p99 ${ms(st.p99)}, max ${ms(st.max)}`);
