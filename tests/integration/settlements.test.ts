/** Issue 21: settlement report import, every kind of difference, fee arithmetic, pairing with the bank credit, settling. */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { settlementDifferences, settlementLines, settlements, workflowSnapshots } from "#db/schema";
import { NOT_ELIGIBLE_MESSAGE } from "#machines/settlement.machine";
import { netOf, parseSettlementReport, reportCsv, type SettlementReportLine } from "~/domain/settlement-report";
import { getPayment, setChannelFeeForTest } from "./settlements-fixtures";
import { availableBalance } from "~/services/cash-out/balance.server";
import { importStatement, matchPayment, recordGatewayPayment, unmatchPayment } from "~/services/payments/index.server";
import {
  importSettlementReport,
  pairBankCredit,
  resolveDifference,
  revenueOfProduct,
  settleSettlement,
  settlementImportSeams,
  unpairBankCredit,
} from "~/services/settlements/index.server";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";
import { issuedBilling, metaOf, paymentByRef, settlement, statement, transitionsOf } from "./payments-fixtures";

useDemoData();

// Each test settles its own day: a day's report must carry every gateway payment of that day (or name it missing).
let dayNo = 0;
let DAY = "";
beforeEach(() => {
  DAY = `2026-10-${String(++dayNo).padStart(2, "0")}`;
});
let trx = 0;

/** A billing paid through the gateway on DAY (a gateway payment matched to it), and its report line. */
async function gatewayPaid(channel = "BNI_VA", productId = "prd-st") {
  const b = issuedBilling({ productId });
  const id = `trx-${++trx}-${Date.now()}`;
  const paid = await recordGatewayPayment({ billingId: b.id, gatewayTransactionId: id, amount: b.due, paidAt: DAY, channel, description: channel }, settlement());
  const fee = channel === "BNI_VA" ? 3500 : channel === "BCA_VA" ? 5000 : channel === "MANDIRI_VA" ? 2500 : 0;
  const line: SettlementReportLine = { settlementDate: DAY, transactionId: id, orderId: `${b.billing.billingNumber}-1`, channel, gross: b.due, channelFee: fee, mpsFee: 0, net: netOf(b.due, fee, 0) };
  return { billing: b, paymentId: paid.paymentId, line };
}

async function bankCredit(amount: number) {
  const s = statement([{ credit: amount, transactionDate: "2026-11-30", description: "MIDTRANS SETTLEMENT" }]);
  await importStatement(s, metaOf(s, `bank-${amount}.csv`), settlement());
  return paymentByRef(s.lines[0]!.referenceNo);
}

const differences = (settlementId: string) => db().select().from(settlementDifferences).where(eq(settlementDifferences.settlementId, settlementId)).all();
const settlementRow = (id: string) => db().select().from(settlements).where(eq(settlements.id, id)).get()!;

describe("the report format", () => {
  it("reads whole rupiah and refuses a net that is not gross less the fees, naming the line", () => {
    const ok = parseSettlementReport(reportCsv([{ settlementDate: DAY, transactionId: "a", orderId: "o", channel: "BNI_VA", gross: 150_000, channelFee: 3500, mpsFee: 1000, net: 145_500 }]));
    expect(ok).toMatchObject({ ok: true, date: DAY, lines: [{ gross: 150_000, channelFee: 3500, mpsFee: 1000, net: 145_500 }] });
    const bad = parseSettlementReport(`settlement_date,transaction_id,order_id,channel,gross_amount,channel_fee,mps_fee,net_amount\n${DAY},a,o,BNI_VA,150000,3500,1000,146500\n${DAY},b,o,BNI_VA,1.5,0,0,1\n`);
    expect(bad).toMatchObject({ ok: false, errors: [{ line: 2, message: expect.stringContaining("145500") }, { line: 3, message: expect.stringContaining("whole rupiah") }] });
  });
});

describe("importing a settlement report", () => {
  it("matches every transaction to its payment; the totals are the lines' sums to the rupiah", async () => {
    const a = await gatewayPaid("BNI_VA");
    const b = await gatewayPaid("BCA_VA");
    const c = await gatewayPaid("MANDIRI_VA");
    const result = await importSettlementReport(reportCsv([a.line, b.line, c.line]), { fileName: "report.csv" }, settlement());
    const row = settlementRow(result.settlementId);
    const gross = a.line.gross + b.line.gross + c.line.gross;
    expect(row).toMatchObject({ nominalTrx: gross, channelFee: 3500 + 5000 + 2500, mpsFee: 0, net: gross - 11_000, lineCount: 3, statusSettlement: "not yet", state: "reconciling", channelName: "BCA_VA, BNI_VA, MANDIRI_VA" });
    expect(row.attachments[0]).toMatchObject({ filename: "report.csv", filetype: "csv" });
    const lines = db().select().from(settlementLines).where(eq(settlementLines.settlementId, result.settlementId)).all();
    expect(lines.map((l) => [l.paymentId, l.productId])).toEqual([[a.paymentId, "prd-st"], [b.paymentId, "prd-st"], [c.paymentId, "prd-st"]]);
    expect(differences(result.settlementId)).toEqual([]);
    expect(transitionsOf("settlement", result.settlementId).map((t) => t.toState)).toEqual(["imported", "reconciling"]);
  });

  it("records each kind of difference: unknown, missing, fee, amount", async () => {
    const seen = await gatewayPaid("BNI_VA");
    const missing = await gatewayPaid("BNI_VA");
    const feeOff = await gatewayPaid("BCA_VA");
    const grossOff = await gatewayPaid("MANDIRI_VA");
    const unknown: SettlementReportLine = { settlementDate: DAY, transactionId: "never-seen", orderId: "X-1", channel: "BRI_VA", gross: 99_000, channelFee: 3500, mpsFee: 0, net: 95_500 };
    const fee = { ...feeOff.line, channelFee: 6000, net: netOf(feeOff.line.gross, 6000, 0) };
    const gross = { ...grossOff.line, gross: grossOff.line.gross - 1, net: netOf(grossOff.line.gross - 1, 2500, 0) };
    const result = await importSettlementReport(reportCsv([seen.line, unknown, fee, gross]), { fileName: "r.csv" }, settlement());
    const found = differences(result.settlementId).map((d) => ({ kind: d.kind, transactionId: d.transactionId, amount: d.amount, resolvedAt: d.resolvedAt }));
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: "unknown", transactionId: "never-seen", amount: 95_500, resolvedAt: null },
        { kind: "fee", transactionId: feeOff.line.transactionId, amount: 1000, resolvedAt: null },
        { kind: "amount", transactionId: grossOff.line.transactionId, amount: -1, resolvedAt: null },
        { kind: "missing", transactionId: missing.line.transactionId, amount: -missing.line.gross, resolvedAt: null },
      ]),
    );
    expect(found.filter((d) => d.kind === "missing").map((d) => d.transactionId)).toEqual([missing.line.transactionId]);
    expect(settlementRow(result.settlementId)).toMatchObject({ state: "reconciling", openDifferences: 4 });
  });

  it("checks fees against the per-channel table (integer rupiah, channel and mps fee)", async () => {
    setChannelFeeForTest("CIMB_VA", 2000, 500);
    const p = await gatewayPaid("CIMB_VA");
    const exact = { ...p.line, channelFee: 2000, mpsFee: 500, net: netOf(p.line.gross, 2000, 500) };
    const result = await importSettlementReport(reportCsv([exact]), { fileName: "r.csv" }, settlement());
    expect(differences(result.settlementId)).toEqual([]);
    expect(settlementRow(result.settlementId)).toMatchObject({ nominalTrx: p.line.gross, channelFee: 2000, mpsFee: 500, net: p.line.gross - 2500 });
  });

  it("refuses the same day's report twice, and a transaction another settlement carried, with the not-eligible message naming it", async () => {
    const p = await gatewayPaid();
    await importSettlementReport(reportCsv([p.line]), { fileName: "r.csv", gateway: "first" }, settlement());
    expect(await refusal(() => importSettlementReport(reportCsv([p.line]), { fileName: "r.csv", gateway: "first" }, settlement()))).toMatchObject({ status: 409 });
    const again = await refusal(() => importSettlementReport(reportCsv([p.line]), { fileName: "r.csv", gateway: "second" }, settlement()));
    expect(again.status).toBe(409);
    expect(again.message).toContain(NOT_ELIGIBLE_MESSAGE);
    expect(again.message).toContain(`${p.line.transactionId}: already settled in S-FIRST-${DAY}`);
    expect(db().select().from(settlements).where(eq(settlements.reference, `S-SECOND-${DAY}`)).all()).toEqual([]);
  });
});

describe("pairing the net with the bank credit and resolving differences", () => {
  it("a settlement reconciled with one difference resolved, then settled: each product's net reaches its cash-out balance", async () => {
    const a = await gatewayPaid("BNI_VA", "prd-st");
    const b = await gatewayPaid("BCA_VA", "prd-st");
    const unknown: SettlementReportLine = { settlementDate: DAY, transactionId: "stranger", orderId: "Y-1", channel: "BNI_VA", gross: 10_000, channelFee: 3500, mpsFee: 0, net: 6500 };
    const { settlementId, net } = await importSettlementReport(reportCsv([a.line, b.line, unknown]), { fileName: "r.csv", gateway: "paired" }, settlement());
    expect(net).toBe(a.line.net + b.line.net + 6500);
    const credit = await bankCredit(net);
    expect(pairBankCredit(settlementId, credit.id, settlement()).state).toBe("reconciling");
    // The settlement credit left the customer queue: it can never be matched to a billing as well.
    expect(getPayment(credit.id)).toMatchObject({ state: "notOurs", statusMatch: "not ours" });
    const other = issuedBilling();
    expect((await refusal(() => matchPayment(credit.id, [{ billingId: other.id, amount: 1 }], settlement()))).status).toBe(409);
    expect((await refusal(() => unmatchPayment(credit.id, "mine", settlement()))).message).toContain("unpair it there");
    // Never silently: no reason, no resolution.
    const [d] = differences(settlementId);
    expect((await refusal(() => resolveDifference(settlementId, d!.id, "  ", settlement()))).status).toBe(400);
    expect((await refusal(() => settleSettlement(settlementId, settlement()))).status).toBe(409);
    expect(resolveDifference(settlementId, d!.id, "Test transfer by the gateway; refunded to them", settlement()).state).toBe("reconciled");
    expect(differences(settlementId)[0]).toMatchObject({ resolvedReason: "Test transfer by the gateway; refunded to them", resolvedBy: expect.any(String) });
    const before = availableBalance("prd-st");
    expect(settleSettlement(settlementId, settlement()).state).toBe("settled");
    expect(settlementRow(settlementId)).toMatchObject({ statusSettlement: "settled", settledAt: expect.any(String), bankPaymentId: credit.id, matchedBy: expect.any(String) });
    // Only the lines matched to this product's payments: the unknown transaction's net belongs to no product.
    expect(availableBalance("prd-st") - before).toBe(a.line.net + b.line.net);
    expect(db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, settlementId)).get()!.state).toBe("settled");
  });

  it("a bank credit other than the net is a net difference; unpairing needs a reason and gives the credit back to the queue", async () => {
    const a = await gatewayPaid();
    const { settlementId, net } = await importSettlementReport(reportCsv([a.line]), { fileName: "r.csv", gateway: "short" }, settlement());
    const credit = await bankCredit(net - 1500);
    pairBankCredit(settlementId, credit.id, settlement());
    expect(differences(settlementId).map((d) => [d.kind, d.amount])).toEqual([["net", -1500]]);
    expect(settlementRow(settlementId).state).toBe("reconciling");
    expect((await refusal(() => unpairBankCredit(settlementId, "", settlement()))).status).toBe(400);
    unpairBankCredit(settlementId, "Wrong bank line", settlement());
    expect(getPayment(credit.id)).toMatchObject({ state: "unmatched" });
    expect(differences(settlementId)[0]).toMatchObject({ resolvedReason: "Bank credit unpaired: Wrong bank line" });
    expect(settlementRow(settlementId)).toMatchObject({ bankPaymentId: null, state: "reconciling" });
  });

  it("refuses to settle when a line's payment was un-matched since, naming it (not eligible)", async () => {
    const a = await gatewayPaid();
    const { settlementId, net } = await importSettlementReport(reportCsv([a.line]), { fileName: "r.csv", gateway: "reversed" }, settlement());
    pairBankCredit(settlementId, (await bankCredit(net)).id, settlement());
    expect(settlementRow(settlementId).state).toBe("reconciled");
    await unmatchPayment(a.paymentId, "Customer disputed it", settlement());
    const refused = await refusal(() => settleSettlement(settlementId, settlement()));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(`${NOT_ELIGIBLE_MESSAGE}: ${a.line.orderId}: its payment is unmatched.`);
    expect(settlementRow(settlementId).statusSettlement).toBe("not yet");
  });

  it("the product's revenue for a period: gross, fees and net, and what is settled", async () => {
    const a = await gatewayPaid("BNI_VA", "prd-ac");
    const b = await gatewayPaid("MANDIRI_VA", "prd-ac");
    const before = revenueOfProduct("prd-ac", DAY, DAY);
    await importSettlementReport(reportCsv([a.line, b.line]), { fileName: "r.csv", gateway: "revenue" }, settlement());
    const after = revenueOfProduct("prd-ac", DAY, DAY);
    expect(after.gross - before.gross).toBe(a.line.gross + b.line.gross);
    expect(after.channelFee - before.channelFee).toBe(6000);
    expect(after.net - before.net).toBe(a.line.gross + b.line.gross - 6000);
    expect(after.settledNet - before.settledNet).toBe(0);
    expect(revenueOfProduct("prd-ac", "2026-12-01", "2026-12-31")).toMatchObject({ gross: 0, net: 0 });
  });
});

describe("a report imported in chunks", () => {
  afterEach(() => settlementImportSeams({}));

  /** Five gateway payments of DAY (one charged an odd fee, one not in the report), an unknown line: seven differences' worth of cases. */
  async function dayReport() {
    const paid = [];
    for (let i = 0; i < 5; i++) paid.push(await gatewayPaid(i % 2 ? "BCA_VA" : "BNI_VA"));
    const lines = paid.slice(0, 4).map((p) => p.line);
    lines[1] = { ...lines[1]!, channelFee: lines[1]!.channelFee + 1000, net: lines[1]!.net - 1000 };
    lines.push({ settlementDate: DAY, transactionId: `stranger-${DAY}`, orderId: "Z-1", channel: "BNI_VA", gross: 20_000, channelFee: 3500, mpsFee: 0, net: 16_500 });
    return reportCsv(lines);
  }
  const shape = (settlementId: string) =>
    differences(settlementId)
      .map((d) => `${d.kind}|${d.transactionId}|${d.amount}|${d.detail}`)
      .sort();
  const lineNos = (settlementId: string) =>
    db().select().from(settlementLines).where(eq(settlementLines.settlementId, settlementId)).all().map((l) => `${l.lineNo}|${l.transactionId}`).sort();

  it("keeps the report file even when the system imports it (no user row to name as uploader)", async () => {
    const p = await gatewayPaid();
    const { SYSTEM_ACTOR } = await import("#machines/types");
    const r = await importSettlementReport(reportCsv([p.line]), { fileName: "system.csv", gateway: "system" }, SYSTEM_ACTOR);
    expect(settlementRow(r.settlementId).attachments).toMatchObject([{ filename: "system.csv", fileId: expect.any(String) }]);
  });

  it("writes the lines in several transactions, yielding between them, and shows the same differences as one chunk", async () => {
    const csv = await dayReport();
    const chunks: number[] = [];
    settlementImportSeams({ chunkSize: 2, afterChunk: (c) => void chunks.push(c.lines) });
    const split = await importSettlementReport(csv, { fileName: "r.csv", gateway: "split" }, settlement());
    expect(chunks).toEqual([2, 2, 1]);
    expect(settlementRow(split.settlementId)).toMatchObject({ importStatus: "complete", importedLines: 5, state: "reconciling" });
    // The same report in one chunk (another gateway name: the lines' transactions must be new to it, so a copy of the day).
    const splitShape = shape(split.settlementId);
    db().delete(settlements).where(eq(settlements.id, split.settlementId)).run();
    settlementImportSeams({});
    const whole = await importSettlementReport(csv, { fileName: "r.csv", gateway: "split" }, settlement());
    expect(shape(whole.settlementId)).toEqual(splitShape);
    expect(splitShape.map((d) => d.split("|")[0]).sort()).toEqual(["fee", "missing", "unknown"]);
    expect(whole.differences).toBe(split.differences);
  });

  it("a crash after the second chunk leaves an unfinished settlement nobody can act on; the same file again finishes it, no line doubled", async () => {
    const csv = await dayReport();
    settlementImportSeams({
      chunkSize: 2,
      afterChunk: (c) => {
        if (c.chunk === 2) throw new Error("crash");
      },
    });
    await expect(importSettlementReport(csv, { fileName: "r.csv", gateway: "crash" }, settlement())).rejects.toThrow("crash");
    const stopped = db().select().from(settlements).where(eq(settlements.reference, `S-CRASH-${DAY}`)).get()!;
    expect(stopped).toMatchObject({ importStatus: "importing", importedLines: 4, lineCount: 5 });
    expect(db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, stopped.id)).all()).toEqual([]);
    expect((await refusal(() => settleSettlement(stopped.id, settlement()))).message).toContain("not finished");
    // Another file for the same day is refused while this one is unfinished.
    expect((await refusal(() => importSettlementReport(`${csv}\n`, { fileName: "other.csv", gateway: "crash" }, settlement()))).message).toContain("upload the same report file again");
    const chunks: number[] = [];
    settlementImportSeams({ chunkSize: 2, afterChunk: (c) => void chunks.push(c.lines) });
    const resumed = await importSettlementReport(csv, { fileName: "r.csv", gateway: "crash" }, settlement());
    expect(resumed.settlementId).toBe(stopped.id);
    expect(chunks).toEqual([1]);
    expect(lineNos(stopped.id)).toHaveLength(5);
    expect(new Set(lineNos(stopped.id).map((l) => l.split("|")[0])).size).toBe(5);
    expect(settlementRow(stopped.id)).toMatchObject({ importStatus: "complete", importedLines: 5, state: "reconciling" });
    expect(shape(stopped.id).map((d) => d.split("|")[0]).sort()).toEqual(["fee", "missing", "unknown"]);
  });
});
