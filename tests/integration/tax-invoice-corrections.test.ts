/**
 * Issue 21, the tax-invoice side of correcting an approved invoice, in the sandbox intermediary: cancellation (batal)
 * with each of its errors and the retry after an unreachable authority, the withdrawal of a request not yet granted,
 * and the Replace flow (fgPengganti 1 under the old serial, linked both ways, segregation of duties).
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, outbox, workflowSnapshots } from "#db/schema";
import { SYSTEM_ACTOR } from "#machines/types";
import { asTaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { useTaxAuthority } from "~/integrations/tax-authority/index.server";
import { sandboxFaktur } from "~/integrations/tax-authority/sandbox.server";
import { addSandboxRule, clearSandboxRules } from "~/models/sandbox-rules.server";
import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { taxRequestsOf } from "~/models/tax-invoice.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { approveInvoice } from "~/services/invoices.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { processTaxRequests } from "~/services/tax-invoices.server";
import { replaceInvoice, requestTaxInvoiceCancellation, retryTaxCancellation } from "~/services/tax-invoice-corrections.server";
import { as, draftInput, poInput } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData as withDemoData } from "../support/seed";

withDemoData();
beforeAll(() => registerAllEffects());
afterEach(() => {
  clearSandboxRules("tax-authority");
  useTaxAuthority(null);
});

let clock = Date.now();
beforeEach(() => {
  clock = Date.now();
});
const later = (ms: number) => {
  clock += ms;
  return () => new Date(clock);
};

async function approvedInvoice(draft = draftInput()) {
  const po = createPurchaseOrder(as("usr-owner"), poInput({ productId: "prd-st" }));
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draft);
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  return getInvoice(invoice.id)!;
}

const drain = async (now?: () => Date) => {
  await drainOutbox({ limit: 500, now });
  await drainOutbox({ limit: 500, now });
};

/** Approved, submitted, and answered by the sandbox (5 s later): status_faktur received. */
async function withFaktur(draft = draftInput()) {
  const invoice = await approvedInvoice(draft);
  await drain();
  await processTaxRequests({ now: later(60_000), invoiceId: invoice.id });
  await drain();
  const received = getInvoice(invoice.id)!;
  expect(received.statusFaktur).toBe("received");
  return received;
}

const taxState = (invoiceId: string) => db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, invoiceId)).all().find((s) => s.kind === "taxInvoice")?.state;
const serialOf = (invoiceId: string) => asTaxInvoiceRecord(getInvoice(invoiceId)!.taxInvoice).data?.nomorFaktur ?? "";
const cancel = (invoiceId: string) => requestTaxInvoiceCancellation(invoiceId, { reason: "Wrong customer", actor: { id: "usr-finance", name: "Lukas Pranoto", roles: ["finance-manager"], referenceId: "840010" }, creditNoteId: null });

describe("cancelling the faktur (batal)", () => {
  it("cancels a received faktur at the authority through the outbox", async () => {
    const invoice = await withFaktur();
    const serial = serialOf(invoice.id);
    expect(cancel(invoice.id)).toBe(true);
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("canceling");
    await drain();
    const after = getInvoice(invoice.id)!;
    expect(after.statusFaktur).toBe("canceled");
    expect(taxState(invoice.id)).toBe("canceled");
    expect(asTaxInvoiceRecord(after.taxInvoice).cancellation).toMatchObject({ reason: "Wrong customer", by: "Lukas Pranoto", cancelled_at: expect.any(String) });
    expect(sandboxFaktur(serial)?.statusFaktur).toBe("Faktur Pajak Batal");
    // Asked again: nothing left to cancel.
    expect(cancel(invoice.id)).toBe(false);
  });

  it.each([
    ["cancelNotFound", /not found/],
    ["cancelClosedPeriod", /closed tax period \(\d{2}\/\d{4}\)/],
    ["cancelCreditedByBuyer", /credited in the buyer's VAT return/],
  ])("%s: cancel failed with the authority's message; a person retries once it is fixed", async (outcome, message) => {
    const invoice = await withFaktur();
    addSandboxRule({ system: "tax-authority", outcome, remaining: 1 });
    cancel(invoice.id);
    await drain();
    const failed = getInvoice(invoice.id)!;
    expect(failed.statusFaktur).toBe("cancel failed");
    expect(asTaxInvoiceRecord(failed.taxInvoice).cancellation?.error?.message).toMatch(message);
    // Only with retry:tax-invoice (the partner has none).
    expect(await refusal(() => retryTaxCancellation(as("usr-partner"), invoice.id))).toMatchObject({ status: 403 });
    retryTaxCancellation(as("usr-owner"), invoice.id);
    await drain();
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("canceled");
  });

  it("'already cancelled' counts as cancelled (an earlier answer was lost)", async () => {
    const invoice = await withFaktur();
    addSandboxRule({ system: "tax-authority", outcome: "cancelAlreadyCancelled", remaining: 1 });
    cancel(invoice.id);
    await drain();
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("canceled");
  });

  it("an unreachable authority is retried with backoff, shown pending meanwhile", async () => {
    const invoice = await withFaktur();
    addSandboxRule({ system: "tax-authority", outcome: "unreachable", remaining: 1 });
    cancel(invoice.id);
    await drain();
    const pending = getInvoice(invoice.id)!;
    expect(pending.statusFaktur).toBe("canceling");
    expect(asTaxInvoiceRecord(pending.taxInvoice).cancellation?.pending).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/unreachable/) });
    const row = db().select().from(outbox).where(eq(outbox.effect, "effect.sendTaxCancellation")).all().find((r) => r.sourceId === invoice.id)!;
    expect(row).toMatchObject({ attempts: 1, doneAt: null });
    expect(Date.parse(row.availableAt)).toBeGreaterThan(Date.now());
    // The outbox's next turn after the backoff: cancelled.
    await drain(() => new Date(Date.now() + 60_000));
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("canceled");
  });
});

describe("an invoice cancelled before its faktur was granted", () => {
  it("no tax invoice: nothing to cancel", async () => {
    const invoice = await approvedInvoice(draftInput({ includeTaxInvoice: false }));
    await drain();
    expect(cancel(invoice.id)).toBe(false);
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("not yet");
  });

  it("a request the authority has not accepted is withdrawn and never sent", async () => {
    const invoice = await approvedInvoice();
    addSandboxRule({ system: "tax-authority", outcome: "unreachable", remaining: 1 });
    await drain();
    expect(taxRequestsOf(invoice.id)[0].status).toBe("pending");
    expect(cancel(invoice.id)).toBe(false);
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("withdrawn");
    expect(taxRequestsOf(invoice.id)[0]).toMatchObject({ status: "failed", lastError: expect.stringMatching(/^withdrawn/) });
    expect(await processTaxRequests({ now: later(3_600_000), invoiceId: invoice.id })).toMatchObject({ claimed: 0 });
  });

  it("a request the authority accepted is cancelled as soon as it is granted", async () => {
    const invoice = await approvedInvoice();
    await drain();
    expect(taxRequestsOf(invoice.id)[0].status).toBe("sent");
    expect(cancel(invoice.id)).toBe(true);
    expect(taxState(invoice.id)).toBe("requested");
    await processTaxRequests({ now: later(10_000), invoiceId: invoice.id });
    await drain();
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("canceled");
  });
});

describe("replacing an approved invoice with a corrected one", () => {
  const corrected = { name: "PT Maju Bersama Sejahtera Tbk", npwp: "0012345678901000", address: "Jl. Sudirman Kav. 52, Jakarta Selatan", reason: "Buyer's legal name changed" };

  it("refuses the billing's creator (segregation of duties), a missing permission, and validates the fields", async () => {
    const invoice = await withFaktur();
    expect(await refusal(() => replaceInvoice(as("usr-owner"), invoice.id, corrected))).toMatchObject({ status: 403, message: expect.stringMatching(/segregation of duties/) });
    // Without reissue:invoice (the partner cannot even open it).
    expect([403, 404]).toContain((await refusal(() => replaceInvoice(as("usr-partner"), invoice.id, corrected))).status);
    expect(await refusal(() => replaceInvoice(as("usr-super-admin"), invoice.id, { ...corrected, npwp: "12345" }))).toMatchObject({ status: 400, field: "npwp" });
    expect(await refusal(() => replaceInvoice(as("usr-super-admin"), invoice.id, { ...corrected, reason: " " }))).toMatchObject({ status: 400, field: "reason" });
    // Nothing corrected: the billing's own buyer fields again.
    const to = getBilling(invoice.billingId)!.to;
    expect(await refusal(() => replaceInvoice(as("usr-super-admin"), invoice.id, { ...corrected, name: to.name, npwp: to.npwp ?? "", address: to.address }))).toMatchObject({ status: 400, field: "name", message: expect.stringMatching(/Nothing was corrected/) });
    expect(getInvoice(invoice.id)!.replacedByInvoiceId).toBeNull();
  });

  it("links both ways, goes through approval, then submits fgPengganti 1 under the old serial and replaces the old invoice", async () => {
    const invoice = await withFaktur();
    const serial = serialOf(invoice.id);
    const replacementId = replaceInvoice(as("usr-super-admin"), invoice.id, corrected);
    expect(getInvoice(invoice.id)).toMatchObject({ statusInvoice: "approved", replacedByInvoiceId: replacementId });
    expect(getInvoice(replacementId)).toMatchObject({ statusInvoice: "invoiced", replacesInvoiceId: invoice.id, customerName: corrected.name });
    // A second replacement while the first waits is refused.
    expect(await refusal(() => replaceInvoice(as("usr-super-admin"), invoice.id, corrected))).toMatchObject({ status: 409 });

    await approveInvoice(as("usr-signer"), replacementId, { message: "Koreksi", skumNo: "", skumRelease: "" });
    await drain();
    expect(getInvoice(invoice.id)!.statusInvoice).toBe("replaced");
    const [request] = taxRequestsOf(replacementId);
    const data = (request.payload as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ fgPengganti: "1", nomorFaktur: serial, namaLawanTransaksi: corrected.name, alamatLawanTransaksi: corrected.address });

    await processTaxRequests({ now: later(60_000), invoiceId: replacementId });
    await drain();
    const replacement = getInvoice(replacementId)!;
    expect(replacement.statusFaktur).toBe("received");
    expect(asTaxInvoiceRecord(replacement.taxInvoice).data).toMatchObject({ nomorFaktur: serial, fgPengganti: "1", statusFaktur: "Faktur Pajak Normal-Pengganti" });
    expect(asTaxInvoiceRecord(replacement.taxInvoice).replaces).toMatchObject({ invoice_id: invoice.id, nomor_faktur: serial });
    const old = getInvoice(invoice.id)!;
    expect(old.statusFaktur).toBe("replaced");
    expect(asTaxInvoiceRecord(old.taxInvoice).replaced_by).toMatchObject({ invoice_id: replacementId, invoice_number: replacement.invoiceNumber });
  });

  it("the sandbox refuses a replacement of a faktur that was cancelled", async () => {
    const invoice = await withFaktur();
    const serial = serialOf(invoice.id);
    const replacementId = replaceInvoice(as("usr-super-admin"), invoice.id, corrected);
    // Cancelled at the authority meanwhile (by hand there): the replacement's submission is refused.
    const { createTaxSandbox } = await import("~/integrations/tax-authority/sandbox.server");
    expect(await createTaxSandbox().cancel({ nomorFaktur: serial, reference: invoice.invoiceNumber!, reason: "x", idempotencyKey: "k1" })).toMatchObject({ ok: true });
    await approveInvoice(as("usr-signer"), replacementId, { message: "Koreksi", skumNo: "", skumRelease: "" });
    await drain();
    const refused = getInvoice(replacementId)!;
    expect(asTaxInvoiceRecord(refused.taxInvoice).error?.message).toMatch(/already been cancelled/);
    expect(SYSTEM_ACTOR.id).toBe("system");
  });
});
