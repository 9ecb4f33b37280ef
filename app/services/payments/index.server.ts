/**
 * The payments core (issue 20, shared contract 2): statement credits and gateway payments become payments, are
 * matched to billings (automatically by the exact amount due, or by hand, split across billings), marked not ours,
 * or un-matched with a reason. Every call is one IMMEDIATE transaction through the workflow service (a statement
 * import is one per chunk of credit lines, see importStatement): the payment's
 * and the billings' machines decide, the models write (allocations, customer credit, paymentHistory, status_paid
 * on the billing and its invoices), and a refused call writes nothing. The finest cash-in report is queued by the
 * billing's paid status (the finest-reports job sends it); a reversal is an outbox effect (effects.server.ts).
 * Permissions are the caller's (the screens and the webhook check them); the actor is recorded on every row.
 */
import { newId } from "#db/ids";
import { NOT_MATCHED_MESSAGE } from "#machines/payment.machine";
import type { Actor } from "#machines/types";
import { isIsoDate, todayInJakarta } from "~/domain/dates";
import { amountDueOf, billingsOpenForAmount, type PaymentHistoryEntry } from "~/models/billing.server";
import { availableCredit, customersCreditedBy, reverseCreditMovementsOfPayment } from "~/models/customer-credit.server";
import {
  activeAllocations,
  addStatementImportProgress,
  billingForMatching,
  getPayment,
  insertAllocation,
  insertCustomerCredit,
  insertPaymentUnlessKnown,
  getStatementImport,
  incompleteImportOf,
  incompleteImports,
  insertStatementImport,
  paymentByGatewayTransaction,
  type PaymentRow,
  reverseAllocation,
  setMatchNote,
  setPaymentScope,
} from "~/models/payment.server";
import { settlementOfBankPayment } from "~/models/settlement.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { ParsedStatement, StatementLine } from "~/services/bank-statements/types";
import { httpError } from "../http.server";
import { kickOutbox } from "../outbox.server";
import { workflow } from "../workflows.server";

export { NOT_MATCHED_MESSAGE };

export type AllocationInput = { billingId: string; amount: number };
export type AllocationResult = { allocationId: number; billingId: string; billingNumber: string | null; amount: number; applied: number; surplus: number; billingState: string; balanceDue: number };
export type MatchResult = { paymentId: string; state: string; allocated: number; allocations: AllocationResult[] };
export type ImportResult = { importId: number; added: number; duplicates: number; matched: number; unmatched: number };
export type GatewayPaymentInput = { billingId: string; gatewayTransactionId: string; amount: number; paidAt: string; channel: string; description: string };
export type GatewayPaymentResult = { paymentId: string; duplicate: boolean; state: string; matched: boolean };

const isRupiah = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n > 0;
const digits = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "");
const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;
const reasonOf = (reason: unknown, what: string) => {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (!text) throw httpError(400, `Give a reason for ${what}.`, { field: "reason" });
  if (text.length > 500) throw httpError(400, "Keep the reason under 500 characters.", { field: "reason" });
  return text;
};

function requirePayment(tx: Tx, paymentId: string): PaymentRow {
  const payment = typeof paymentId === "string" && paymentId ? getPayment(paymentId, tx) : null;
  if (!payment) throw httpError(404, `There is no payment ${String(paymentId)}.`);
  return payment;
}

/** Allocations as given by a person or a caller: whole rupiah, each billing once, within what is left of the payment. */
function checkAllocations(payment: PaymentRow, allocations: AllocationInput[]) {
  if (!Array.isArray(allocations) || allocations.length === 0) throw httpError(400, "Choose at least one billing and the amount to allocate to it.", { field: "allocations" });
  const seen = new Set<string>();
  for (const [i, a] of allocations.entries()) {
    if (typeof a?.billingId !== "string" || !a.billingId) throw httpError(400, `Allocation ${i + 1} names no billing.`, { field: "allocations" });
    if (seen.has(a.billingId)) throw httpError(400, "Each billing may appear once in a match; put its whole amount on one line.", { field: "allocations" });
    seen.add(a.billingId);
    if (!isRupiah(a.amount)) throw httpError(400, `Allocation ${i + 1} must be a whole number of rupiah above zero (the portal keeps whole rupiah).`, { field: "allocations" });
  }
  const total = allocations.reduce((sum, a) => sum + a.amount, 0);
  const left = payment.amount - payment.allocatedAmount;
  if (total > left) throw httpError(400, `The allocations add up to ${rupiah(total)}, but only ${rupiah(left)} of this payment is left to allocate.`, { field: "allocations" });
  return total;
}

/**
 * Allocates the payment's money to billings inside `tx`. Each billing takes up to its balance due; what goes beyond
 * is the customer's credit (kept and visible); a billing paid below its amount due is partly paid.
 */
export function matchInTx(tx: Tx, payment: PaymentRow, allocations: AllocationInput[], actor: Actor, auto: boolean): MatchResult {
  if (payment.state !== "unmatched" && payment.state !== "partlyMatched") {
    throw httpError(409, `This payment is ${payment.statusMatch} already; un-match it first to match it again.`, { code: "refused", state: payment.state });
  }
  const total = checkAllocations(payment, allocations);
  const at = new Date().toISOString();
  const results: AllocationResult[] = [];
  let scope: { productId: string; divisionId: string | null } | null = null;
  for (const a of allocations) {
    const billing = billingForMatching(a.billingId, tx);
    if (!billing) throw httpError(404, `There is no billing ${a.billingId}.`);
    if (billing.status !== "issued") {
      // One literal message per case, so that the messages catalogue (and its test) can name each of them.
      const name = billing.billingNumber ?? "draft";
      if (billing.status === "paid") throw httpError(409, `Billing ${name} is paid already; it cannot take this payment.`, { code: "refused" });
      if (billing.status === "draft") throw httpError(409, `Billing ${name} is still a draft (issue it first); it cannot take this payment.`, { code: "refused" });
      throw httpError(409, `Billing ${name} is ${billing.status}; it cannot take this payment.`, { code: "refused" });
    }
    const due = amountDueOf(billing);
    const balance = Math.max(0, due - billing.paidAmount);
    const applied = Math.min(a.amount, balance);
    const surplus = a.amount - applied;
    const allocationId = insertAllocation(tx, { paymentId: payment.id, billingId: billing.id, amount: a.amount, surplus, auto, actor, at });
    if (surplus > 0) {
      insertCustomerCredit(tx, { customerId: billing.customerId, customerName: billing.customerName ?? "", paymentId: payment.id, billingId: billing.id, allocationId, amount: surplus, createdAt: at, note: { billing_number: billing.billingNumber, amount_due: due } });
    }
    const entry: PaymentHistoryEntry = {
      payment_id: payment.id, allocation_id: allocationId, amount: a.amount, surplus, source: payment.source, reference_no: payment.referenceNo, transaction_date: payment.transactionDate,
      channel: payment.channel, by: actor.name, at,
    };
    const paidTotal = billing.paidAmount + applied;
    const sent = workflow().sendInTx(tx, "billing", billing.id, { type: "billing.pay", paidTotal, amountDue: due, entry, allocationId, paymentId: payment.id }, actor);
    results.push({ allocationId, billingId: billing.id, billingNumber: billing.billingNumber, amount: a.amount, applied, surplus, billingState: sent.to, balanceDue: Math.max(0, due - paidTotal) });
    scope ??= { productId: billing.productId, divisionId: billing.divisionId };
  }
  const allocated = payment.allocatedAmount + total;
  const sent = workflow().sendInTx(tx, "payment", payment.id, { type: "payment.match", allocated }, actor);
  if (scope && !payment.productId) setPaymentScope(tx, payment.id, scope);
  return { paymentId: payment.id, state: sent.to, allocated, allocations: results };
}

/**
 * The automatic rule: a credit equal to exactly one open billing's amount due (its final price with the unique code,
 * net of PPh 23 when the customer withholds it) that was to be paid into this account matches it. None, or several,
 * leave it in the queue with the spec's 'Payment is not matched' and why.
 */
function autoMatch(tx: Tx, payment: PaymentRow, account: string, actor: Actor): boolean {
  const candidates = billingsOpenForAmount(tx, payment.amount).filter((c) => digits(c.bankAccount) === account);
  if (candidates.length === 1) {
    matchInTx(tx, payment, [{ billingId: candidates[0]!.id, amount: payment.amount }], actor, true);
    return true;
  }
  const why = candidates.length === 0 ? `no open billing of ${rupiah(payment.amount)} is paid into account ${account}` : `${candidates.length} open billings of ${rupiah(payment.amount)} are paid into account ${account}; choose one by hand`;
  setMatchNote(tx, payment.id, `${NOT_MATCHED_MESSAGE}: ${why}.`);
  return false;
}

function checkStatement(statement: ParsedStatement, meta: { fileName: string; sha256: string }) {
  if (typeof meta?.fileName !== "string" || !meta.fileName.trim()) throw httpError(400, "The statement file has no name.");
  if (typeof meta.sha256 !== "string" || !/^[0-9a-f]{64}$/i.test(meta.sha256)) throw httpError(400, "The statement's SHA-256 must be 64 hexadecimal characters.");
  if (!statement || !Array.isArray(statement.lines)) throw httpError(400, "The statement has no lines.");
  const account = digits(statement.account);
  if (!account) throw httpError(400, "The statement names no account number.");
  const errors: { line: number; reason: string }[] = [];
  for (const l of statement.lines) {
    const bad = (reason: string) => errors.push({ line: l.line, reason });
    if (!Number.isSafeInteger(l.debit) || !Number.isSafeInteger(l.credit) || l.debit < 0 || l.credit < 0) bad("the amount must be whole rupiah (the portal keeps whole rupiah)");
    else if ((l.debit > 0) === (l.credit > 0)) bad("a line must be either a debit or a credit");
    if (!isIsoDate(l.transactionDate)) bad(`the date ${JSON.stringify(l.transactionDate)} is not YYYY-MM-DD`);
    if (l.account && digits(l.account) !== account) bad(`the account ${l.account} differs from the statement's ${account}`);
  }
  if (errors.length) {
    const first = errors.slice(0, 5).map((e) => `line ${e.line}: ${e.reason}`).join("; ");
    throw httpError(400, `The statement was not imported: ${first}${errors.length > 5 ? ` (and ${errors.length - 5} more)` : ""}.`, { errors });
  }
  return account;
}

/** One credit line's times in importStatement: the whole line (dedupe insert, workflow start, matching) and its automatic matching alone. */
export type StatementLineTiming = { outcome: "duplicate" | "matched" | "unmatched"; lineMs: number; matchMs: number };
let lineTimer: ((timing: StatementLineTiming) => void) | null = null;

/**
 * A stopwatch on importStatement's line loop for the statement-import benchmark (tests/bench/statement-import.bench.ts),
 * so that it times the real matching, not a copy of it. Null (always, in the portal) costs one check a line.
 */
export function timeStatementLines(timer: ((timing: StatementLineTiming) => void) | null) {
  lineTimer = timer;
}

/**
 * Credit lines per write transaction. SQLite has one writer: an import in one transaction held it for 18.5 s (10,000
 * lines against 1,000,000 invoices), and every approval, billing and sign-in of the portal waited. In chunks of this
 * many lines, with the event loop served between chunks, no transaction of an import holds the writer for long
 * (tests/bench/README.md "Statement import" has the measured chunk times).
 */
export const STATEMENT_IMPORT_CHUNK = 100;

/** One committed chunk of an import: which import, how far it is, and how long its write transaction took. */
export type StatementChunk = { importId: number; chunk: number; lines: number; processed: number; credits: number; ms: number };
type ImportSeams = { chunkSize?: number; afterChunk?: ((chunk: StatementChunk) => void | Promise<void>) | null };
let seams: ImportSeams = {};

/**
 * A seam for the tests and the statement-import benchmark: a smaller chunk, and a call after each chunk commits
 * (the benchmark times the transactions; a test stops an import there, as a crash would, or writes in between).
 * Empty (always, in the portal) costs one check a chunk.
 */
export function statementImportSeams(next: ImportSeams) {
  seams = next;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a parsed statement in: credit lines become payments (dedupe on account + reference + date + amount +
 * occurrence in the file), then auto-match. The whole file is checked first (a malformed file is refused before
 * anything is written); then the credit lines are written in chunks of STATEMENT_IMPORT_CHUNK, one IMMEDIATE
 * transaction each, which also adds its counts and progress to the statement_imports row ("importing" until the
 * last chunk makes it "complete"), yielding to the event loop between chunks so that the worker serves other
 * requests and other writers get their turn. An import stopped half-way (a crash) leaves its row "importing" with
 * its committed chunks; the same file uploaded again continues that import from its progress, and the dedupe key
 * keeps even an overlap from adding a payment twice.
 */
export async function importStatement(statement: ParsedStatement, meta: { fileName: string; sha256: string }, actor: Actor): Promise<ImportResult> {
  const account = checkStatement(statement, meta);
  const credits = statement.lines.filter((l) => l.credit > 0);
  // The n-th identical credit of the file (same reference, date and amount) is a payment of its own. Counted over
  // the whole file up front, so that a continued import gives each line the same occurrence as the first attempt.
  const seen = new Map<string, number>();
  const occurrences = credits.map((l) => {
    const key = `${l.referenceNo}\u0000${l.transactionDate}\u0000${l.credit}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  });
  const sha256 = meta.sha256.toLowerCase();
  const importId = writeTransaction((tx) => {
    const unfinished = incompleteImportOf(sha256, account, tx);
    if (unfinished && unfinished.credits === credits.length && unfinished.lines === statement.lines.length) return unfinished.id;
    return insertStatementImport(tx, {
      fileName: meta.fileName.trim(), sha256, account, layout: statement.layout, lines: statement.lines.length, credits: credits.length, added: 0, duplicates: 0, matched: 0, unmatched: 0,
      status: credits.length === 0 ? "complete" : "importing", processed: 0, importedById: actor.id, importedByName: actor.name, createdAt: new Date().toISOString(),
    });
  });
  const chunkSize = seams.chunkSize ?? STATEMENT_IMPORT_CHUNK;
  for (let chunk = 1; ; chunk++) {
    const started = performance.now();
    // Each chunk starts where the row says the import stands: a second upload of the same file running at the
    // same time continues the same import instead of doubling it.
    const done = writeTransaction((tx) => {
      const row = getStatementImport(importId, tx)!;
      if (row.status === "complete") return null;
      const from = row.processed;
      const lines = credits.slice(from, from + chunkSize);
      const counts = { added: 0, duplicates: 0, matched: 0, unmatched: 0 };
      lines.forEach((l, i) => importCreditLine(tx, statement, account, l, occurrences[from + i]!, importId, actor, counts));
      const processed = from + lines.length;
      addStatementImportProgress(tx, importId, { ...counts, processed: lines.length, complete: processed >= credits.length });
      return { lines: lines.length, processed };
    });
    if (!done) break;
    kickOutbox();
    await seams.afterChunk?.({ importId, chunk, lines: done.lines, processed: done.processed, credits: credits.length, ms: performance.now() - started });
    if (done.processed >= credits.length) break;
    await nextTurn();
  }
  const row = getStatementImport(importId)!;
  return { importId, added: row.added, duplicates: row.duplicates, matched: row.matched, unmatched: row.unmatched };
}

/** Imports not complete (under way now, or stopped by a crash) with how far each got: the import screen lists them. */
export const unfinishedImports = () =>
  incompleteImports().map((i) => ({ id: i.id, fileName: i.fileName, account: i.account, processed: i.processed, credits: i.credits, importedByName: i.importedByName, createdAt: i.createdAt }));

/** One credit line of an import, inside its chunk's transaction: a payment unless known, its workflow, its automatic matching. */
function importCreditLine(
  tx: Tx, statement: ParsedStatement, account: string, l: StatementLine, occurrence: number, importId: number, actor: Actor, counts: { added: number; duplicates: number; matched: number; unmatched: number },
) {
  const lineStarted = lineTimer ? performance.now() : 0;
  const id = newId();
  const added = insertPaymentUnlessKnown(tx, {
    id, source: "statement", account, bank: statement.layout, transactionDate: l.transactionDate, description: l.description ?? "", referenceNo: l.referenceNo ?? "", debit: 0, credit: l.credit,
    balance: l.balance, branchCode: l.branchCode, trxid: l.trxid, amount: l.credit, occurrence, settlementType: "internal transfer", importId, createdById: actor.id,
  });
  if (!added) {
    counts.duplicates++;
    lineTimer?.({ outcome: "duplicate", lineMs: performance.now() - lineStarted, matchMs: 0 });
    return;
  }
  counts.added++;
  workflow().startInTx(tx, "payment", id, { paymentId: id, amount: l.credit }, actor);
  const matchStarted = lineTimer ? performance.now() : 0;
  const matched = autoMatch(tx, getPayment(id, tx)!, account, actor);
  if (matched) counts.matched++;
  else counts.unmatched++;
  if (lineTimer) {
    const now = performance.now();
    lineTimer({ outcome: matched ? "matched" : "unmatched", lineMs: now - lineStarted, matchMs: now - matchStarted });
  }
}

function checkGatewayInput(input: GatewayPaymentInput) {
  if (typeof input?.billingId !== "string" || !input.billingId) throw httpError(400, "The gateway payment names no billing.");
  if (typeof input.gatewayTransactionId !== "string" || !input.gatewayTransactionId.trim() || input.gatewayTransactionId.length > 200) throw httpError(400, "The gateway payment has no transaction id.");
  if (!isRupiah(input.amount)) throw httpError(400, "The gateway amount must be a whole number of rupiah above zero (the portal keeps whole rupiah).");
  const paidAt = isIsoDate(input.paidAt) ? input.paidAt : Number.isNaN(Date.parse(input.paidAt)) ? null : todayInJakarta(new Date(input.paidAt));
  if (!paidAt) throw httpError(400, `The gateway's payment time ${JSON.stringify(input.paidAt)} is not a date.`);
  return paidAt;
}

/** A settled gateway payment, matched to its billing at once; the same gateway transaction id again has no second effect. */
export async function recordGatewayPayment(input: GatewayPaymentInput, actor: Actor): Promise<GatewayPaymentResult> {
  const transactionDate = checkGatewayInput(input);
  const trx = input.gatewayTransactionId.trim();
  const result = writeTransaction((tx): GatewayPaymentResult => {
    const known = paymentByGatewayTransaction(trx, tx);
    if (known) return { paymentId: known.id, duplicate: true, state: known.state, matched: known.state === "matched" || known.state === "partlyMatched" };
    const billing = billingForMatching(input.billingId, tx);
    if (!billing) throw httpError(404, `There is no billing ${input.billingId}.`);
    const id = newId();
    insertPaymentUnlessKnown(tx, {
      id, source: "gateway", account: "gateway", bank: String(input.channel ?? ""), transactionDate, description: String(input.description ?? ""), referenceNo: trx, debit: 0, credit: input.amount, amount: input.amount,
      trxid: trx, gatewayTransactionId: trx, channel: String(input.channel ?? "") || null, settlementType: "gateway", createdById: actor.id,
    });
    workflow().startInTx(tx, "payment", id, { paymentId: id, amount: input.amount }, actor);
    if (billing.status !== "issued") {
      // The money arrived all the same: it waits in the queue for settlement staff, with the reason.
      setMatchNote(tx, id, `${NOT_MATCHED_MESSAGE}: billing ${billing.billingNumber ?? billing.id} is ${billing.status === "paid" ? "paid already" : billing.status}.`);
      return { paymentId: id, duplicate: false, state: "unmatched", matched: false };
    }
    const matched = matchInTx(tx, getPayment(id, tx)!, [{ billingId: billing.id, amount: input.amount }], actor, true);
    return { paymentId: id, duplicate: false, state: matched.state, matched: true };
  });
  kickOutbox();
  return result;
}

/** Settlement staff match a waiting payment by hand, to one billing or split across several (`multibilling`). */
export async function matchPayment(paymentId: string, allocations: AllocationInput[], actor: Actor): Promise<MatchResult> {
  const result = writeTransaction((tx) => matchInTx(tx, requirePayment(tx, paymentId), allocations, actor, false));
  kickOutbox();
  return result;
}

/** A credit that belongs to no billing of ours (a refund, a transfer between our own accounts), with the reason. */
export async function markNotOurs(paymentId: string, reason: string, actor: Actor): Promise<{ paymentId: string; state: string }> {
  const message = reasonOf(reason, "marking the payment not ours");
  const result = writeTransaction((tx) => {
    const payment = requirePayment(tx, paymentId);
    if (payment.state !== "unmatched") throw httpError(409, `This payment is ${payment.statusMatch}; un-match it before marking it not ours.`, { code: "refused", state: payment.state });
    return { paymentId: payment.id, state: workflow().sendInTx(tx, "payment", payment.id, { type: "payment.markNotOurs", message }, actor).to };
  });
  kickOutbox();
  return result;
}

/**
 * Undoes a wrong match (or a wrong "not ours"), with the reason: every allocation is reversed (kept, marked), the
 * customer credit it made is withdrawn, each billing goes back to partly paid or issued with its paymentHistory entry
 * marked reversed, its invoices' status_paid follows, and a cash-in finest already booked is queued for reversal.
 */
export async function unmatchPayment(paymentId: string, reason: string, actor: Actor): Promise<{ paymentId: string; state: string; reversed: number }> {
  const message = reasonOf(reason, "un-matching the payment");
  try {
    const result = writeTransaction((tx) => {
      const payment = requirePayment(tx, paymentId);
      if (payment.state === "unmatched") throw httpError(409, "This payment is not matched; there is nothing to un-match.", { code: "refused", state: payment.state });
      // A customer-credit payment moved no money: once un-matched its credit is back with the customer, not in the queue.
      if (payment.source === "credit" && payment.state === "notOurs") throw httpError(409, "This credit payment was un-matched already; its credit is back with the customer.", { code: "refused", state: payment.state });
      // A bank credit that paid a gateway settlement (issue 21) is released from that settlement's screen, never from here.
      const settlement = settlementOfBankPayment(payment.id, tx);
      if (settlement) throw httpError(409, `This bank credit paid settlement ${settlement.reference}; unpair it there.`, { code: "refused", state: payment.state });
      const at = new Date().toISOString();
      const allocations = activeAllocations(payment.id, tx);
      for (const a of allocations) {
        const billing = billingForMatching(a.billingId, tx)!;
        reverseAllocation(tx, a.id, actor, message, at);
        const paidTotal = Math.max(0, billing.paidAmount - (a.amount - a.surplus));
        workflow().sendInTx(tx, "billing", billing.id, { type: "billing.unpay", message, paidTotal, allocationId: a.id, paymentId: payment.id }, actor);
      }
      // The credit an over-payment made may have been spent since: withdrawing it must not leave the customer below zero.
      for (const c of customersCreditedBy(payment.id, tx)) {
        if (availableCredit(c.customerId, tx) < 0) throw httpError(409, "The credit this payment left has been applied or refunded since; un-match the credit payment first.", { code: "refused" });
      }
      let sent = workflow().sendInTx(tx, "payment", payment.id, { type: "payment.unmatch", message }, actor);
      if (payment.source === "credit") {
        reverseCreditMovementsOfPayment(tx, payment.id, actor, message, at);
        sent = workflow().sendInTx(tx, "payment", payment.id, { type: "payment.markNotOurs", message: `Customer credit given back: ${message}` }, actor);
      }
      return { paymentId: payment.id, state: sent.to, reversed: allocations.length };
    });
    kickOutbox();
    return result;
  } catch (error) {
    // Back to unpaid, a billing takes its unique code again; another open billing of the product may hold it now.
    if ((error as { code?: string })?.code === "SQLITE_CONSTRAINT_UNIQUE" && String((error as Error).message).includes("unique_code")) {
      throw httpError(409, "A billing of this payment would be open again, but another open billing of its product now has the same unique code, so a transfer could not tell them apart. Cancel or re-draft that billing first.", { code: "refused" });
    }
    throw error;
  }
}

/** The payment of a gateway transaction, if it was recorded (the webhook un-matches it on a reversal). */
export const gatewayPayment = (gatewayTransactionId: string) => paymentByGatewayTransaction(gatewayTransactionId);
