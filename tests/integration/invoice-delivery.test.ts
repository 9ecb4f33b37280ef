/**
 * Delivering invoices to customers (issue 20): the approval's e-mail with its PDFs and payment instructions, the
 * send_email switch, reissue, a failing mail server retried by the outbox and shown on the invoice page, and the
 * page's Resend (permission-checked, in the activity log).
 */
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { activityLogs, billings, invoiceDeliveries, invoices, outbox } from "#db/schema";
import { getInvoice } from "~/models/invoice.server";
import { action as invoiceAction, loader as invoiceLoader } from "~/routes/_portal.invoices.$id";
import { loader as mailAttachmentLoader } from "~/routes/dev.mail_.$id.$index";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { createWebSession } from "~/services/auth-session.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { approveInvoice, decideInvoice, reissueInvoice } from "~/services/invoices.server";
import { composeInvoiceMail, type DeliveryHistory } from "~/services/invoice-delivery.server";
import { listSandboxMail, sandboxMailAttachment, useMailTransport } from "~/services/mail.server";
import { drainOutbox } from "~/services/outbox.server";
import { closePdfPool } from "~/services/pdf.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { storeUpload } from "~/services/uploads.server";
import { respond } from "../support/api";
import { as, CUSTOMER, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());
afterAll(() => closePdfPool());
afterEach(() => useMailTransport(null));

let customerSeq = 0;
/** An approved invoice of a customer with its own address (so each test finds its own mail). */
async function approvedInvoice({ sendEmail = true, draft = draftInput() } = {}) {
  const email = `finance${++customerSeq}@customer${customerSeq}.test`;
  const po = createPurchaseOrder(as("usr-owner"), poInput({ to: { ...CUSTOMER, email } }));
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draft);
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  if (!sendEmail) db().update(invoices).set({ sendEmail: false }).where(eq(invoices.id, invoice.id)).run();
  await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  return { invoice: getInvoice(invoice.id)!, email };
}

/** The effects queued after approval (the delivery, the tax request, notifications), each run once. */
const drain = () => drainOutbox({ limit: 500 });
const mailsTo = (email: string) => listSandboxMail(500).filter((m) => m.to.includes(email));
const billingOf = (invoiceId: string) => db().select().from(billings).where(eq(billings.id, getInvoice(invoiceId)!.billingId)).get()!;
const deliveryRows = (invoiceId: string) => db().select().from(invoiceDeliveries).where(eq(invoiceDeliveries.invoiceId, invoiceId)).all();
const deliveryEffects = (invoiceId: string) => db().select().from(outbox).where(and(eq(outbox.effect, "effect.deliverInvoice"), eq(outbox.sourceId, invoiceId))).all();

const cookies = new Map<string, string>();
async function cookieFor(userId: string) {
  if (!cookies.has(userId)) cookies.set(userId, (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  return cookies.get(userId)!;
}
type Handler = Parameters<typeof respond>[0];
async function page(userId: string, invoiceId: string, form?: Record<string, string>) {
  const body = form ? new URLSearchParams(form) : undefined;
  const request = new Request(`http://localhost/invoices/${invoiceId}`, {
    method: form ? "POST" : "GET",
    body,
    headers: { Cookie: await cookieFor(userId), ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
  });
  const { response, json } = await respond((form ? invoiceAction : invoiceLoader) as Handler, request, { id: invoiceId });
  return { status: response.status, location: response.headers.get("Location"), json };
}

describe("the e-mail to the customer on approval", () => {
  it("sends one mail with the invoice and billing PDFs and the exact amount to transfer, unique code included", async () => {
    const { invoice, email } = await approvedInvoice();
    expect(deliveryEffects(invoice.id)).toHaveLength(1);
    await drain();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const billing = billingOf(invoice.id);
    expect(mail.subject).toContain(invoice.invoiceNumber!);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`Invoice_${invoice.invoiceNumber}.pdf`, `Billing_${billing.billingNumber}.pdf`]);
    // The PDFs are real: the sandbox mailbox serves them back byte for byte from the .eml.
    const pdf = sandboxMailAttachment(mail.id, 0)!;
    expect(pdf.contentType).toBe("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // PPh is withheld by the customer, so the transfer is final_price_with_pph, which carries the unique code.
    expect(billing.includePph).toBe(true);
    expect(billing.finalPriceWithPph).toBe(billing.totalPrice + billing.tax + billing.administrationFee + billing.uniqueCode - billing.pph);
    const amount = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(billing.finalPriceWithPph);
    expect(mail.text).toContain(amount);
    expect(mail.text).toContain(billing.bank.account_number);
    if (billing.uniqueCode !== 0) expect(mail.text).toContain(`kode unik ${billing.uniqueCode}`);
    // Indonesian: the customer's party names no language.
    expect(mail.text).toMatch(/^Yth\. /);
    // Delivered, with when and to whom.
    expect(billing.statusDelivered).toBe("delivered");
    expect(deliveryRows(invoice.id)).toMatchObject([{ outcome: "sent", reason: "approved", attempt: 1, recipients: [email], amount: billing.finalPriceWithPph }]);
    // A rerun of the same effect (a crash after sending) sends nothing more.
    const { deliverInvoiceEffect } = await import("~/services/invoice-delivery.server");
    await deliverInvoiceEffect(deliveryEffects(invoice.id)[0]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("attaches the tax-invoice PDF once it exists (a resend after the faktur was attached carries three files)", async () => {
    const { invoice, email } = await approvedInvoice({ draft: draftInput({ includePph: false }) });
    await drain();
    const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    await storeUpload(new File([PDF], "Faktur_010.pdf", { type: "application/pdf" }), { ownerKind: "invoice", ownerId: invoice.id, attachmentType: "tax_invoice", uploadedBy: "usr-owner" });
    const answer = await page("usr-owner", invoice.id, { intent: "resend" });
    expect(answer.status).toBe(302);
    await drain();
    const [latest] = mailsTo(email);
    expect(latest.attachments.map((a) => a.filename)).toEqual([`Invoice_${invoice.invoiceNumber}.pdf`, `Billing_${billingOf(invoice.id).billingNumber}.pdf`, "Faktur_010.pdf"]);
    // Without PPh the transfer is the final price itself.
    const amount = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(billingOf(invoice.id).finalPrice);
    expect(latest.text).toContain(amount);
  });

  it("gives the virtual account and its expiry instead of the bank transfer when the billing has one (billings.va)", async () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput({ to: { ...CUSTOMER, email: "va@customer.test" } }));
    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput({ paymentMethod: "virtual_account" }));
    issueBilling(as("usr-owner"), billingId);
    const va = { number: "8808990012345678", bank: "BNI", expired: "2026-12-20T09:30:00.000Z", description: "Smart Tenant", amount: 31_870_000, fee: 0 };
    db().update(billings).set({ va }).where(eq(billings.id, billingId)).run();
    const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
    await approveInvoice(as("usr-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
    await drain();
    const [mail] = mailsTo("va@customer.test");
    expect(mail.text).toContain("Nomor virtual account: 8808990012345678");
    expect(mail.text).toContain("20 Desember 2026 16.30 WIB");
    expect(mail.text).toContain("Rp\u00a031.870.000");
    expect(mail.text).not.toContain("Nomor rekening");
    expect(deliveryRows(invoice.id)).toMatchObject([{ outcome: "sent", amount: 31_870_000 }]);
  });

  it("sends nothing when the invoice's send_email is off", async () => {
    const { invoice, email } = await approvedInvoice({ sendEmail: false });
    await drain();
    expect(mailsTo(email)).toEqual([]);
    expect(deliveryRows(invoice.id)).toEqual([]);
    expect(billingOf(invoice.id).statusDelivered).toBe("not yet");
    // And a resend explains why not.
    const answer = await page("usr-owner", invoice.id, { intent: "resend" });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/send_email setting is off/);
  });

  it("sends the reissued invoice again once it is approved, saying which one it replaces", async () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput({ to: { ...CUSTOMER, email: "reissue@customer.test" } }));
    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    issueBilling(as("usr-owner"), billingId);
    const first = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
    await approveInvoice(as("usr-signer"), first.id, { message: "ok", skumNo: "", skumRelease: "" });
    await drain();
    // Returned by the tax authority, then reissued: the replacement is approved and goes out again.
    const { workflow } = await import("~/services/workflows.server");
    const { SYSTEM_ACTOR } = await import("#machines/types");
    workflow().send("invoice", first.id, { type: "invoice.taxFailed", message: "NPWP tidak valid" }, SYSTEM_ACTOR);
    const replacement = reissueInvoice(as("usr-owner"), first.id);
    await approveInvoice(as("usr-signer"), replacement, { message: "ok", skumNo: "", skumRelease: "" });
    await drain();
    const mails = mailsTo("reissue@customer.test");
    expect(mails).toHaveLength(2);
    const firstNumber = getInvoice(first.id)!.invoiceNumber!;
    expect(mails[0].subject).toContain(getInvoice(replacement)!.invoiceNumber!);
    expect(mails[0].subject).toContain(firstNumber);
    expect(deliveryRows(replacement)).toMatchObject([{ outcome: "sent", reason: "reissued" }]);
  });

  it("e-mails the recurring profile's customer contact too when it asks for e-mail (each address once)", async () => {
    const { recipientsOf } = await import("~/services/invoice-delivery.server");
    expect(recipientsOf({ to: { ...CUSTOMER, email: "a@x.test; b@x.test, A@x.test" }, recurringProfileId: null })).toEqual(["a@x.test", "b@x.test"]);
    expect(recipientsOf({ to: { ...CUSTOMER, email: "not an address" }, recurringProfileId: null })).toEqual([]);
  });
});

describe("the sandbox mailbox serves the attachments", () => {
  const fetchAttachment = async (id: string, index: string, { address = "203.0.113.9", userId }: { address?: string; userId?: string } = {}) => {
    const request = new Request(`http://localhost/dev/mail/${id}/${index}`, { headers: { [CLIENT_ADDRESS_HEADER]: address, ...(userId ? { Cookie: await cookieFor(userId) } : {}) } });
    const { response } = await respond(mailAttachmentLoader as Handler, request, { id, index });
    return response;
  };

  it("to this machine and to a super-admin as a PDF download; to anyone else the same 404 as a missing file", async () => {
    const { invoice, email } = await approvedInvoice();
    await drain();
    const [mail] = mailsTo(email);
    const local = await fetchAttachment(mail.id, "0", { address: "127.0.0.1" });
    expect(local.status).toBe(200);
    expect(local.headers.get("Content-Type")).toBe("application/pdf");
    expect(local.headers.get("Content-Disposition")).toContain(`Invoice_${invoice.invoiceNumber}.pdf`);
    expect((await fetchAttachment(mail.id, "1", { userId: "usr-super-admin" })).status).toBe(200);
    expect((await fetchAttachment(mail.id, "0", { userId: "usr-admin" })).status).toBe(404);
    expect((await fetchAttachment(mail.id, "0")).status).toBe(302);
    expect((await fetchAttachment(mail.id, "7", { address: "127.0.0.1" })).status).toBe(404);
    expect((await fetchAttachment("..%2Fsecrets", "0", { address: "127.0.0.1" })).status).toBe(404);
  });
});

describe("a mail server that fails", () => {
  it("records the failure, shows it on the invoice page, and the outbox retries it after its backoff", async () => {
    useMailTransport(async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.25:587");
    });
    const { invoice, email } = await approvedInvoice();
    await drain();
    expect(mailsTo(email)).toEqual([]);
    expect(deliveryRows(invoice.id)).toMatchObject([{ outcome: "failed", attempt: 1, error: "connect ECONNREFUSED 10.0.0.25:587" }]);
    const [effect] = deliveryEffects(invoice.id);
    expect(effect).toMatchObject({ doneAt: null, attempts: 1 });
    expect(billingOf(invoice.id).statusDelivered).toBe("not yet");
    // The invoice page shows the failed attempt and the next try.
    const shown = await page("usr-owner", invoice.id);
    const delivery = shown.json.delivery as DeliveryHistory;
    expect(delivery.attempts[0]).toMatchObject({ outcome: "failed", error: "connect ECONNREFUSED 10.0.0.25:587" });
    expect(delivery.pending).toMatchObject([{ id: effect.id, attempts: 1, lastError: expect.stringContaining("ECONNREFUSED") }]);
    // Not before the backoff; then the server is back and the retry delivers.
    useMailTransport(null);
    await drainOutbox({ ids: [effect.id] });
    expect(mailsTo(email)).toEqual([]);
    await drainOutbox({ ids: [effect.id], now: () => new Date(Date.now() + 60_000) });
    expect(mailsTo(email)).toHaveLength(1);
    expect(deliveryRows(invoice.id).map((r) => [r.attempt, r.outcome])).toEqual([[1, "failed"], [2, "sent"]]);
    expect(billingOf(invoice.id).statusDelivered).toBe("delivered");
  });

  it("records an address the server refused (a bounce at the door) as failed and refused, and does not retry it", async () => {
    useMailTransport(async (m) => ({ accepted: [], rejected: m.to.split(", ") }));
    const { invoice, email } = await approvedInvoice();
    await drain();
    expect(deliveryRows(invoice.id)).toMatchObject([{ outcome: "failed", rejected: [email] }]);
    expect(deliveryEffects(invoice.id)[0].doneAt).not.toBeNull();
    expect(billingOf(invoice.id).statusDelivered).toBe("not yet");
    const shown = await page("usr-owner", invoice.id);
    expect((shown.json.delivery as DeliveryHistory).attempts[0].states).toMatchObject([{ address: email, state: "refused", nextTry: null }]);
  });
});

describe("Resend on the invoice page", () => {
  it("queues the mail again, redirects with a toast, and is in the activity log", async () => {
    const { invoice, email } = await approvedInvoice();
    await drain();
    const answer = await page("usr-owner", invoice.id, { intent: "resend" });
    expect(answer).toMatchObject({ status: 302, location: `/invoices/${invoice.id}` });
    await drain();
    expect(mailsTo(email)).toHaveLength(2);
    expect(deliveryRows(invoice.id).map((r) => r.reason).sort()).toEqual(["approved", "resend"]);
    const logged = db().select().from(activityLogs).where(and(eq(activityLogs.action, "invoice.resent"), eq(activityLogs.entityId, invoice.id))).all();
    expect(logged).toMatchObject([{ userId: "usr-owner" }]);
    const shown = await page("usr-owner", invoice.id);
    expect(shown.json.may).toMatchObject({ resend: true });
  });

  it("is refused (403) without the permission, and queues nothing", async () => {
    const { invoice } = await approvedInvoice();
    await drain();
    // Settlement reads every invoice but may not reissue (and so not resend) one.
    const before = deliveryEffects(invoice.id).length;
    const answer = await page("usr-settlement", invoice.id, { intent: "resend" });
    expect(answer.status).toBe(403);
    expect(deliveryEffects(invoice.id)).toHaveLength(before);
    expect((await page("usr-settlement", invoice.id)).json.may).toMatchObject({ resend: false });
  });

  it("refuses an invoice that is not approved with a plain message", async () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    issueBilling(as("usr-owner"), billingId);
    const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
    decideInvoice(as("usr-signer"), invoice.id, "invoice.reject", "Salah harga");
    const answer = await page("usr-owner", invoice.id, { intent: "resend" });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe("Only an approved invoice can be sent to the customer.");
  });
});

describe("the mail's payment instructions", () => {
  const billing = {
    from: { name: "PT Telkom", address: "Bandung", phone: "", email: "", npwp: "" },
    to: { name: "PT Maju", address: "", phone: "", email: "", npwp: "" },
    includePph: false, finalPrice: 1_110_123, finalPriceWithPph: 1_090_123, uniqueCode: 123, pph: 20_000,
    bank: { owner: "PT Telkom", account_number: "1300012345678", bank_name: "Bank Mandiri", branch_office: "Bandung" },
  };
  const invoice = { invoiceNumber: "INV-ST-2611000001", dueDate: "2026-12-05", taxInvoice: null };

  it("gives the virtual account and its expiry when the billing has one, in English for an English-speaking customer", () => {
    const va = { number: "8808123456789012", bank: "BNI", expired: "2026-12-05T16:59:00.000Z", description: "INV-ST", amount: 1_110_000, fee: 4_000 };
    const mail = composeInvoiceMail({ language: "en", invoice, billing: { ...billing, va }, replaces: null, attachments: ["Invoice_INV-ST-2611000001.pdf"], taxInvoice: null });
    expect(mail.instructions.kind).toBe("va");
    expect(mail.text).toContain("Virtual account number: 8808123456789012");
    expect(mail.text).toContain("5 Desember 2026 23.59 WIB");
    expect(mail.text).not.toContain("1300012345678");
    expect(mail.subject).toBe("Invoice INV-ST-2611000001 from PT Telkom");
  });

  it("gives the bank transfer with the unique code when there is no virtual account", () => {
    const mail = composeInvoiceMail({ language: "id", invoice, billing: { ...billing, va: null }, replaces: null, attachments: [], taxInvoice: null });
    expect(mail.text).toContain("Nomor rekening: 1300012345678");
    expect(mail.text).toContain("Rp\u00a01.110.123");
    expect(mail.text).toContain("kode unik 123");
  });
});
