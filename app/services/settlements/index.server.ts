/**
 * Settlement and reconciliation (issue 21): a gateway's daily settlement report is imported, its transactions are
 * matched to our gateway payments, its net is paired with the bank credit (a statement payment) that paid it, and
 * every difference is shown until a person resolves it with a reason. Settling credits each product's settled net
 * to its cash-out balance in the same transaction. Every call is one IMMEDIATE transaction through the workflow
 * service; a refused call writes nothing. Permissions are the caller's (the screens check them).
 */
import { createHash } from "node:crypto";
import { newId } from "#db/ids";
import { NOT_ELIGIBLE_MESSAGE } from "#machines/settlement.machine";
import type { Actor } from "#machines/types";
import { isIsoDate, todayInJakarta } from "~/domain/dates";
import { parseSettlementReport, type SettlementReportLine } from "~/domain/settlement-report";
import { DEFAULT_MPS_FEE, defaultChannelFee } from "~/integrations/payment-gateway/settlement-report.server";
import { getPayment, paymentByGatewayTransaction, type PaymentRow } from "~/models/payment.server";
import {
  channelFeeRows,
  differencesOf,
  getDifference,
  getSettlement,
  insertDifference,
  insertSettlement,
  insertSettlementLines,
  linesWithUnsettleablePayments,
  type NewDifference,
  type NewSettlementLine,
  netByProduct,
  openDifferenceCount,
  productRevenue,
  resolveDifferenceRow,
  type Revenue,
  setSettlementColumns,
  type SettlementAttachment,
  settledElsewhere,
  settlementByReference,
  type SettlementRow,
  unsettledGatewayPaymentsOf,
} from "~/models/settlement.server";
import { readTransaction, type Tx, writeTransaction } from "~/models/transaction.server";
import { creditSettledNet } from "../cash-out/balance.server";
import { SETTLEMENT_FILE_OWNER } from "../file-access.server";
import { httpError } from "../http.server";
import { kickOutbox } from "../outbox.server";
import { checkUpload, type FileKind, storeGenerated, storeUpload } from "../uploads.server";
import { workflow } from "../workflows.server";

export { NOT_ELIGIBLE_MESSAGE };

export type ImportSettlementResult = { settlementId: string; reference: string; lines: number; matched: number; differences: number; net: number };
const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

function reasonOf(reason: unknown, what: string) {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (!text) throw httpError(400, `Give a reason for ${what}.`, { field: "reason" });
  if (text.length > 500) throw httpError(400, "Keep the reason under 500 characters.", { field: "reason" });
  return text;
}

/** The fees the portal expects of a channel: its row in channel_fees, else the gateway catalogue's default. */
export function expectedFees(handle?: Tx): (channel: string) => { channelFee: number; mpsFee: number } {
  const rows = new Map(channelFeeRows(handle).map((r) => [r.channel, r]));
  return (channel) => {
    const row = rows.get(channel);
    return row ? { channelFee: row.channelFee, mpsFee: row.mpsFee } : { channelFee: defaultChannelFee(channel), mpsFee: DEFAULT_MPS_FEE };
  };
}

/** Where the reconciliation stands, counted in the transaction: what each settlement event carries. */
function progress(tx: Tx, settlementId: string) {
  const s = getSettlement(settlementId, tx)!;
  return { openDifferences: openDifferenceCount(settlementId, tx), paired: s.bankPaymentId !== null };
}

function requireSettlement(tx: Tx, id: string): SettlementRow {
  const s = typeof id === "string" && id ? getSettlement(id, tx) : null;
  if (!s) throw httpError(404, `There is no settlement ${String(id)}.`);
  if (s.importStatus === "importing") throw httpError(409, `The import of ${s.reference} is not finished (line ${s.importedLines} of ${s.lineCount}); upload the same report file again to finish it.`, { code: "refused" });
  return s;
}

/**
 * The report's lines checked against what can be settled: a transaction another settlement already carried, or
 * one whose payment was marked not ours, cannot be settled again. Refused whole with the spec's message, naming
 * each document and why, so the person edits the report (or the payment) and imports again.
 */
function checkEligible(tx: Tx, lines: SettlementReportLine[], payments: Map<string, PaymentRow>) {
  const problems: string[] = [];
  for (const [trx, reference] of settledElsewhere(tx, lines.map((l) => l.transactionId))) problems.push(`${trx}: already settled in ${reference}`);
  for (const l of lines) {
    const p = payments.get(l.transactionId);
    if (p && p.statusMatch === "not ours") problems.push(`${l.orderId || l.transactionId}: its payment was marked not ours (${p.matchNote ?? "no reason"})`);
  }
  if (problems.length) {
    const list = problems.length > 10 ? `${problems.slice(0, 10).join("; ")} (and ${problems.length - 10} more)` : problems.join("; ");
    // The spec's message (NOT_ELIGIBLE_MESSAGE), then which documents and why.
    throw httpError(409, `Several documents are not eligible, edit: ${list}.`, { code: "not-eligible", problems });
  }
}

/** Report lines per write transaction: a few hundred keep each one short (tests/bench/README.md, "Settlement"). */
export const SETTLEMENT_IMPORT_CHUNK = 500;

/** One committed chunk of a report import: which settlement, how far it is, and how long its write transaction took. */
export type SettlementChunk = { settlementId: string; chunk: number; lines: number; processed: number; total: number; ms: number };
type SettlementImportSeams = { chunkSize?: number; afterChunk?: ((chunk: SettlementChunk) => void | Promise<void>) | null };
let seams: SettlementImportSeams = {};

/** A seam for the tests and the benchmark (as statementImportSeams): a smaller chunk, a call after each chunk commits. */
export function settlementImportSeams(next: SettlementImportSeams) {
  seams = next;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The differences one report line shows against our payment (none for a matched line charged as expected). */
function lineDifferences(id: string, l: SettlementReportLine, p: PaymentRow | null, fees: ReturnType<typeof expectedFees>): NewDifference[] {
  if (!p) return [{ settlementId: id, kind: "unknown", transactionId: l.transactionId, amount: l.net, detail: `The gateway settled ${l.orderId || l.transactionId} (${rupiah(l.gross)}) but the portal never recorded that payment.` }];
  const out: NewDifference[] = [];
  if (p.amount !== l.gross) {
    out.push({ settlementId: id, kind: "amount", transactionId: l.transactionId, paymentId: p.id, amount: l.gross - p.amount, detail: `The gateway settled ${rupiah(l.gross)} for ${l.orderId || l.transactionId}; the portal recorded ${rupiah(p.amount)}.` });
  }
  const expected = fees(l.channel);
  if (l.channelFee !== expected.channelFee || l.mpsFee !== expected.mpsFee) {
    out.push({
      settlementId: id, kind: "fee", transactionId: l.transactionId, paymentId: p.id, amount: l.channelFee + l.mpsFee - expected.channelFee - expected.mpsFee,
      detail: `${l.channel} fees on ${l.orderId || l.transactionId}: channel ${rupiah(l.channelFee)} and mps ${rupiah(l.mpsFee)} charged, ${rupiah(expected.channelFee)} and ${rupiah(expected.mpsFee)} expected.`,
    });
  }
  return out;
}

/**
 * Imports one gateway settlement report (CSV text). Each line is matched to our gateway payment by the gateway's
 * transaction id; the differences are recorded: a transaction we never saw (unknown), a gross other than our
 * payment's (amount), fees other than the channel's (fee), and every gateway payment of that day the report does not
 * carry (missing). The same report (gateway and day) twice is refused.
 *
 * Like the bank statement import, it is written in chunks of lines, one write transaction each, yielding to the
 * event loop between them, so a 50,000-line report never holds SQLite's only writer for seconds. The settlement is
 * "importing" (its page and the list say so; nothing can be done to it) until the last chunk; then the missing
 * payments are computed and its machine starts (imported, then reconciling). The same file uploaded again after a
 * crash continues from `imported_lines`; each chunk reads that count in its own transaction, so no line is doubled.
 */
export async function importSettlementReport(csv: string, meta: { fileName: string; gateway?: string }, actor: Actor, now = new Date()): Promise<ImportSettlementResult> {
  const parsed = parseSettlementReport(csv);
  if (!parsed.ok) {
    const shown = parsed.errors.slice(0, 5).map((e) => `line ${e.line}: ${e.message}`);
    const errors = parsed.errors.length > 5 ? `${shown.join("; ")} (and ${parsed.errors.length - 5} more)` : shown.join("; ");
    throw httpError(400, `The settlement report was not imported: ${errors}.`, { field: "file", errors: parsed.errors });
  }
  const gateway = (meta.gateway ?? "sandbox").trim() || "sandbox";
  const reference = `S-${gateway.toUpperCase()}-${parsed.date}`;
  const at = now.toISOString();
  const sha256 = createHash("sha256").update(csv).digest("hex");
  const total = parsed.lines.length;
  const sum = (f: (l: SettlementReportLine) => number) => parsed.lines.reduce((n, l) => n + f(l), 0);
  // The payments the lines name, read before any write (a WAL reader does not hold the writer): the eligibility
  // check refuses the whole report before anything is written. The unique transaction index still guards a race.
  const byTrx = readTransaction((tx) => {
    const found = new Map<string, PaymentRow>();
    for (const l of parsed.lines) {
      const p = paymentByGatewayTransaction(l.transactionId, tx);
      if (p) found.set(l.transactionId, p);
    }
    return found;
  });
  const id = writeTransaction((tx): string => {
    const known = settlementByReference(reference, tx);
    if (known && known.importStatus === "importing") {
      if (known.attachments[0]?.sha256 === sha256) return known.id;
      throw httpError(409, `The import of ${known.reference} stopped at line ${known.importedLines} of ${known.lineCount}; upload the same report file again to finish it.`, { code: "duplicate", settlementId: known.id });
    }
    if (known) throw httpError(409, `The settlement report of ${parsed.date} is imported already as ${known.reference}.`, { code: "duplicate", settlementId: known.id });
    checkEligible(tx, parsed.lines, byTrx);
    const newIdValue = newId();
    // The report file itself is kept (downloadable by readers of the settlement): its row joins this transaction
    // (one connection), so a refused import leaves no attachment row; the bytes alone would be an unreachable orphan.
    // No uploader on the row: the importer is on the settlement, and the actor may be the system (not a user row).
    const file = storeGenerated(Buffer.from(csv), meta.fileName, { ownerKind: SETTLEMENT_FILE_OWNER, ownerId: newIdValue, uploadedBy: null, filetype: "csv" });
    insertSettlement(tx, {
      id: newIdValue, reference, gateway, reportDate: parsed.date, nominalTrx: sum((l) => l.gross), channelFee: sum((l) => l.channelFee), mpsFee: sum((l) => l.mpsFee), net: sum((l) => l.net),
      lineCount: total, channelName: [...new Set(parsed.lines.map((l) => l.channel))].sort().join(", "), importStatus: "importing", importedLines: 0,
      attachments: [{ filename: meta.fileName, sha256, size: Buffer.byteLength(csv), filetype: "csv", at, fileId: file.id }],
      importedById: actor.id, importedByName: actor.name, createdAt: at,
    });
    return newIdValue;
  });
  const chunkSize = seams.chunkSize ?? SETTLEMENT_IMPORT_CHUNK;
  for (let chunk = 1; ; chunk++) {
    const started = performance.now();
    const done = writeTransaction((tx) => {
      const s = getSettlement(id, tx)!;
      if (s.importStatus === "complete") return null;
      const from = s.importedLines;
      const slice = parsed.lines.slice(from, from + chunkSize);
      const fees = expectedFees(tx);
      const lines: NewSettlementLine[] = [];
      const differences: NewDifference[] = [];
      slice.forEach((l, i) => {
        const p = byTrx.get(l.transactionId) ?? null;
        lines.push({ settlementId: id, lineNo: from + i + 1, transactionId: l.transactionId, orderId: l.orderId, channel: l.channel, gross: l.gross, channelFee: l.channelFee, mpsFee: l.mpsFee, net: l.net, paymentId: p?.id ?? null, productId: p?.productId ?? null });
        differences.push(...lineDifferences(id, l, p, fees));
      });
      if (lines.length) insertSettlementLines(tx, lines);
      for (const d of differences) insertDifference(tx, d);
      const processed = from + slice.length;
      if (processed < total) {
        setSettlementColumns(tx, id, { importedLines: processed });
        return { lines: slice.length, processed };
      }
      // The last chunk: the day's payments the report does not carry, then the machine starts.
      const reported = new Set(parsed.lines.map((l) => l.transactionId));
      for (const p of unsettledGatewayPaymentsOf(tx, parsed.date)) {
        if (p.gatewayTransactionId && reported.has(p.gatewayTransactionId)) continue;
        insertDifference(tx, { settlementId: id, kind: "missing", transactionId: p.gatewayTransactionId, paymentId: p.id, amount: -p.amount, detail: `The portal recorded gateway payment ${p.gatewayTransactionId ?? p.id} (${rupiah(p.amount)}) on ${parsed.date}; the report does not settle it.` });
      }
      setSettlementColumns(tx, id, { importedLines: processed, importStatus: "complete" });
      workflow().startInTx(tx, "settlement", id, { settlementId: id, net: sum((l) => l.net) }, actor);
      workflow().sendInTx(tx, "settlement", id, { type: "settlement.check", ...progress(tx, id) }, actor);
      return { lines: slice.length, processed };
    });
    if (!done) break;
    await seams.afterChunk?.({ settlementId: id, chunk, lines: done.lines, processed: done.processed, total, ms: performance.now() - started });
    if (done.processed >= total) break;
    await nextTurn();
  }
  kickOutbox();
  return { settlementId: id, reference, lines: total, matched: byTrx.size, differences: differencesOf(id).length, net: sum((l) => l.net) };
}

/**
 * Pairs the settlement's net with the bank credit that paid it: a statement payment still waiting in the queue. The
 * credit leaves the customer queue (marked not ours, naming the settlement) so it can never also be matched to a
 * billing; a credit other than the net is recorded as a difference to resolve.
 */
export function pairBankCredit(settlementId: string, paymentId: string, actor: Actor, now = new Date()) {
  const result = writeTransaction((tx) => {
    const s = requireSettlement(tx, settlementId);
    if (s.state === "settled") throw httpError(409, `Settlement ${s.reference} is settled; its bank credit cannot change.`, { code: "refused" });
    if (s.bankPaymentId) throw httpError(409, `Settlement ${s.reference} is paired with a bank credit already; unpair it first.`, { code: "refused" });
    const payment = typeof paymentId === "string" && paymentId ? getPayment(paymentId, tx) : null;
    if (!payment) throw httpError(404, `There is no payment ${String(paymentId)}.`);
    if (payment.source !== "statement") throw httpError(409, "Only a bank statement credit can pay a settlement.", { code: "refused" });
    if (payment.state !== "unmatched") throw httpError(409, `That bank credit is ${payment.statusMatch}; only a credit still waiting in the queue can be paired (un-match it first).`, { code: "refused" });
    const at = now.toISOString();
    workflow().sendInTx(tx, "payment", payment.id, { type: "payment.markNotOurs", message: `Gateway settlement ${s.reference}: the net of its settlement report` }, actor);
    setSettlementColumns(tx, s.id, { bankPaymentId: payment.id, matchedBy: actor.name, matchedReferenceId: actor.referenceId, matchedAt: at });
    if (payment.amount !== s.net) {
      insertDifference(tx, {
        settlementId: s.id, kind: "net", paymentId: payment.id, amount: payment.amount - s.net,
        detail: `The bank credited ${rupiah(payment.amount)} on ${payment.transactionDate}; the report's net is ${rupiah(s.net)}.`,
      });
    }
    return workflow().sendInTx(tx, "settlement", s.id, { type: "settlement.pairCredit", paymentId: payment.id, credit: payment.amount, ...progress(tx, s.id) }, actor).to;
  });
  kickOutbox();
  return { state: result };
}

/** Takes the bank credit off the settlement (it goes back to the queue); open net differences close with the same reason. */
export function unpairBankCredit(settlementId: string, reason: string, actor: Actor, now = new Date()) {
  const message = reasonOf(reason, "unpairing the bank credit");
  const result = writeTransaction((tx) => {
    const s = requireSettlement(tx, settlementId);
    if (!s.bankPaymentId) throw httpError(409, `Settlement ${s.reference} has no bank credit to unpair.`, { code: "refused" });
    if (s.state === "settled") throw httpError(409, `Settlement ${s.reference} is settled; its bank credit cannot change.`, { code: "refused" });
    const at = now.toISOString();
    for (const d of differencesOf(s.id, tx)) if (d.kind === "net" && !d.resolvedAt) resolveDifferenceRow(tx, d.id, actor, `Bank credit unpaired: ${message}`, at);
    const paymentId = s.bankPaymentId;
    setSettlementColumns(tx, s.id, { bankPaymentId: null, matchedBy: null, matchedReferenceId: null, matchedAt: null });
    workflow().sendInTx(tx, "payment", paymentId, { type: "payment.unmatch", message: `Unpaired from settlement ${s.reference}: ${message}` }, actor);
    return workflow().sendInTx(tx, "settlement", s.id, { type: "settlement.unpairCredit", message, ...progress(tx, s.id) }, actor).to;
  });
  kickOutbox();
  return { state: result };
}

/** A difference is closed only with a reason a person gives; the settlement is reconciled when none is left open and the net is paired. */
export function resolveDifference(settlementId: string, differenceId: number, reason: string, actor: Actor, now = new Date()) {
  const message = reasonOf(reason, "resolving the difference");
  const result = writeTransaction((tx) => {
    const s = requireSettlement(tx, settlementId);
    const d = Number.isSafeInteger(differenceId) ? getDifference(differenceId, tx) : null;
    if (!d || d.settlementId !== s.id) throw httpError(404, "There is no such difference in this settlement.");
    if (d.resolvedAt) throw httpError(409, `That difference was resolved already by ${d.resolvedBy ?? "someone"}: ${d.resolvedReason ?? ""}`, { code: "refused" });
    resolveDifferenceRow(tx, d.id, actor, message, now.toISOString());
    return workflow().sendInTx(tx, "settlement", s.id, { type: "settlement.resolveDifference", differenceId: d.id, message, ...progress(tx, s.id) }, actor).to;
  });
  kickOutbox();
  return { state: result };
}

/**
 * Settles a reconciled settlement: refused with the spec's not-eligible message, naming each transaction, when a
 * line's payment was un-matched or marked not ours since the import. The binding credits each product's settled net
 * (creditSettledNet) in this same transaction.
 */
export function settleSettlement(settlementId: string, actor: Actor) {
  const result = writeTransaction((tx) => {
    const s = requireSettlement(tx, settlementId);
    const bad = linesWithUnsettleablePayments(tx, s.id);
    if (bad.length) {
      const list = bad.map((b) => `${b.orderId || b.transactionId}: its payment is ${b.statusMatch}`).join("; ");
      throw httpError(409, `Several documents are not eligible, edit: ${list}.`, { code: "not-eligible" });
    }
    return workflow().sendInTx(tx, "settlement", s.id, { type: "settlement.settle" }, actor).to;
  });
  kickOutbox();
  return { state: result };
}

/** What may be attached when settling (the bank's advice, a transfer slip): documents and images. */
const SETTLE_FILE_KINDS: FileKind[] = ["pdf", "jpg", "png", "xlsx"];

/**
 * Settles with the files a person adds (the bank's advice). Each file is checked before anything is written and
 * stored once the settlement is committed (file bytes cannot be written inside SQLite's synchronous transaction),
 * then listed among the settlement's attachments; a refused settle stores nothing.
 */
export async function settleSettlementWithFiles(settlementId: string, files: FormDataEntryValue[], actor: Actor, now = new Date()) {
  const uploads = files.filter((f): f is File => typeof f === "object" && f !== null && "size" in f && f.size > 0);
  for (const f of uploads) {
    try {
      await checkUpload(f, { allowed: SETTLE_FILE_KINDS });
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      const body = (await error.clone().json().catch(() => null)) as { message?: string } | null;
      throw httpError(400, body?.message ?? "That file could not be read.", { field: "attachments" });
    }
  }
  const result = settleSettlement(settlementId, actor);
  if (!uploads.length) return result;
  const added: SettlementAttachment[] = [];
  for (const f of uploads) {
    const bytes = Buffer.from(await f.arrayBuffer());
    const row = await storeUpload(f, { ownerKind: SETTLEMENT_FILE_OWNER, ownerId: settlementId, uploadedBy: actor.id, attachmentType: "other" }, { allowed: SETTLE_FILE_KINDS });
    added.push({ filename: row.oriFilename, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.byteLength, filetype: row.filetype, at: now.toISOString(), fileId: row.id });
  }
  writeTransaction((tx) => {
    const s = requireSettlement(tx, settlementId);
    setSettlementColumns(tx, s.id, { attachments: [...s.attachments, ...added] });
  });
  return result;
}

/** Credits each product's settled net to its cash-out balance (the binding's in-transaction effect). */
export function creditSettlementNet(tx: Tx, settlementId: string, at: string) {
  for (const { productId, net } of netByProduct(tx, settlementId)) {
    if (net > 0) creditSettledNet(tx, { productId, settlementId, amount: net, at });
  }
}

/** A product's gross, fees and net over report dates in [from, to] (the product page's card, issue 22's revenue report). */
export function revenueOfProduct(productId: string, from: string, to: string): Revenue {
  return productRevenue(productId, from, to);
}

/** The product page's revenue card: the period from the URL (revenue_from, revenue_to), else this month so far (Jakarta). */
export function revenueCardOf(productId: string, url: URL, now = new Date()) {
  const today = todayInJakarta(now);
  const pick = (name: string, fallback: string) => {
    const v = url.searchParams.get(name);
    return v && isIsoDate(v) ? v : fallback;
  };
  const from = pick("revenue_from", `${today.slice(0, 8)}01`);
  const to = pick("revenue_to", today);
  return { from, to, ...revenueOfProduct(productId, from, to) };
}
