/**
 * Credit notes (issue 21): only this model writes credit_notes. The credit-note workflow binding writes the status
 * columns, takes the number from the credit notes' own gapless series on issue, and (in the same transaction) has
 * the invoice and its billing cancelled through the workflow service's hooks.
 */
import { and, asc, desc, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow } from "#db/prepared";
import { billings, creditNotes, invoices, products } from "#db/schema";
import { creditNoteMachine, creditNoteMachineVersion, creditNoteStatusOf } from "#machines/credit-note.machine";
import type { Actor } from "#machines/types";
import { creditNoteScope, formatCreditNoteNumber, type CreditNoteStatusValue } from "~/domain/credit-notes";
import { todayInJakarta } from "~/domain/dates";
import { periodKey } from "~/domain/numbering";
import { nextSequence } from "./numbering.server";
import type { TransitionRecord, WorkflowBinding } from "./transaction.server";

export type CreditNoteRow = typeof creditNotes.$inferSelect;
type Handle = Tx | ReturnType<typeof db>;

export const getCreditNote = (id: string, handle: Handle = db()) => handle.select().from(creditNotes).where(eq(creditNotes.id, id)).get() ?? null;

/** The invoice's credit notes, newest first (a rejected request, then a later one). */
export const creditNotesOfInvoice = (invoiceId: string, handle: Handle = db()) =>
  handle.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(desc(creditNotes.createdAt)).all();

/** The credit note waiting or issued for an invoice (at most one: credit_notes_invoice_live_uq). */
export const liveCreditNoteOf = (invoiceId: string, handle: Handle = db()) =>
  handle.select().from(creditNotes).where(and(eq(creditNotes.invoiceId, invoiceId), sql`${creditNotes.status} <> 'rejected'`)).get() ?? null;

/** What a cancellation request needs to know about the invoice, read inside its transaction. */
export function invoiceForCreditNote(invoiceId: string, handle: Handle = db()) {
  return (
    handle
      .select({ invoice: invoices, billing: { id: billings.id, createdBy: billings.createdBy, statusPaid: billings.statusPaid, status: billings.status, paidAmount: billings.paidAmount, dpp: billings.dpp, tax: billings.tax, finalPrice: billings.finalPrice }, productCode: products.productCode, periode: sql<string>`json_extract(${products.config}, '$.po_number_periode')` })
      .from(invoices)
      .innerJoin(billings, eq(billings.id, invoices.billingId))
      .innerJoin(products, eq(products.id, invoices.productId))
      .where(eq(invoices.id, invoiceId))
      .get() ?? null
  );
}

export type NewCreditNote = { id: string; invoiceId: string; reason: string; needsSecondApproval: boolean; actor: Actor; at: string };

/** The request's row, written in the transaction that starts its workflow (state requested). */
export function insertCreditNote(tx: Tx, values: NewCreditNote) {
  const found = invoiceForCreditNote(values.invoiceId, tx)!;
  const { invoice, billing } = found;
  insertRow(tx, creditNotes, {
    id: values.id, invoiceId: invoice.id, billingId: billing.id, productId: invoice.productId, divisionId: invoice.divisionId, customerId: invoice.customerId, customerName: invoice.customerName,
    invoiceNumber: invoice.invoiceNumber ?? "", amount: billing.finalPrice, dpp: billing.dpp, ppn: billing.tax, reason: values.reason, status: "requested", needsSecondApproval: values.needsSecondApproval,
    requestedById: values.actor.id, requestedByName: values.actor.name, requestedAt: values.at, createdAt: values.at, updatedAt: values.at,
  });
}

/** The stored PDF's URL once the outbox rendered it. */
export function setCreditNotePdf(id: string, url: string) {
  db().update(creditNotes).set({ pdfPath: url, updatedAt: new Date().toISOString() }).where(eq(creditNotes.id, id)).run();
}

/** Takes the next CN number of the product and period inside the issuing transaction: a rollback gives it back. */
function assignCreditNoteNumber(tx: Tx, note: CreditNoteRow, isoDate: string) {
  const product = tx.select({ productCode: products.productCode, config: products.config }).from(products).where(eq(products.id, note.productId)).get()!;
  const period = periodKey(product.config.po_number_periode, isoDate);
  const sequence = nextSequence(tx, creditNoteScope(product.productCode, period));
  return { creditNoteNumber: formatCreditNoteNumber(product.productCode, period, sequence), sequence };
}

type Send = (tx: Tx, kind: string, id: string, event: { type: string; message?: string } & Record<string, unknown>, actor: Actor) => void;
/** The tax side (issue 21, D2): starts the faktur's cancellation at the authority inside the issuing transaction. */
type CancelTaxInvoice = (invoiceId: string, input: { reason: string; actor: Actor; creditNoteId: string }) => unknown;

function columnsFor(tx: Tx, rec: TransitionRecord): Partial<CreditNoteRow> {
  const at = new Date().toISOString();
  const changes: Partial<CreditNoteRow> = { status: creditNoteStatusOf(rec.to) as CreditNoteStatusValue, updatedAt: at };
  if (rec.event.type === "creditNote.approve" || rec.event.type === "creditNote.reject") {
    Object.assign(changes, rec.event.type === "creditNote.approve" ? { secondApproverId: rec.actor.id, secondApproverName: rec.actor.name, secondApprovedAt: at } : { rejectedById: rec.actor.id, rejectedByName: rec.actor.name, rejectedAt: at, rejectReason: rec.message });
  }
  if (rec.to === "issued") {
    const note = getCreditNote(rec.entityId, tx)!;
    Object.assign(changes, assignCreditNoteNumber(tx, note, todayInJakarta(new Date(at))), { issuedAt: at });
  }
  return changes;
}

export function creditNoteBinding(send: Send, cancelTaxInvoice: CancelTaxInvoice): WorkflowBinding {
  return {
    kind: "creditNote",
    machineId: "credit-note",
    version: creditNoteMachineVersion,
    machine: creditNoteMachine,
    describe: (tx, id) => {
      const note = getCreditNote(id, tx);
      return note ? (note.creditNoteNumber ? `Credit note ${note.creditNoteNumber}` : `The credit note for invoice ${note.invoiceNumber}`) : null;
    },
    guardReasons: {
      hasMessage: "a reason is required",
      isRequester: "only the person who asked for the cancellation submits it",
      isNotRequester: "the second approver must be another person than the one who asked for the cancellation",
      isNotBillingCreator: "whoever created the billing can never cancel its approved invoice",
      isSecondApprovalNeeded: "this credit note does not need a second approver",
    },
    inTransaction: {
      /**
       * Issue: the invoice goes to canceled (its machine requires this credit note) and the billing follows, in the
       * transaction that numbered the credit note, so that either all of it happens or none of it.
       */
      "effect.issueCreditNote": (tx, rec) => {
        const note = getCreditNote(rec.entityId, tx)!;
        const message = `Credit note ${note.creditNoteNumber}: ${note.reason}`;
        send(tx, "invoice", note.invoiceId, { type: "invoice.cancel", message, creditNoteId: note.id }, rec.actor);
        const billing = tx.select({ status: billings.status }).from(billings).where(eq(billings.id, note.billingId)).get();
        if (billing?.status === "issued") send(tx, "billing", note.billingId, { type: "billing.cancel", message }, rec.actor);
      },
      /** In the same transaction too (it nests as a savepoint), so that the faktur's cancellation commits with the credit note. */
      "effect.cancelTaxInvoice": (tx, rec) => {
        const note = getCreditNote(rec.entityId, tx)!;
        cancelTaxInvoice(note.invoiceId, { reason: `Credit note ${note.creditNoteNumber}: ${note.reason}`, actor: rec.actor, creditNoteId: note.id });
      },
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the row was written by insertCreditNote
      tx.update(creditNotes).set(columnsFor(tx, rec)).where(eq(creditNotes.id, rec.entityId)).run();
    },
  };
}

/** The issued credit note that cancels an approved invoice (the invoice model checks the event's id against it). */
export const issuedCreditNoteFor = (tx: Tx, invoiceId: string, creditNoteId: string) =>
  tx.select({ id: creditNotes.id }).from(creditNotes).where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.status, "issued"))).get() ?? null;

// ------------------------------------------------------------------ the list

export const CREDIT_NOTE_SORTS = ["created", "amount", "number"] as const;
export type CreditNoteFilters = { q: string; status: CreditNoteStatusValue | ""; product: string; dateFrom: string; dateTo: string };
export type CreditNoteListParams = { filters: CreditNoteFilters; sort: (typeof CREDIT_NOTE_SORTS)[number]; dir: "asc" | "desc"; page: number; last: boolean };
export type CreditNoteListRow = Pick<CreditNoteRow, "id" | "creditNoteNumber" | "invoiceId" | "invoiceNumber" | "customerName" | "amount" | "ppn" | "status" | "requestedByName" | "secondApproverName" | "issuedAt" | "createdAt" | "reason"> & { productCode: string };

export const CREDIT_NOTE_PAGE_SIZE = 25;

function whereOf(productIds: string[] | null, f: CreditNoteFilters): SQL | undefined | "none" {
  if (productIds && productIds.length === 0) return "none";
  const terms: (SQL | undefined)[] = [];
  if (productIds) terms.push(sql`${creditNotes.productId} in (select value from json_each(${JSON.stringify(productIds)}))`);
  if (f.status) terms.push(eq(creditNotes.status, f.status));
  if (f.product) terms.push(eq(creditNotes.productId, f.product));
  if (f.dateFrom) terms.push(gte(creditNotes.createdAt, `${f.dateFrom}T00:00:00`));
  if (f.dateTo) terms.push(lte(creditNotes.createdAt, `${f.dateTo}T23:59:59.999Z`));
  if (f.q) {
    const text = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    terms.push(or(sql`${creditNotes.creditNoteNumber} like ${text} escape '\\'`, sql`${creditNotes.invoiceNumber} like ${text} escape '\\'`, sql`${creditNotes.customerName} like ${text} escape '\\'`));
  }
  return and(...terms);
}

const SORT_COLUMN = { created: creditNotes.createdAt, amount: creditNotes.amount, number: creditNotes.creditNoteNumber } as const;

function rowsQuery(productIds: string[] | null, params: Omit<CreditNoteListParams, "page" | "last">) {
  const where = whereOf(productIds, params.filters);
  if (where === "none") return null;
  const order = params.dir === "asc" ? [asc(SORT_COLUMN[params.sort]), asc(creditNotes.id)] : [desc(SORT_COLUMN[params.sort]), desc(creditNotes.id)];
  return { where, order };
}

const LIST_COLUMNS = {
  id: creditNotes.id, creditNoteNumber: creditNotes.creditNoteNumber, invoiceId: creditNotes.invoiceId, invoiceNumber: creditNotes.invoiceNumber, customerName: creditNotes.customerName, amount: creditNotes.amount, ppn: creditNotes.ppn,
  status: creditNotes.status, requestedByName: creditNotes.requestedByName, secondApproverName: creditNotes.secondApproverName, issuedAt: creditNotes.issuedAt, createdAt: creditNotes.createdAt, reason: creditNotes.reason, productCode: products.productCode,
};

/** One page of the list (offset paging: credit notes are few, a handful a month per product). */
export function listCreditNotes(productIds: string[] | null, params: CreditNoteListParams) {
  const q = rowsQuery(productIds, params);
  const empty = { rows: [] as CreditNoteListRow[], total: 0, page: 1, pageCount: 1 };
  if (!q) return empty;
  const total = db().select({ n: sql<number>`count(*)` }).from(creditNotes).where(q.where).get()!.n;
  const pageCount = Math.max(1, Math.ceil(total / CREDIT_NOTE_PAGE_SIZE));
  const page = params.last ? pageCount : Math.min(params.page, pageCount);
  const rows = db().select(LIST_COLUMNS).from(creditNotes).innerJoin(products, eq(products.id, creditNotes.productId)).where(q.where).orderBy(...q.order).limit(CREDIT_NOTE_PAGE_SIZE).offset((page - 1) * CREDIT_NOTE_PAGE_SIZE).all();
  return { rows, total, page, pageCount };
}

/** Every row of the filter (the export), up to `limit`. */
export function creditNoteRows(productIds: string[] | null, params: Omit<CreditNoteListParams, "page" | "last">, limit: number): CreditNoteListRow[] {
  const q = rowsQuery(productIds, params);
  if (!q) return [];
  return db().select(LIST_COLUMNS).from(creditNotes).innerJoin(products, eq(products.id, creditNotes.productId)).where(q.where).orderBy(...q.order).limit(limit).all();
}

/** Credit notes waiting for a second approver, oldest first (the approver's to-do on the list). */
export const awaitingSecondApproval = (productIds: string[] | null) =>
  listCreditNotes(productIds, { filters: { q: "", status: "awaiting approval", product: "", dateFrom: "", dateTo: "" }, sort: "created", dir: "asc", page: 1, last: false }).total;


