/**
 * Issue 21's bench: reconcile a day of 50,000 gateway transactions. The gateway's settlement report for the day (CSV,
 * built as the sandbox twin builds it) is imported through exactly what the upload runs (importSettlementReport:
 * parse, match every line to our gateway payment by its transaction id, check the fees against the channel table,
 * find our payments of the day the report does not carry, write the settlement, its lines and differences, start its
 * machine), in one write transaction. Reports the import's wall time, lines per second, and the plans of the
 * reconcile queries.
 *
 *   nice -n 10 npx tsx tests/bench/settlement.bench.ts                 (50,000 transactions)
 *   SETTLEMENT_LINES=5000 npx tsx tests/bench/settlement.bench.ts      (small)
 *
 * The database is fresh (migrated, no seed) in SETTLEMENT_DIR (default /tmp/digimon-settlement), deleted afterwards
 * unless KEEP=1. Our side of the day: one gateway payment per transaction, except 0.5 % the gateway settled that we
 * never saw (unknown); plus 0.5 % of our payments the report leaves out (missing); 1 % of lines carry another fee
 * (fee) and 0.2 % another gross (amount). The bench checks the differences found against these and fails if they differ.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { SettlementReportLine } from "~/domain/settlement-report";
import { openBenchDatabase } from "./support";

const LINES = Number(process.env.SETTLEMENT_LINES ?? 50_000);
const DIR = path.resolve(process.env.SETTLEMENT_DIR ?? "/tmp/digimon-settlement");
const DAY = "2026-11-20";
const CHANNELS = [["BNI_VA", 3500], ["BCA_VA", 5000], ["MANDIRI_VA", 2500], ["BRI_VA", 3500], ["PERMATA_VA", 2500]] as const;

async function main() {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const { db, closeDb } = await openBenchDatabase(path.join(DIR, "digimon.db"), DIR);
  const { reportCsv, netOf } = await import("~/domain/settlement-report");
  const { importSettlementReport, settlementImportSeams } = await import("~/services/settlements/index.server");
  const { SYSTEM_ACTOR } = await import("#machines/types");
  const sqlite = db().$client;

  // Our side and the report, untimed.
  const lines: SettlementReportLine[] = [];
  const expected = { unknown: 0, missing: 0, fee: 0, amount: 0 };
  const insert = sqlite.prepare("insert into payments (id, source, account, bank, transaction_date, credit, amount, gateway_transaction_id, trxid, reference_no, channel, settlement_type, created_by_id) values (?, 'gateway', 'gateway', ?, ?, ?, ?, ?, ?, ?, ?, 'gateway', 'system')");
  sqlite.transaction(() => {
    for (let i = 0; i < LINES; i++) {
      const trx = `bench-trx-${i}`;
      const [channel, fee] = CHANNELS[i % CHANNELS.length]!;
      const gross = 100_000 + ((i * 7919) % 9_000_000);
      const unknown = i % 200 === 7;
      if (!unknown) insert.run(`bench-pay-${i}`, channel, DAY, gross, gross, trx, trx, trx, channel);
      else expected.unknown++;
      const feeOff = !unknown && i % 100 === 3;
      const grossOff = !unknown && i % 500 === 11;
      if (feeOff) expected.fee++;
      if (grossOff) expected.amount++;
      const g = grossOff ? gross + 1000 : gross;
      const f = feeOff ? fee + 500 : fee;
      lines.push({ settlementDate: DAY, transactionId: trx, orderId: `BL-BENCH-${i}-1`, channel, gross: g, channelFee: f, mpsFee: 0, net: netOf(g, f, 0) });
    }
    for (let i = 0; i < Math.floor(LINES / 200); i++) {
      insert.run(`bench-missing-${i}`, "BNI_VA", DAY, 250_000, 250_000, `bench-missing-${i}`, `bench-missing-${i}`, `bench-missing-${i}`, "BNI_VA");
      expected.missing++;
    }
  })();
  const csv = reportCsv(lines);
  console.log(`report: ${lines.length.toLocaleString("en")} transactions, ${(csv.length / 2 ** 20).toFixed(1)} MiB; our payments: ${(sqlite.prepare("select count(*) n from payments").get() as { n: number }).n.toLocaleString("en")}`);

  // Each chunk's write transaction is what another writer waits behind: the longest one is the figure that matters.
  const chunkMs: number[] = [];
  settlementImportSeams({ afterChunk: (c) => void chunkMs.push(c.ms) });
  const started = performance.now();
  const result = await importSettlementReport(csv, { fileName: "bench.csv", gateway: "bench" }, SYSTEM_ACTOR);
  const elapsed = performance.now() - started;

  const found = Object.fromEntries((sqlite.prepare("select kind, count(*) n from settlement_differences where settlement_id = ? group by kind").all(result.settlementId) as { kind: string; n: number }[]).map((r) => [r.kind, r.n]));
  const sorted = [...chunkMs].sort((a, b) => a - b);
  console.log(`write transactions: ${chunkMs.length} chunks; longest ${sorted.at(-1)!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`);
  const want = Object.fromEntries(Object.entries(expected).filter(([, n]) => n > 0));
  console.log(`reconciled ${result.lines.toLocaleString("en")} transactions in ${(elapsed / 1000).toFixed(2)} s (${Math.round(result.lines / (elapsed / 1000)).toLocaleString("en")} lines/s); matched ${result.matched.toLocaleString("en")}; differences ${JSON.stringify(found)}`);
  for (const [name, query] of [
    ["payment by gateway transaction", "select * from payments where gateway_transaction_id = 'x'"],
    ["already settled elsewhere", "select s.reference from settlement_lines l join settlements s on s.id = l.settlement_id where l.transaction_id = 'x'"],
    ["our gateway payments of the day not settled", `select id from payments where transaction_date = '${DAY}' and source = 'gateway' and not exists (select 1 from settlement_lines l where l.payment_id = payments.id)`],
  ] as const) {
    const plan = (sqlite.prepare(`explain query plan ${query}`).all() as { detail: string }[]).map((r) => r.detail).join(" | ");
    console.log(`plan (${name}): ${plan}`);
  }
  closeDb();
  if (process.env.KEEP !== "1") rmSync(DIR, { recursive: true, force: true });
  const norm = (o: Record<string, number>) => JSON.stringify(Object.entries(o).sort());
  if (norm(found) !== norm(want)) {
    throw new Error(`expected differences ${JSON.stringify(want)}, found ${JSON.stringify(found)}`);
  }
}

await main();
