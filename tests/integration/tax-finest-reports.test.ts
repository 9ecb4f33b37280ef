/**
 * finest (the accounting system): the delivered report once the invoice is approved with its tax invoice, the
 * cash-in report once its billing is paid, through the sandbox, with refusals and unreachability retried later
 * and a resent report booked once.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices } from "#db/schema";
import { SYSTEM_ACTOR } from "#machines/types";
import { createAccountingSandbox } from "~/integrations/accounting/sandbox.server";
import { addSandboxRule, clearSandboxRules } from "~/models/sandbox-rules.server";
import { getInvoice } from "~/models/invoice.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { finestBackoffMs, sendFinestReports } from "~/services/finest.server";
import { approveInvoice } from "~/services/invoices.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { processTaxRequests } from "~/services/tax-invoices.server";
import { workflow } from "~/services/workflows.server";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoData as withDemoData } from "../support/seed";

withDemoData();
beforeAll(() => registerAllEffects());
afterEach(() => clearSandboxRules("accounting"));

/** An approved invoice whose tax invoice was received. */
async function deliveredInvoice() {
  const po = createPurchaseOrder(as("usr-owner"), poInput());
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  await approveInvoice(as("usr-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
  await drainOutbox({ limit: 500 });
  await drainOutbox({ limit: 500 });
  await processTaxRequests({ now: () => new Date(Date.now() + 10_000), invoiceId: invoice.id });
  expect(getInvoice(invoice.id)!.statusFaktur).toBe("received");
  return { invoiceId: invoice.id, billingId };
}

const later = (ms: number) => () => new Date(Date.now() + ms);

it("sends the delivered report after the tax invoice, the cash-in report after payment, each once", async () => {
  const { invoiceId, billingId } = await deliveredInvoice();
  expect(await sendFinestReports()).toMatchObject({ delivered: expect.any(Number), cashin: 0 });
  const delivered = getInvoice(invoiceId)!;
  expect(delivered).toMatchObject({ statusDeliveredFinest: "sent", statusCashinFinest: "not yet", finestDelivered: { document_no: expect.stringMatching(/^18\d{12}$/), error: null } });
  // Not paid yet: no cash-in.
  await sendFinestReports();
  expect(getInvoice(invoiceId)!.statusCashinFinest).toBe("not yet");
  workflow().send("billing", billingId, { type: "billing.pay" }, SYSTEM_ACTOR);
  await sendFinestReports();
  const paid = getInvoice(invoiceId)!;
  expect(paid).toMatchObject({ statusCashinFinest: "sent", finestCashin: { document_no: expect.stringMatching(/^14\d{12}$/), amount: paid.finalPrice } });
  // Nothing is sent twice.
  const again = await sendFinestReports();
  expect(getInvoice(invoiceId)!.finestCashin).toEqual(paid.finestCashin);
  expect(again.cashin).toBe(0);
});

it("a refusal is kept on the invoice and retried after the backoff; unreachable likewise", async () => {
  const { invoiceId } = await deliveredInvoice();
  // Other invoices may be due as well: the rules match this invoice only.
  const number = getInvoice(invoiceId)!.invoiceNumber!;
  addSandboxRule({ system: "accounting", outcome: "customerUndefined", match: { invoiceNumber: number }, remaining: 1 });
  await sendFinestReports();
  let row = getInvoice(invoiceId)!;
  expect(row.statusDeliveredFinest).toBe("not yet");
  expect(row.finestDelivered).toMatchObject({ attempts: 1, error: { message: "Customer SAP-100234 is not defined in company code T001" } });
  await sendFinestReports();
  expect(getInvoice(invoiceId)!.finestDelivered).toMatchObject({ attempts: 1 });
  addSandboxRule({ system: "accounting", outcome: "unreachable", match: { invoiceNumber: number }, remaining: 1 });
  await sendFinestReports({ now: later(finestBackoffMs(1) + 1_000) });
  row = getInvoice(invoiceId)!;
  expect(row.finestDelivered).toMatchObject({ attempts: 2, error: { message: expect.stringContaining("unreachable") } });
  await sendFinestReports({ now: later(finestBackoffMs(1) + finestBackoffMs(2) + 2_000) });
  expect(getInvoice(invoiceId)).toMatchObject({ statusDeliveredFinest: "sent", finestDelivered: { attempts: 3, error: null } });
});

it("a report resent after a lost answer is booked once, with the same document number", async () => {
  const { invoiceId } = await deliveredInvoice();
  const sandbox = createAccountingSandbox();
  const first = await sandbox.send({ kind: "delivered", idempotencyKey: `${invoiceId}:delivered`, invoiceId, invoiceNumber: "x", productCode: "ST", customer: { name: "x", npwp: "", sapCustomerId: "" }, amount: 1, dpp: 1, ppn: 0, date: "2026-11-21", nomorFaktur: null, accounts: { pendapatan: "", piutang: "", bank: "", pdd: "" }, businessArea: "", kodeUnit: "" });
  await sendFinestReports();
  expect(getInvoice(invoiceId)!.finestDelivered).toMatchObject({ document_no: first.ok ? first.documentNo : "" });
});
