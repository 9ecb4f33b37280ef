/**
 * The tax-invoice lifecycle through the workflow service and the sandbox intermediary: every outcome of the
 * catalogue (spec section 8), produced on demand with sandbox rules, as the portal's jobs and effects drive it.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, outbox, taxRequests, workflowSnapshots, workflowTransitions } from "#db/schema";
import { TAX_ERROR_RETURNER } from "#machines/invoice.machine";
import { asTaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { useTaxAuthority, type TaxAuthority } from "~/integrations/tax-authority/index.server";
import { createTaxSandbox } from "~/integrations/tax-authority/sandbox.server";
import { addSandboxRule, clearSandboxRules } from "~/models/sandbox-rules.server";
import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { taxRequestsOf } from "~/models/tax-invoice.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { approveInvoice, reissueInvoice } from "~/services/invoices.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { processTaxRequests, retryTaxInvoice } from "~/services/tax-invoices.server";
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
/** Time moves on by `ms` for the sandbox and the poller (the outbox keeps real time; its rows are due at once). */
const later = (ms: number) => {
  clock += ms;
  return () => new Date(clock);
};

async function approvedInvoice(draft = draftInput(), productId = "prd-st") {
  const po = createPurchaseOrder(as("usr-owner"), poInput({ productId }));
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draft);
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  return getInvoice(invoice.id)!;
}

/** What happens in the seconds after approval: the outbox requests the faktur and submits it. */
async function afterApproval() {
  await drainOutbox({ limit: 500 });
  await drainOutbox({ limit: 500 });
}

/** The tax-polling job's turn, `ms` later, then the effects its answers queued (returns, notifications). */
async function pollAfter(ms: number, invoiceId?: string) {
  const counts = await processTaxRequests({ now: later(ms), invoiceId });
  await drainOutbox({ limit: 500 });
  await drainOutbox({ limit: 500 });
  return counts;
}

const taxState = (invoiceId: string) => db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, invoiceId)).all().find((s) => s.kind === "taxInvoice")?.state;

describe("requesting the tax invoice", () => {
  it("goes out within seconds of approval, through the outbox, with a requested record by the system", async () => {
    const invoice = await approvedInvoice();
    // Approval itself only queued the request: it never waits for the intermediary.
    expect(invoice).toMatchObject({ statusInvoice: "approved", statusFaktur: "not yet", requested: null });
    expect(db().select().from(outbox).where(eq(outbox.sourceId, invoice.id)).all().map((r) => r.effect)).toContain("effect.requestTaxInvoice");
    await afterApproval();
    const requested = getInvoice(invoice.id)!;
    expect(requested).toMatchObject({ statusInvoice: "approved", statusFaktur: "requested", requested: { by: "System", app_id: "digimon-system" } });
    const record = asTaxInvoiceRecord(requested.taxInvoice);
    expect(record.request_id).toMatch(/^EFK-\d{8}-[0-9A-F]{10}$/);
    expect(record.tanggal_tagihan).toBe("21/11/2026");
    expect(taxRequestsOf(invoice.id)).toMatchObject([{ status: "sent", referenceId: invoice.invoiceNumber }]);
  });

  it("builds the e-Faktur data from the invoice: kdJenisTransaksi by kode_wapu and tax date, NPWPs, names, DPP, PPN and lines", async () => {
    const invoice = await approvedInvoice(draftInput({ kodeWapu: "03" }));
    await afterApproval();
    const billing = getBilling(invoice.billingId)!;
    const [request] = taxRequestsOf(invoice.id);
    const data = (request.payload as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      kdJenisTransaksi: "03",
      fgPengganti: "0",
      tanggalFaktur: "21/11/2026",
      npwpPenjual: "0010000131093000",
      namaPenjual: "PT Telkom Indonesia (Persero) Tbk",
      npwpLawanTransaksi: "0012345678901000",
      namaLawanTransaksi: "PT Maju Bersama Sejahtera",
      jumlahDpp: String(billing.dpp),
      jumlahPpn: String(billing.tax),
      jumlahPpnBm: "0",
      referensi: invoice.invoiceNumber,
    });
    expect(data.detailTransaksi).toEqual([
      { nama: "Smart Tenant Enterprise licence", hargaSatuan: "12500000", jumlahBarang: "2", hargaTotal: "25000000", diskon: "0", dpp: "22916666", ppn: "2750000", tarifPpnbm: "0", ppnbm: "0" },
      { nama: "Onboarding", hargaSatuan: "3750000", jumlahBarang: "1", hargaTotal: "3750000", diskon: "0", dpp: "3437500", ppn: "412500", tarifPpnbm: "0", ppnbm: "0" },
    ]);
    // kode_wapu 01 before 2025 is 01; from 2025 (DPP nilai lain) it is 04.
    const old = await approvedInvoice(draftInput({ billingDate: "2024-06-10" }));
    const now = await approvedInvoice();
    await afterApproval();
    expect((taxRequestsOf(old.id)[0].payload as { data: { kdJenisTransaksi: string } }).data.kdJenisTransaksi).toBe("01");
    expect((taxRequestsOf(now.id)[0].payload as { data: { kdJenisTransaksi: string } }).data.kdJenisTransaksi).toBe("04");
  });

  it("does not request a tax invoice the billing does not include", async () => {
    const invoice = await approvedInvoice(draftInput({ includeTaxInvoice: false }));
    await afterApproval();
    expect(getInvoice(invoice.id)).toMatchObject({ statusFaktur: "not yet", requested: null });
    expect(taxRequestsOf(invoice.id)).toEqual([]);
  });
});

describe("the outcomes of the catalogue", () => {
  it("success: received with nomorFaktur, data, url and file url; the poll before the answer only waits", async () => {
    const invoice = await approvedInvoice();
    await afterApproval();
    // The first poll comes 3 s after acceptance, before the sandbox's answer (5 s): it only waits.
    expect(await pollAfter(1_000, invoice.id)).toMatchObject({ claimed: 0 });
    clock = Date.parse(taxRequestsOf(invoice.id)[0].nextAttemptAt);
    expect(await pollAfter(0, invoice.id)).toMatchObject({ claimed: 1, waiting: 1 });
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("requested");
    expect(await pollAfter(10_000, invoice.id)).toMatchObject({ received: 1 });
    const received = getInvoice(invoice.id)!;
    const record = asTaxInvoiceRecord(received.taxInvoice);
    expect(received).toMatchObject({ statusInvoice: "approved", statusFaktur: "received" });
    expect(record.data?.nomorFaktur).toMatch(/^\d{13}$/);
    expect(record.data).toMatchObject({ statusApproval: "Faktur Valid, Sudah Diapprove oleh DJP", statusFaktur: "Faktur Pajak Normal", referensi: invoice.invoiceNumber, kdJenisTransaksi: "04" });
    expect(record.url).toMatch(/^http:\/\/svc\.efaktur\.pajak\.go\.id\/validasi\/faktur\/010000131093000\/\d{13}\/[0-9a-f]{40}$/);
    expect(record.file_url).toContain(`/sandbox/efaktur/${record.data?.nomorFaktur}`);
    expect(record.pending).toBeNull();
    expect(taxState(invoice.id)).toBe("received");
    // Numbers are assigned in order as DJP approves, never twice.
    const second = await approvedInvoice();
    await afterApproval();
    await pollAfter(10_000, second.id);
    expect(Number(asTaxInvoiceRecord(getInvoice(second.id)!.taxInvoice).data?.nomorFaktur)).toBe(Number(record.data?.nomorFaktur) + 1);
  });

  const returning = [
    ["returnedWithNotes", "Nama customer tidak sesuai dengan NPWP", /^Document's returned with notes Nama customer tidak sesuai dengan NPWP$/],
    ["invoiceNotFound", "", /^Invoice not found$/],
    ["databaseFailure", "", /invalid identifier$/],
    ["postingCustomer", "", /^Posting failed: Customer SAP-100234 is not defined in company code T001$/],
    ["postingCostElement", "", /^Posting failed: Cost element value 40110001 is not allowed$/],
    ["queuedAsError", "", /^Antrikan faktur success dengan nomor faktur \d{13}$/],
  ] as const;

  it.each(returning)("%s: the invoice is returned by 'System - error djp' with the reason, status_faktur error, and can be reissued", async (outcome, note, message) => {
    addSandboxRule({ system: "tax-authority", outcome, note, remaining: 1 });
    const invoice = await approvedInvoice();
    await afterApproval();
    expect(await pollAfter(10_000, invoice.id)).toMatchObject({ failed: 1 });
    const returned = getInvoice(invoice.id)!;
    expect(returned).toMatchObject({ statusInvoice: "returned", statusFaktur: "error", returned: { by: TAX_ERROR_RETURNER, app_id: "digimon-system" } });
    expect(returned.returned!.message).toMatch(message);
    const record = asTaxInvoiceRecord(returned.taxInvoice);
    expect(record.error).toMatchObject({ retryable: false });
    expect(record.error!.message).toMatch(message);
    const log = db().select().from(workflowTransitions).where(eq(workflowTransitions.entityId, invoice.id)).all().map((t) => `${t.kind}:${t.event}:${t.toState}:${t.actorName}`);
    expect(log).toEqual(expect.arrayContaining(["taxInvoice:taxInvoice.request:requested:System", "taxInvoice:taxInvoice.failed:error:System", "invoice:invoice.taxFailed:returned:System"]));
    // The retry belongs to errors that kept the invoice approved; a returned invoice is reissued instead.
    expect((await refusal(() => retryTaxInvoice(as("usr-owner"), invoice.id))).status).toBe(409);
    const reissued = reissueInvoice(as("usr-owner"), invoice.id);
    expect(getInvoice(reissued)).toMatchObject({ statusInvoice: "invoiced", statusFaktur: "not yet", replacesInvoiceId: invoice.id });
  });

  it.each([
    ["duplicateRefId", /^Ref Id Invoice INV-ST-\d{6}-\d{4} has already been taken\.$/, 0],
    ["fileUrlTooLong", /^ORA-12899: value too large for column "FAKTUR"\."FILE_URL" \(actual: 1061, maximum: 1000\)$/, 10_000],
  ] as const)("%s: the invoice stays approved with status_faktur error, and a person retries it to success", async (outcome, message, wait) => {
    addSandboxRule({ system: "tax-authority", outcome, remaining: 1 });
    const invoice = await approvedInvoice();
    await afterApproval();
    if (wait) await pollAfter(wait);
    const failed = getInvoice(invoice.id)!;
    expect(failed).toMatchObject({ statusInvoice: "approved", statusFaktur: "error", returned: null });
    expect(asTaxInvoiceRecord(failed.taxInvoice).error).toMatchObject({ retryable: true });
    expect(asTaxInvoiceRecord(failed.taxInvoice).error!.message).toMatch(message);
    expect(asTaxInvoiceRecord(failed.taxInvoice).error!.message.replace("INV-ST", "")).not.toContain("{");

    // Only someone allowed to retry, on a product they work on.
    expect((await refusal(() => retryTaxInvoice(as("usr-companion"), invoice.id))).status).toBe(403);
    retryTaxInvoice(as("usr-owner"), invoice.id);
    expect(getInvoice(invoice.id)).toMatchObject({ statusFaktur: "requested", requested: { by: "Siti Nurhaliza" } });
    await afterApproval();
    await pollAfter(10_000);
    expect(getInvoice(invoice.id)).toMatchObject({ statusInvoice: "approved", statusFaktur: "received" });
    expect(taxRequestsOf(invoice.id).map((r) => r.status)).toEqual(["failed", "answered"]);
  });

  it("a file url longer than its column from the intermediary is refused by the portal and kept retryable", async () => {
    const sandbox = createTaxSandbox();
    const longUrl: TaxAuthority = {
      name: "long-url",
      submit: (request, options) => sandbox.submit(request, options),
      cancel: (request, options) => sandbox.cancel(request, options),
      status: async (id, options) => {
        const answer = await sandbox.status(id, options);
        return answer.state === "received" ? { ...answer, fileUrl: `https://efaktur.example/${"x".repeat(1061 - "https://efaktur.example/".length)}` } : answer;
      },
    };
    useTaxAuthority(longUrl);
    const invoice = await approvedInvoice();
    await afterApproval();
    await pollAfter(10_000);
    const failed = getInvoice(invoice.id)!;
    expect(failed).toMatchObject({ statusInvoice: "approved", statusFaktur: "error" });
    expect(asTaxInvoiceRecord(failed.taxInvoice).error).toMatchObject({ retryable: true, message: "The tax invoice file URL is too long for its column: 1061 characters (maximum 1000)." });
  });

  it("unreachable: retried with backoff and shown pending; approval never waited; then it goes through", async () => {
    addSandboxRule({ system: "tax-authority", outcome: "unreachable", remaining: 2 });
    const invoice = await approvedInvoice();
    expect(getInvoice(invoice.id)!.statusInvoice).toBe("approved");
    await afterApproval();
    let pending = asTaxInvoiceRecord(getInvoice(invoice.id)!.taxInvoice).pending!;
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("requested");
    expect(pending).toMatchObject({ attempts: 1, last_error: expect.stringContaining("unreachable") });
    // Before the backoff (10 s) nothing is tried again; after it, the second failure doubles the wait.
    expect(await pollAfter(5_000, invoice.id)).toMatchObject({ claimed: 0 });
    const firstRetry = Date.parse(pending.next_attempt_at);
    clock = firstRetry;
    expect(await pollAfter(1, invoice.id)).toMatchObject({ pending: 1 });
    pending = asTaxInvoiceRecord(getInvoice(invoice.id)!.taxInvoice).pending!;
    expect(pending.attempts).toBe(2);
    expect(Date.parse(pending.next_attempt_at) - clock).toBe(20_000);
    const context = db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, invoice.id)).all().find((s) => s.kind === "taxInvoice")!.context;
    expect(context).toMatchObject({ attempts: 2 });
    await pollAfter(20_000);
    expect(await pollAfter(10_000, invoice.id)).toMatchObject({ received: 1 });
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("received");
  });

  it("slow: accepted but not answered; polled with growing waits and shown pending until the answer comes", async () => {
    addSandboxRule({ system: "tax-authority", outcome: "slow", remaining: 1 });
    const invoice = await approvedInvoice();
    await afterApproval();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const row = db().select().from(taxRequests).where(eq(taxRequests.invoiceId, invoice.id)).get()!;
      clock = Date.parse(row.nextAttemptAt);
      await pollAfter(0);
      const after = db().select().from(taxRequests).where(eq(taxRequests.invoiceId, invoice.id)).get()!;
      waits.push(Date.parse(after.nextAttemptAt) - clock);
    }
    expect(waits).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 96_000]);
    expect(getInvoice(invoice.id)).toMatchObject({ statusFaktur: "requested" });
    expect(asTaxInvoiceRecord(getInvoice(invoice.id)!.taxInvoice).pending).toMatchObject({ attempts: 6, last_error: null });
    await pollAfter(11 * 60_000);
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("received");
  });

  it("rules on the data pick the outcome for matching requests only", async () => {
    addSandboxRule({ system: "tax-authority", outcome: "invoiceNotFound", match: { namaLawanTransaksi: "harapan jaya" } });
    const other = await approvedInvoice();
    const po = createPurchaseOrder(as("usr-owner"), poInput({ to: { name: "PT Harapan Jaya Abadi", address: "Jl. Gatot Subroto 1, Jakarta", phone: "", email: "", npwp: "019876543210000", sap_customer_id: "" } }));
    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    issueBilling(as("usr-owner"), billingId);
    const matching = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
    await approveInvoice(as("usr-signer"), matching.id, { message: "ok", skumNo: "", skumRelease: "" });
    await afterApproval();
    await pollAfter(10_000);
    expect(getInvoice(other.id)!.statusFaktur).toBe("received");
    expect(getInvoice(matching.id)).toMatchObject({ statusInvoice: "returned", returned: { by: TAX_ERROR_RETURNER, message: "Invoice not found" } });
  });
});

describe("crash safety", () => {
  it("a request whose answer was lost is sent again with the same key and accepted once", async () => {
    const invoice = await approvedInvoice();
    await drainOutbox({ limit: 500 }); // requestTaxInvoice
    const [row] = taxRequestsOf(invoice.id);
    const sandbox = createTaxSandbox();
    const first = await sandbox.submit(row.payload as never);
    // The process died before it wrote down the request id: the next run submits again.
    await afterApproval();
    expect(taxRequestsOf(invoice.id)[0].requestId).toBe(first.ok ? first.requestId : "");
    await pollAfter(10_000);
    expect(getInvoice(invoice.id)!.statusFaktur).toBe("received");
  });

  it("an effect run twice (a drain repeated after a crash) requests once", async () => {
    const invoice = await approvedInvoice();
    const row = db().select().from(outbox).where(eq(outbox.sourceId, invoice.id)).all().find((r) => r.effect === "effect.requestTaxInvoice")!;
    const { requestTaxInvoiceEffect } = await import("~/services/tax-invoices.server");
    requestTaxInvoiceEffect(row);
    requestTaxInvoiceEffect(row);
    expect(taxRequestsOf(invoice.id)).toHaveLength(1);
  });
});
