/**
 * What issuing a credit note sets off (issue 21): the finest reversal of the delivered report (booked once under
 * its sequenced key, even when the effect and the job run twice; refused and retried; none when nothing was
 * booked), the credit note's PDF stored once as an attachment of the cancelled invoice, and the tax invoice's
 * cancellation at the authority started in the issuing transaction.
 */
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, outbox, sandboxRecords } from "#db/schema";
import { addSandboxRule, clearSandboxRules } from "~/models/sandbox-rules.server";
import { getCreditNote } from "~/models/credit-note.server";
import type { FinestDeliveredRecord } from "~/models/finest-report.server";
import { getInvoice } from "~/models/invoice.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { renderCreditNotePdfEffect, reverseDeliveredEffect } from "~/services/credit-note-effects.server";
import { requestCreditNote } from "~/services/credit-notes.server";
import { registerAllEffects } from "~/services/effects.server";
import { finestKeys, sendFinestReports } from "~/services/finest.server";
import { approveInvoice } from "~/services/invoices.server";
import { drainOutbox } from "~/services/outbox.server";
import { closePdfPool } from "~/services/pdf.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { processTaxRequests } from "~/services/tax-invoices.server";
import { workflow } from "~/services/workflows.server";
import { attachmentsOf } from "~/services/uploads.server";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());
afterEach(() => clearSandboxRules("accounting"));
afterAll(() => closePdfPool());

/** An approved invoice with its tax invoice received and its delivered report booked by finest. */
async function deliveredInvoice() {
  const po = createPurchaseOrder(as("usr-owner"), poInput());
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  await approveInvoice(as("usr-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
  await drainOutbox({ limit: 500 });
  await drainOutbox({ limit: 500 });
  await processTaxRequests({ now: () => new Date(Date.now() + 10_000), invoiceId: invoice.id });
  await sendFinestReports();
  expect(getInvoice(invoice.id)).toMatchObject({ statusFaktur: "received", statusDeliveredFinest: "sent" });
  return invoice.id;
}

const deliveredOf = (id: string) => getInvoice(id)!.finestDelivered as FinestDeliveredRecord;
const bookedUnder = (key: string) => db().select().from(sandboxRecords).where(and(eq(sandboxRecords.system, "accounting"), eq(sandboxRecords.reference, key), eq(sandboxRecords.outcome, "success"))).all();
const outboxOf = (effect: string, id: string) => db().select().from(outbox).where(and(eq(outbox.effect, effect), eq(outbox.sourceId, id))).all();

describe("the finest reversal of the delivered report", () => {
  it("reverses the booked delivered report once, under the delivered-reversal key, even when the effect and the job run twice", async () => {
    const invoiceId = await deliveredInvoice();
    const booked = deliveredOf(invoiceId);
    const note = requestCreditNote(as("usr-signer"), invoiceId, "Customer cancelled the order");
    await drainOutbox({ limit: 500 });
    const [row] = outboxOf("effect.reverseDelivered", note.id);
    expect(row?.doneAt).toBeTruthy();
    reverseDeliveredEffect(row!); // repeated after a crash: nothing more
    expect(deliveredOf(invoiceId).reversal).toMatchObject({ seq: 1, reverses: booked.document_no, reverses_key: finestKeys.delivered(invoiceId), amount: booked.amount, reason: `Credit note ${getCreditNote(note.id)!.creditNoteNumber}: Customer cancelled the order`, credit_note_id: note.id });
    expect(await sendFinestReports()).toMatchObject({ deliveredReversal: 1 });
    expect(await sendFinestReports()).toMatchObject({ deliveredReversal: 0 });
    const reversal = deliveredOf(invoiceId).reversal!;
    expect(reversal).toMatchObject({ document_no: expect.stringMatching(/^19\d{12}$/), idempotency_key: finestKeys.deliveredReversal(invoiceId, 1), error: null });
    expect(bookedUnder(finestKeys.deliveredReversal(invoiceId, 1))).toHaveLength(1);
    // The sandbox's finest marks the delivered document reversed.
    const original = db().select().from(sandboxRecords).where(eq(sandboxRecords.id, booked.document_no!)).get()!;
    expect(original.answer).toMatchObject({ reversed_by: reversal.document_no });
  });

  it("keeps a refused reversal due, with its error, and books it on a later run", async () => {
    const invoiceId = await deliveredInvoice();
    requestCreditNote(as("usr-signer"), invoiceId, "Wrong customer");
    await drainOutbox({ limit: 500 });
    addSandboxRule({ system: "accounting", outcome: "costElement", match: { kind: "delivered-reversal" }, remaining: 1 });
    expect(await sendFinestReports()).toMatchObject({ deliveredReversal: 0, refused: 1 });
    expect(deliveredOf(invoiceId).reversal).toMatchObject({ error: { message: expect.stringMatching(/Cost element/) }, attempts: 1 });
    expect(deliveredOf(invoiceId).reversal!.document_no).toBeUndefined();
    expect(await sendFinestReports({ now: () => new Date(Date.now() + 3_600_000) })).toMatchObject({ deliveredReversal: 1 });
  });

  it("queues no reversal when finest never booked the delivered report, and never sends it afterwards", async () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput({ includeTaxInvoice: false }));
    issueBilling(as("usr-owner"), billingId);
    const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
    await approveInvoice(as("usr-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
    requestCreditNote(as("usr-signer"), invoice.id, "Before finest heard of it");
    await drainOutbox({ limit: 500 });
    await sendFinestReports();
    expect(getInvoice(invoice.id)).toMatchObject({ statusDeliveredFinest: "not yet", statusInvoice: "canceled" });
    expect(deliveredOf(invoice.id)?.reversal ?? null).toBeNull();
  });
});

describe("the credit note's PDF and the tax invoice", () => {
  it("stores the PDF once as an attachment of the cancelled invoice and starts the faktur's cancellation in the same transaction", async () => {
    const invoiceId = await deliveredInvoice();
    const note = requestCreditNote(as("usr-signer"), invoiceId, "Duplicate invoice");
    // In the issuing transaction: the tax invoice moved toward cancellation.
    expect(workflow().snapshot(db() as never, "taxInvoice", invoiceId)?.state).toMatch(/cancel/);
    await drainOutbox({ limit: 500 });
    const stored = getCreditNote(note.id)!;
    expect(stored.pdfPath).toMatch(/^\/files\//);
    const [row] = outboxOf("effect.renderCreditNotePdf", note.id);
    await renderCreditNotePdfEffect(row!);
    const pdfs = attachmentsOf("invoice", invoiceId).filter((a) => a.oriFilename === `CreditNote_${stored.creditNoteNumber}.pdf`);
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.url).toBe(stored.pdfPath);
  }, 60_000);
});
