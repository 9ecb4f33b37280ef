/**
 * The tax invoice (faktur) of an invoice: the taxInvoice workflow binding (it writes the invoice's status_faktur,
 * requested record and taxInvoice JSON), the e-Faktur request built from the invoice, and the tax_requests rows
 * that carry each request to the intermediary, its polling and its backoff. The only code touching these tables.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { db, type Tx, writeTransaction } from "#db/client.server";
import { billings, invoices, products, taxRequests } from "#db/schema";
import { taxInvoiceMachine, taxInvoiceMachineVersion, taxInvoiceStatusOf } from "#machines/tax-invoice.machine";
import { buyerTin, kdJenisTransaksi, type KodeWapu, normaliseNpwp } from "~/domain/efaktur";
import { ppnFor } from "~/domain/tax-rates";
import { asTaxInvoiceRecord, type TaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import type { EfakturData, EfakturLine, ReceivedFaktur, TaxInvoiceRequest } from "~/integrations/tax-authority/types";
import type { TransitionRecord, WorkflowBinding } from "./transaction.server";
import { actRecord, getInvoice, type InvoiceRow } from "./invoice.server";

export type TaxRequestRow = typeof taxRequests.$inferSelect;
export type StoredTaxAnswer = { requestId: string; url: string; fileUrl: string; data: ReceivedFaktur };

/** A claimed request is left alone by other workers for this long (a worker that dies mid-call frees it after). */
export const TAX_CLAIM_MS = 60_000;

const digits = (s: string) => s.replace(/\D/g, "");
/** dd/MM/yyyy: the QR-validation wire format of tanggalFaktur (domain-id.md section 5). */
const wireDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function buyerNpwp(npwp: string): string {
  try {
    return buyerTin(npwp);
  } catch {
    // A malformed NPWP is sent as typed: the intermediary's refusal then names it, rather than filing under "no NPWP".
    return digits(npwp);
  }
}

/**
 * The e-Faktur request of an approved invoice, from its billing: kdJenisTransaksi from kode_wapu and the tax date
 * (the billing date, which also chose the PPN rate), seller and buyer NPWP and names, DPP and PPN per line (each
 * rounded down, app/domain/tax-rates.ts) with the header as the sum of the lines.
 */
export function buildTaxInvoiceRequest(tx: Tx, invoiceId: string, idempotencyKey: string): TaxInvoiceRequest {
  const invoice = getInvoice(invoiceId, tx);
  if (!invoice) throw new Error(`Invoice ${invoiceId} does not exist`);
  const billing = tx.select().from(billings).where(eq(billings.id, invoice.billingId)).get()!;
  const product = tx.select().from(products).where(eq(products.id, invoice.productId)).get()!;
  const taxDate = billing.billingDate;
  const lines: EfakturLine[] = billing.details.map((line) => {
    const tax = ppnFor(line.total, taxDate);
    return { nama: line.item, hargaSatuan: String(line.price), jumlahBarang: String(line.quantity), hargaTotal: String(line.total), diskon: "0", dpp: String(tax.dppNilaiLain), ppn: String(tax.ppn), tarifPpnbm: "0", ppnbm: "0" };
  });
  const sum = (key: "dpp" | "ppn") => String(lines.reduce((total, l) => total + Number(l[key]), 0));
  const reference = invoice.invoiceNumber ?? invoice.id;
  // Issue 21: a corrected invoice's faktur replaces its original's (fgPengganti 1) under the original's serial,
  // with the buyer fields as corrected.
  const replacedSerial = replacedFakturSerial(tx, invoice.replacesInvoiceId);
  const corrections = replacedSerial ? asTaxInvoiceRecord(invoice.taxInvoice).corrections : null;
  const data: EfakturData = {
    kdJenisTransaksi: kdJenisTransaksi(billing.config.kode_wapu as KodeWapu, taxDate),
    fgPengganti: replacedSerial ? "1" : "0",
    ...(replacedSerial ? { nomorFaktur: replacedSerial } : {}),
    tanggalFaktur: wireDate(taxDate),
    npwpPenjual: normaliseNpwp(billing.from.npwp) ?? digits(billing.from.npwp),
    namaPenjual: billing.from.name,
    alamatPenjual: billing.from.address,
    npwpLawanTransaksi: buyerNpwp(corrections?.npwp ?? billing.to.npwp),
    namaLawanTransaksi: corrections?.name ?? billing.to.name,
    alamatLawanTransaksi: corrections?.address ?? billing.to.address,
    jumlahDpp: sum("dpp"),
    jumlahPpn: sum("ppn"),
    jumlahPpnBm: "0",
    referensi: reference,
    detailTransaksi: lines,
  };
  return {
    reference,
    idempotencyKey,
    data,
    posting: { customerId: billing.to.sap_customer_id ?? "", companyCode: product.config.business_area, costElement: product.config.akun_pendapatan, kodeUnit: product.config.kode_unit },
  };
}

/**
 * The serial of the granted faktur an invoice replaces, or null (then its faktur is a normal one). Its original is
 * still received (replacement pending) or already replaced (a later request of the same replacement).
 */
export function replacedFakturSerial(tx: Tx, replacesInvoiceId: string | null | undefined): string | null {
  if (!replacesInvoiceId) return null;
  const original = getInvoice(replacesInvoiceId, tx);
  if (!original || (original.statusFaktur !== "received" && original.statusFaktur !== "replaced")) return null;
  return asTaxInvoiceRecord(original.taxInvoice).data?.nomorFaktur ?? null;
}

export const getTaxRequest = (id: string, handle: Tx | ReturnType<typeof db> = db()) => handle.select().from(taxRequests).where(eq(taxRequests.id, id)).get() ?? null;

/** The invoice's newest request (a retry makes a new one). */
export function latestTaxRequestOf(invoiceId: string, handle: Tx | ReturnType<typeof db> = db()) {
  return handle.select().from(taxRequests).where(eq(taxRequests.invoiceId, invoiceId)).orderBy(desc(taxRequests.createdAt), desc(sql`rowid`)).limit(1).get() ?? null;
}

export function taxRequestsOf(invoiceId: string) {
  return db().select().from(taxRequests).where(eq(taxRequests.invoiceId, invoiceId)).orderBy(asc(taxRequests.createdAt), asc(sql`rowid`)).all();
}

/**
 * Claims due requests for this worker: not yet accepted (to submit) or accepted (to poll), whose next attempt has
 * come. The claim moves next_attempt_at forward by TAX_CLAIM_MS where it is unchanged, so two workers never take
 * the same row, and one that dies leaves it to be taken again after the claim runs out.
 */
export function claimDueTaxRequests(now: Date, { limit = 50, invoiceId }: { limit?: number; invoiceId?: string } = {}): TaxRequestRow[] {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + TAX_CLAIM_MS).toISOString();
  return writeTransaction((tx) => {
    const due = tx
      .select()
      .from(taxRequests)
      .where(and(inArray(taxRequests.status, ["pending", "sent"]), lte(taxRequests.nextAttemptAt, nowIso), invoiceId ? eq(taxRequests.invoiceId, invoiceId) : undefined))
      .orderBy(asc(taxRequests.nextAttemptAt))
      .limit(limit)
      .all();
    return due
      .filter((row) => tx.update(taxRequests).set({ nextAttemptAt: until }).where(and(eq(taxRequests.id, row.id), eq(taxRequests.nextAttemptAt, row.nextAttemptAt))).run().changes === 1)
      .map((row) => ({ ...row, nextAttemptAt: until }));
  });
}

/** The earliest moment a request is due again (for tests and the Jobs page). */
export function nextTaxAttemptAt(): string | null {
  return db().select({ at: sql<string | null>`min(${taxRequests.nextAttemptAt})` }).from(taxRequests).where(inArray(taxRequests.status, ["pending", "sent"])).get()?.at ?? null;
}

export function countOpenTaxRequests() {
  return db().select({ n: sql<number>`count(*)` }).from(taxRequests).where(inArray(taxRequests.status, ["pending", "sent"])).get()?.n ?? 0;
}

/** Only the row as this worker claimed it may be written: one whose claim ran out must not overwrite a newer worker's result. */
function updateClaimed(tx: Tx, row: TaxRequestRow, values: Partial<TaxRequestRow>, now: Date): boolean {
  return (
    tx
      .update(taxRequests)
      .set({ ...values, updatedAt: now.toISOString() })
      .where(and(eq(taxRequests.id, row.id), eq(taxRequests.status, row.status), eq(taxRequests.nextAttemptAt, row.nextAttemptAt)))
      .run().changes === 1
  );
}

function setTaxInvoice(tx: Tx, invoiceId: string, change: (current: TaxInvoiceRecord) => TaxInvoiceRecord, now: Date) {
  const current = asTaxInvoiceRecord(tx.select({ taxInvoice: invoices.taxInvoice }).from(invoices).where(eq(invoices.id, invoiceId)).get()?.taxInvoice);
  tx.update(invoices).set({ taxInvoice: change(current) as Record<string, unknown>, updatedAt: now.toISOString() }).where(eq(invoices.id, invoiceId)).run();
}

/** Accepted by the intermediary: poll from `pollAt`. The invoice shows the request id and tanggal tagihan. */
export function recordTaxAccepted(tx: Tx, row: TaxRequestRow, accepted: { requestId: string; tanggalTagihan: string }, pollAt: Date, now: Date): boolean {
  if (!updateClaimed(tx, row, { status: "sent", requestId: accepted.requestId, attempts: 0, nextAttemptAt: pollAt.toISOString(), lastError: null }, now)) return false;
  setTaxInvoice(tx, row.invoiceId, (t) => ({ ...t, request_id: accepted.requestId, tanggal_tagihan: accepted.tanggalTagihan, pending: { attempts: 0, next_attempt_at: pollAt.toISOString(), last_error: null, since: t.pending?.since ?? now.toISOString() } }), now);
  return true;
}

/** Not concluded (no answer yet, unreachable, timed out): try again at `retryAt`; the invoice shows it as pending. */
export function recordTaxBackoff(tx: Tx, row: TaxRequestRow, retryAt: Date, lastError: string | null, now: Date): boolean {
  const attempts = row.attempts + 1;
  if (!updateClaimed(tx, row, { attempts, nextAttemptAt: retryAt.toISOString(), lastError }, now)) return false;
  setTaxInvoice(tx, row.invoiceId, (t) => ({ ...t, pending: { attempts, next_attempt_at: retryAt.toISOString(), last_error: lastError, since: t.pending?.since ?? now.toISOString() } }), now);
  return true;
}

export function recordTaxAnswered(tx: Tx, row: TaxRequestRow, answer: StoredTaxAnswer, now: Date): boolean {
  return updateClaimed(tx, row, { status: "answered", answer: answer as unknown as Record<string, unknown>, lastError: null }, now);
}

export function recordTaxFailed(tx: Tx, row: TaxRequestRow, message: string, now: Date): boolean {
  return updateClaimed(tx, row, { status: "failed", lastError: message, answer: { message } }, now);
}

function applyTransition(tx: Tx, rec: TransitionRecord) {
  if (rec.from === null) return; // workflow.start: the invoice keeps status_faktur 'not yet'
  const now = new Date();
  const at = now.toISOString();
  const statusFaktur = taxInvoiceStatusOf(rec.to);
  const invoice = getInvoice(rec.entityId, tx);
  if (!invoice) throw new Error(`Invoice ${rec.entityId} does not exist`);
  const event = rec.event as { type: string; message?: string; disposition?: string; requestId?: string; url?: string; fileUrl?: string };
  switch (event.type) {
    case "taxInvoice.request":
    case "taxInvoice.retry": {
      // Each request (and each retry) is its own row, so the intermediary sees a fresh idempotency key.
      const id = randomUUID();
      const request = buildTaxInvoiceRequest(tx, invoice.id, id);
      tx.insert(taxRequests).values({ id, invoiceId: invoice.id, referenceId: request.reference, payload: request as unknown as Record<string, unknown>, status: "pending", attempts: 0, nextAttemptAt: at, createdAt: at, updatedAt: at }).run();
      const kept = asTaxInvoiceRecord(invoice.taxInvoice);
      const record: TaxInvoiceRecord = {
        // A replacement keeps what it replaces and the corrections it carries (issue 21).
        ...(kept.replaces ? { replaces: kept.replaces } : {}),
        ...(kept.corrections ? { corrections: kept.corrections } : {}),
        reference: request.reference,
        request_id: null,
        tanggal_tagihan: null,
        pending: { attempts: 0, next_attempt_at: at, last_error: null, since: at },
      };
      // Spec section 4: "a requested record by the system is added" (a person's retry records that person).
      tx.update(invoices).set({ statusFaktur, requested: actRecord(rec.actor, at), taxInvoice: record as Record<string, unknown>, updatedAt: at }).where(eq(invoices.id, invoice.id)).run();
      return;
    }
    case "taxInvoice.received": {
      const row = latestTaxRequestOf(invoice.id, tx);
      const answer = row?.answer as StoredTaxAnswer | null;
      const current = asTaxInvoiceRecord(invoice.taxInvoice);
      const record: TaxInvoiceRecord = {
        ...(current.replaces ? { replaces: current.replaces } : {}),
        ...(current.corrections ? { corrections: current.corrections } : {}),
        // Cancelled while with the authority (issue 21): the granted faktur goes straight to cancellation.
        ...(rec.to === "canceling" && current.cancellation ? { cancellation: { ...current.cancellation, pending: null, error: null } } : {}),
        reference: current.reference,
        request_id: answer?.requestId ?? event.requestId ?? current.request_id ?? null,
        tanggal_tagihan: current.tanggal_tagihan ?? null,
        url: answer?.url ?? event.url ?? "",
        file_url: answer?.fileUrl ?? event.fileUrl ?? "",
        data: answer?.data,
        pending: null,
      };
      tx.update(invoices).set({ statusFaktur, taxInvoice: record as Record<string, unknown>, updatedAt: at }).where(eq(invoices.id, invoice.id)).run();
      return;
    }
    case "taxInvoice.failed": {
      const current = asTaxInvoiceRecord(invoice.taxInvoice);
      const record: TaxInvoiceRecord = { ...current, pending: null, error: { message: event.message ?? "", retryable: event.disposition === "keepApproved", at } };
      tx.update(invoices).set({ statusFaktur, taxInvoice: record as Record<string, unknown>, updatedAt: at }).where(eq(invoices.id, invoice.id)).run();
      return;
    }
    case "taxInvoice.cancel":
    case "taxInvoice.withdraw":
    case "taxInvoice.cancelled":
    case "taxInvoice.cancelPending":
    case "taxInvoice.cancelFailed":
    case "taxInvoice.retryCancel":
    case "taxInvoice.replaced":
      applyCorrection(tx, rec, invoice.id, asTaxInvoiceRecord(invoice.taxInvoice), statusFaktur, at);
      return;
    default:
      // taxInvoice.pending: the backoff details were written with the tax request.
      tx.update(invoices).set({ statusFaktur, updatedAt: at }).where(eq(invoices.id, invoice.id)).run();
  }
}

/** Issue 21: the cancellation, withdrawal and replacement transitions, written into the invoice's taxInvoice JSON. */
function applyCorrection(tx: Tx, rec: TransitionRecord, invoiceId: string, current: TaxInvoiceRecord, statusFaktur: InvoiceRow["statusFaktur"], at: string) {
  const event = rec.event as { type: string; message?: string; creditNoteId?: string | null; attempt?: number; lastError?: string; nextAttemptAt?: string; replacementInvoiceId?: string };
  const cancellation = current.cancellation ?? null;
  let record: TaxInvoiceRecord = current;
  switch (event.type) {
    case "taxInvoice.cancel":
      record = { ...current, cancellation: { reason: event.message ?? "", by: rec.actor.name, requested_at: at, credit_note_id: event.creditNoteId ?? null, cancelled_at: null, pending: null, error: null } };
      break;
    case "taxInvoice.withdraw":
      if (rec.to === "withdrawn") {
        // Never accepted by the authority: the request is closed so that the poller never sends it.
        tx.update(taxRequests).set({ status: "failed", lastError: `withdrawn: ${event.message ?? ""}`.trim(), updatedAt: at }).where(and(eq(taxRequests.invoiceId, invoiceId), eq(taxRequests.status, "pending"))).run();
        record = { ...current, pending: null, withdrawn: { reason: event.message ?? "", by: rec.actor.name, at } };
      } else {
        record = { ...current, cancellation: { reason: event.message ?? "", by: rec.actor.name, requested_at: at, credit_note_id: null, on_receipt: true, cancelled_at: null, pending: null, error: null } };
      }
      break;
    case "taxInvoice.cancelled":
      record = { ...current, cancellation: cancellation && { ...cancellation, cancelled_at: at, pending: null, error: null } };
      break;
    case "taxInvoice.cancelPending":
      record = { ...current, cancellation: cancellation && { ...cancellation, pending: { attempts: event.attempt ?? 1, next_attempt_at: event.nextAttemptAt ?? at, last_error: event.lastError ?? "" } } };
      break;
    case "taxInvoice.cancelFailed":
      record = { ...current, cancellation: cancellation && { ...cancellation, pending: null, error: { message: event.message ?? "", at } } };
      break;
    case "taxInvoice.retryCancel":
      record = { ...current, cancellation: cancellation && { ...cancellation, pending: null, error: null } };
      break;
    case "taxInvoice.replaced": {
      const replacement = event.replacementInvoiceId ? getInvoice(event.replacementInvoiceId, tx) : null;
      record = { ...current, replaced_by: { invoice_id: event.replacementInvoiceId ?? "", invoice_number: replacement?.invoiceNumber ?? null, at } };
      break;
    }
  }
  tx.update(invoices).set({ statusFaktur, taxInvoice: record as Record<string, unknown>, updatedAt: at }).where(eq(invoices.id, invoiceId)).run();
}

/** The taxInvoice workflow: one instance per invoice, keyed by the invoice id. */
export function taxInvoiceBinding(): WorkflowBinding {
  return {
    kind: "taxInvoice",
    machineId: "taxInvoice",
    version: taxInvoiceMachineVersion,
    machine: taxInvoiceMachine,
    describe: (tx, id) => {
      const invoice = getInvoice(id, tx);
      return invoice ? `The tax invoice of ${invoice.invoiceNumber ?? `the invoice of ${invoice.billingNumber}`}` : null;
    },
    guardReasons: {
      isSystemActor: "only the system (the tax-invoice integration) may do this",
      canRetry: "only a duplicate reference or a file URL that was too long can be retried on the same invoice; a returned invoice is reissued instead",
      hasMessage: "a reason is required",
    },
    apply: applyTransition,
  };
}
