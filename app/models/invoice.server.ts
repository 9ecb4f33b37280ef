import { asc, eq } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { newId } from "#db/ids";
import { insertRow } from "#db/prepared";
import { type ActRecord, type ApprovalRecord, invoices } from "#db/schema";
import { AUTO_APPROVE_MESSAGE, invoiceMachine, invoiceMachineVersion, invoiceStatusOf, TAX_ERROR_RETURNER } from "#machines/invoice.machine";
import { type Actor, SYSTEM_ACTOR } from "#machines/types";
import { todayInJakarta } from "~/domain/dates";
import { json } from "@remix-run/node";
import { issuedCreditNoteFor } from "./credit-note.server";
import { assignDocumentNumber } from "./numbering.server";
import type { TransitionRecord, WorkflowBinding } from "./transaction.server";
import { billingHeader } from "./billing.server";
import { invoiceSignerOf, productSettings } from "./product.server";

export type InvoiceRow = typeof invoices.$inferSelect;

export const getInvoice = (id: string, handle: Tx | ReturnType<typeof db> = db()) => handle.select().from(invoices).where(eq(invoices.id, id)).get() ?? null;
export const getInvoiceByNumber = (n: string) => db().select().from(invoices).where(eq(invoices.invoiceNumber, n)).get() ?? null;

/** The invoices of a billing: the first, and each reissue that replaced a returned one, oldest first. */
export function invoicesOfBilling(billingId: string) {
  return db()
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, statusInvoice: invoices.statusInvoice, statusFaktur: invoices.statusFaktur, createdAt: invoices.createdAt })
    .from(invoices)
    .where(eq(invoices.billingId, billingId))
    .orderBy(asc(invoices.createdAt))
    .all();
}

const appIdOf = (actor: Actor) => (actor.via === "api" ? "digimon-api" : actor.via === "system" ? "digimon-system" : "digimon");
export const actRecord = (actor: Actor, at: string, message?: string | null): ActRecord => ({ by: actor.name, reference_id: actor.referenceId, app_id: appIdOf(actor), at, ...(message ? { message } : {}) });

/** Data that only the approve event carries (skum, signature, position). */
type ApproveEvent = { message?: string; skumNo?: string; skumRelease?: string; signImage?: string; position?: string };

type StartInvoice = (tx: Tx, invoiceId: string, input: Record<string, unknown>, actor: Actor) => void;
type SendInvoice = (tx: Tx, invoiceId: string, event: { type: string }, actor: Actor) => void;

/**
 * Creates the invoice of an issued billing (or the reissue of a returned one) and
 * starts its workflow; when the product bypasses approval the system approves it
 * at once, in the same transaction.
 */
export function createInvoiceFor(tx: Tx, billingId: string, actor: Actor, hooks: { start: StartInvoice; send: SendInvoice }, replaces?: string): string {
  const billing = billingHeader(billingId, tx)!;
  const product = productSettings(billing.productId, tx)!;
  const id = newId();
  const at = new Date().toISOString();
  insertRow(tx, invoices, {
    id, billingId, productId: billing.productId, customerId: billing.customerId, divisionId: billing.divisionId, customerName: billing.customerName, billingNumber: billing.billingNumber ?? "", poId: billing.poId, poNumber: billing.poNumber,
    billingDate: billing.billingDate, dueDate: billing.dueDate, finalPrice: billing.finalPrice, created: actRecord(actor, at), sendEmail: product.emailSetting.invoice, sendTax: billing.includeTaxInvoice,
    replacesInvoiceId: replaces ?? null, statusPaid: billing.statusPaid, createdAt: at, updatedAt: at,
  });
  if (replaces) tx.update(invoices).set({ replacedByInvoiceId: id, updatedAt: at }).where(eq(invoices.id, replaces)).run();
  const bypassApproval = product.config.bypass_invoice_approval === "yes";
  hooks.start(tx, id, { invoiceId: id, signerReferenceId: invoiceSignerOf(product.id, tx)?.referenceId ?? "", bypassApproval }, actor);
  if (bypassApproval) hooks.send(tx, id, { type: "invoice.autoApprove" }, SYSTEM_ACTOR);
  return id;
}

/** Issue 21: a replacement invoice carries what it replaces and the buyer fields it corrects (its faktur reads them). */
export function setInvoiceTaxCorrections(tx: Tx, invoiceId: string, taxInvoice: Record<string, unknown>, customerName: string) {
  tx.update(invoices).set({ taxInvoice, customerName, updatedAt: new Date().toISOString() }).where(eq(invoices.id, invoiceId)).run();
}

/** The billing's status_paid on its invoices (issue 20: the invoice shows paid, partly paid or unpaid). */
export function setInvoicesStatusPaid(tx: Tx, billingId: string, statusPaid: InvoiceRow["statusPaid"]) {
  tx.update(invoices).set({ statusPaid, updatedAt: new Date().toISOString() }).where(eq(invoices.billingId, billingId)).run();
}

function columnsFor(tx: Tx, rec: TransitionRecord): Partial<InvoiceRow> {
  const at = new Date().toISOString();
  const changes: Partial<InvoiceRow> = { statusInvoice: invoiceStatusOf(rec.to), updatedAt: at };
  const event = rec.event as ApproveEvent & { type: string };
  switch (rec.event.type) {
    case "invoice.approve":
    case "invoice.autoApprove": {
      const invoice = getInvoice(rec.entityId, tx)!;
      const product = productSettings(invoice.productId, tx)!;
      // The legal number exists only once approved, taken inside this transaction: no gaps (spec section 4).
      const assigned = assignDocumentNumber(tx, "INV", product.productCode, product.config.po_number_periode, todayInJakarta(new Date()));
      const auto = rec.event.type === "invoice.autoApprove";
      const approved: ApprovalRecord = {
        ...actRecord(rec.actor, at),
        message: auto ? AUTO_APPROVE_MESSAGE : event.message?.trim() || "Approved",
        sign_image: auto ? null : (event.signImage ?? null),
        skum_no: event.skumNo || null,
        position: auto ? "System" : (event.position ?? null),
        skum_release: event.skumRelease || null,
      };
      return { ...changes, invoiceNumber: assigned.number, sequence: assigned.sequence, approved };
    }
    case "invoice.return":
      return { ...changes, returned: actRecord(rec.actor, at, rec.message) };
    case "invoice.taxFailed":
      // Spec section 8: the returner of a tax-authority refusal is 'System - error djp', with the reason.
      return { ...changes, statusFaktur: "error", returned: { ...actRecord(rec.actor, at, rec.message), by: TAX_ERROR_RETURNER } };
    case "invoice.reject":
      return { ...changes, rejected: actRecord(rec.actor, at, rec.message) };
    case "invoice.cancel": {
      // Issue 21: the machine wants a credit note id from approved; only an issued credit note of this invoice counts
      // (the inspector's free-form payload cannot name one that does not exist).
      const creditNoteId = (rec.event as { creditNoteId?: string }).creditNoteId;
      if (rec.from === "approved" && !(creditNoteId && issuedCreditNoteFor(tx, rec.entityId, creditNoteId))) {
        throw json({ status: false, message: "An approved invoice is cancelled only by issuing a credit note: use Cancel with credit note on the invoice." }, { status: 409 });
      }
      return { ...changes, canceled: actRecord(rec.actor, at, rec.message) };
    }
    default:
      return changes;
  }
}

export function invoiceBinding(hooks: { start: StartInvoice; send: SendInvoice }): WorkflowBinding {
  return {
    kind: "invoice",
    machineId: "invoice",
    version: invoiceMachineVersion,
    machine: invoiceMachine,
    describe: (tx, id) => {
      const invoice = getInvoice(id, tx);
      return invoice ? `Invoice ${invoice.invoiceNumber ?? `of ${invoice.billingNumber}`}` : null;
    },
    guardReasons: {
      canApprove: "only the product's designated invoice signer (or a super-admin) may do this",
      hasMessage: "a reason is required",
      isSystemActor: "only the system may do this",
      isBypassApproval: "this product does not bypass approval",
      hasCreditNote: "an approved invoice is cancelled only by issuing a credit note",
    },
    inTransaction: {
      "effect.reissueInvoice": (tx, rec) => {
        const old = getInvoice(rec.entityId, tx)!;
        createInvoiceFor(tx, old.billingId, rec.actor, hooks, old.id);
      },
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the row was written by createInvoiceFor
      tx.update(invoices).set(columnsFor(tx, rec)).where(eq(invoices.id, rec.entityId)).run();
    },
  };
}
