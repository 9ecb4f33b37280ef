/**
 * Delivering invoices to customers (issue 20). The invoice machine queues effect.deliverInvoice when an invoice is
 * approved (a reissued invoice is approved again, so it goes out again); a resend from the invoice page queues the
 * same effect. The handler e-mails the customer (the billing's `to` party, plus the recurring profile's `to` when it
 * asks for e-mail) with the invoice PDF, the billing PDF and, once it exists, the tax-invoice PDF, and the payment
 * instructions: the bank transfer with the exact amount (unique code included), or the virtual account and its
 * expiry. Each attempt is recorded (invoice_deliveries); a failed send throws, so the outbox retries it with its
 * backoff, and the invoice page shows the failure and the next try.
 */
import type { BankDetails, Party } from "~/domain/documents";
import { formatDateId, TIME_ZONE, todayInJakarta } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { amountToTransfer, type PaymentInstructions, paymentInstructionsOf } from "~/domain/payment-instructions";
import { isLanguage, type Language } from "~/locales/languages";
import { getBilling, type BillingRow } from "~/models/billing.server";
import { getInvoice, type InvoiceRow } from "~/models/invoice.server";
import {
  DELIVERY_EFFECT,
  type DeliveryReason,
  deliveredByEffect,
  deliveriesOf,
  pendingDeliveriesOf,
  type RecipientResult,
  type RecipientState,
  recipientsOfDeliveries,
  recordDeliveryAttempt,
  settledAddressesOf,
} from "~/models/invoice-delivery.server";
import { dunningViewOf, type DunningView } from "~/models/dunning.server";
import { getProfile, orderOf } from "~/models/recurring.server";
import { writeTransaction } from "~/models/transaction.server";
import { type AccessUser, logActivity } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { supportLink } from "./support-link.server";
import { requireReadableRow } from "./document-access.server";
import { httpError } from "./http.server";
import { defaultLanguage, translatorFor } from "./i18n.server";
import { logger } from "./logger.server";
import { type MailAttachment, sendMail } from "./mail.server";
import { queueSandboxMailEvents, registerSandboxMailEvents } from "./mail-webhook.server";
import { isPermanentMailError } from "./resend-client.server";
import { enqueueEffect, kickOutbox, type OutboxRow, registerEffect } from "./outbox.server";
import { billingDocument, invoiceDocument, renderPdf, storeInvoicePdf } from "./pdf.server";
import { attachmentsOf, storedBytes } from "./uploads.server";

export { DELIVERY_EFFECT };

/** The language a customer's mail is written in when the party names none: the customers are Indonesian companies. */
export const CUSTOMER_DEFAULT_LANGUAGE: Language = "id";

/** Who may resend an invoice: those who may put an invoice out again (README "Decisions"). */
export const RESEND_PERMISSION = "reissue:invoice";

/** The customer's language: the party's own when it carries one, else Indonesian. */
export function customerLanguage(party: Party & { language?: unknown }): Language {
  return isLanguage(party.language) ? party.language : CUSTOMER_DEFAULT_LANGUAGE;
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
/** A party's e-mail field may list several addresses (comma, semicolon or space between them). */
const addressesIn = (field: string | null | undefined) => (field ?? "").split(/[\s,;]+/).filter((a) => EMAIL.test(a));

/** The billing's `to` party, plus the recurring profile's `to` when it asks for e-mail (spec: order.to.send_email); each once. */
export function recipientsOf(billing: Pick<BillingRow, "to" | "recurringProfileId">): string[] {
  const found = [...addressesIn(billing.to.email)];
  const profile = billing.recurringProfileId ? getProfile(billing.recurringProfileId) : null;
  const recurringTo = profile ? orderOf(profile).to : null;
  if (recurringTo?.send_email) found.push(...addressesIn(recurringTo.email));
  const seen = new Set<string>();
  return found.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type ComposedMail = { subject: string; text: string; instructions: PaymentInstructions };

/** The customer's e-mail: subject and text in `language`, with the payment instructions. Pure but for the translator. */
export function composeInvoiceMail(input: {
  language: Language;
  invoice: Pick<InvoiceRow, "invoiceNumber" | "dueDate" | "taxInvoice">;
  billing: Pick<BillingRow, "from" | "to" | "includePph" | "finalPrice" | "finalPriceWithPph" | "uniqueCode" | "pph" | "bank"> & { va?: unknown };
  replaces: string | null;
  attachments: string[];
  taxInvoice: { number: string; link: string } | null;
  /** The "Report a problem" link to the public support page (issue 23); none in older callers. */
  supportLink?: string | null;
}): ComposedMail {
  const t = translatorFor(input.language, "mail");
  const { invoice, billing } = input;
  const number = invoice.invoiceNumber ?? "";
  const seller = billing.from.name;
  const instructions = paymentInstructionsOf(billing);
  const amount = instructions.kind === "va" ? instructions.va.amount : instructions.amount;
  const lines: string[] = [
    t("customerInvoice.greeting", { customer: billing.to.name }),
    "",
    t("customerInvoice.intro", { number, amount: formatRupiah(amount), dueDate: formatDateId(invoice.dueDate) }),
  ];
  if (input.replaces) lines.push(t("customerInvoice.replaces", { replaces: input.replaces }));
  lines.push("");
  if (instructions.kind === "va") {
    const { va } = instructions;
    lines.push(t("customerInvoice.va", { amount: formatRupiah(va.amount), bank: va.bank, number: va.number, expires: expiresText(va.expired) }));
    if (va.fee > 0) lines.push(t("customerInvoice.vaFee", { fee: formatRupiah(va.fee) }));
  } else {
    lines.push(transferText(t, instructions.bank, instructions.amount));
    if (instructions.uniqueCode !== 0) lines.push(t("customerInvoice.uniqueCode", { code: String(instructions.uniqueCode) }));
    if (billing.includePph && billing.pph > 0) lines.push(t("customerInvoice.pphWithheld", { pph: formatRupiah(billing.pph) }));
  }
  lines.push("", t("customerInvoice.attachmentsIntro"), ...input.attachments.map((name) => `  - ${name}`));
  if (input.taxInvoice) lines.push(t("customerInvoice.taxInvoiceLink", input.taxInvoice));
  if (input.supportLink) lines.push("", t("customerInvoice.reportProblem", { link: input.supportLink }));
  lines.push("", t("customerInvoice.closing", { seller, sellerAddress: billing.from.address }));
  const subject = input.replaces ? t("customerInvoice.subjectReissued", { number, seller, replaces: input.replaces }) : t("customerInvoice.subject", { number, seller });
  return { subject, text: lines.join("\n"), instructions };
}

function transferText(t: ReturnType<typeof translatorFor<"mail">>, bank: BankDetails, amount: number) {
  const text = t("customerInvoice.transfer", { amount: formatRupiah(amount), bank: bank.bank_name, account: bank.account_number, owner: bank.owner });
  return bank.branch_office && bank.branch_office !== "-" ? `${text}\n${t("customerInvoice.branch", { branch: bank.branch_office })}` : text;
}

/** "12 Desember 2026 23.59 WIB": the expiry in Jakarta time, as the customer's bank shows it. */
function expiresText(iso: string) {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(when).replace(":", ".");
  return `${formatDateId(todayInJakarta(when))} ${time} WIB`;
}

type DeliveryPayload = { invoiceId?: string; entityId?: string; reason?: DeliveryReason; requestedBy?: string | null; event?: string; actor?: { name?: string }; recipients?: string[] };

/** The tax invoice's PDF once it exists: the newest PDF attached to the invoice as its tax invoice. */
function taxInvoicePdf(invoiceId: string): MailAttachment | null {
  const row = attachmentsOf("invoice", invoiceId)
    .filter((a) => a.attachmentType === "tax_invoice" && a.filetype === "pdf")
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!row) return null;
  const name = row.oriFilename.toLowerCase().endsWith(".pdf") ? row.oriFilename : `${row.oriFilename}.pdf`;
  return { filename: name, content: storedBytes(row), contentType: "application/pdf" };
}

/** The received faktur's number and link, when the intermediary answered (spec: taxInvoice.url, file_url, data.nomorFaktur). */
function taxInvoiceLink(invoice: InvoiceRow): { number: string; link: string } | null {
  const record = invoice.taxInvoice as { file_url?: unknown; data?: { nomorFaktur?: unknown } } | null;
  const link = typeof record?.file_url === "string" && /^https?:\/\//.test(record.file_url) ? record.file_url : null;
  return link ? { number: String(record?.data?.nomorFaktur ?? ""), link } : null;
}

/** The invoice PDF and the billing PDF, rendered by the PDF worker pool in the customer's language. */
async function documentPdfs(invoice: InvoiceRow, language: Language): Promise<MailAttachment[]> {
  const invoiceView = invoiceDocument(invoice.id, { language }).view;
  const billingView = billingDocument(invoice.billingId, { language }).view;
  const [invoiceBytes, billingBytes] = [await renderPdf(invoiceView), await renderPdf(billingView)];
  // The kept copy of an approved invoice is the customer's, in the portal's default language (pdf.server.ts).
  if (language === defaultLanguage()) {
    try {
      storeInvoicePdf(invoice.id, invoiceBytes, invoiceView.fileName, null);
    } catch (error) {
      logger.error({ err: error, invoiceId: invoice.id }, "could not store the invoice PDF");
    }
  }
  return [
    { filename: invoiceView.fileName, content: invoiceBytes, contentType: "application/pdf" },
    { filename: billingView.fileName, content: billingBytes, contentType: "application/pdf" },
  ];
}

/**
 * The outbox handler. Idempotent: an effect whose mail already went out does nothing. Each recipient gets a mail
 * of their own, so the mail service's id for it names one address and a later bounce lands on that address. A
 * recipient the service could not take now (unreachable, a 5xx) is recorded as failed and the effect throws, so the
 * outbox tries again after its backoff, sending only to those still owed a mail; a permanent refusal (a 4xx from
 * Resend, an SMTP 5xx, an address refused at the door) is recorded as refused and not retried. An invoice that is
 * no longer approved, or that is not e-mailed, is left alone.
 */
export async function deliverInvoiceEffect(row: OutboxRow): Promise<void> {
  const payload = row.payload as DeliveryPayload;
  const invoiceId = String(payload.invoiceId ?? payload.entityId ?? "");
  if (deliveredByEffect(row.id)) return;
  const invoice = getInvoice(invoiceId);
  if (!invoice || invoice.statusInvoice !== "approved" || !invoice.invoiceNumber || !invoice.sendEmail) return;
  const billing = getBilling(invoice.billingId);
  if (!billing) return;
  const reason: DeliveryReason = payload.reason ?? (invoice.replacesInvoiceId ? "reissued" : "approved");
  const replaces = invoice.replacesInvoiceId ? (getInvoice(invoice.replacesInvoiceId)?.invoiceNumber ?? null) : null;
  // A resend to a corrected address names its recipients; otherwise the billing's.
  const settled = settledAddressesOf(row.id);
  const recipients = (payload.recipients?.length ? payload.recipients : recipientsOf(billing)).filter((a) => !settled.has(a.toLowerCase()));
  const language = customerLanguage(billing.to);
  const attempt = { invoiceId, outboxId: row.id, reason, attempt: row.attempts + 1, recipients, language, amount: amountToTransfer(billing), requestedBy: payload.requestedBy ?? payload.actor?.name ?? null };
  if (recipients.length === 0) {
    if (settled.size > 0) return; // every recipient was settled by an earlier run of this effect
    // Trying again cannot help until someone corrects the address: recorded, shown, and not retried.
    recordDeliveryAttempt({ ...attempt, outcome: "failed", error: "The customer has no e-mail address on the billing." });
    return;
  }
  let files: MailAttachment[];
  let mail: ComposedMail;
  try {
    files = await documentPdfs(invoice, language);
    const tax = taxInvoicePdf(invoice.id);
    if (tax) files.push(tax);
    mail = composeInvoiceMail({ language, invoice, billing, replaces, attachments: files.map((f) => f.filename), taxInvoice: tax ? null : taxInvoiceLink(invoice), supportLink: await supportLink(billing.id) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    recordDeliveryAttempt({ ...attempt, outcome: "failed", rejected: recipients, error: message.slice(0, 1000) }, recipients.map((address) => ({ address, state: "failed", providerId: null, reason: message.slice(0, 1000) })));
    throw error;
  }
  const amount = mail.instructions.kind === "va" ? mail.instructions.va.amount : mail.instructions.amount;
  const results: RecipientResult[] = [];
  const sandboxSent: { address: string; providerId: string }[] = [];
  for (const address of recipients) {
    try {
      const sent = await sendMail({ to: address, subject: mail.subject, text: mail.text, attachments: files, idempotencyKey: `invoice-delivery/${row.id}/${address.toLowerCase()}` });
      if (sent.rejected.some(Boolean)) results.push({ address, state: "refused", providerId: sent.id ?? null, reason: "The mail server refused this address." });
      else {
        results.push({ address, state: "sent", providerId: sent.id ?? null, reason: null });
        if (sent.via === "sandbox" && sent.id) sandboxSent.push({ address, providerId: sent.id });
      }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      results.push({ address, state: isPermanentMailError(error) ? "refused" : "failed", providerId: null, reason: message });
    }
  }
  const unsent = results.filter((r) => r.state !== "sent");
  const outcome = unsent.length === 0 ? "sent" : unsent.length === results.length ? "failed" : "partial";
  const errors = [...new Set(unsent.map((r) => r.reason).filter((r): r is string => !!r))];
  recordDeliveryAttempt(
    { ...attempt, amount, attachments: files.map((f) => f.filename), outcome, rejected: unsent.map((r) => r.address), error: errors.length ? errors.join("; ").slice(0, 1000) : null },
    results,
  );
  queueSandboxMailEvents(sandboxSent);
  logger.info({ invoiceId, outboxId: row.id, recipients: recipients.length, unsent: unsent.length }, "invoice delivered to the customer");
  const retry = results.filter((r) => r.state === "failed");
  // Thrown so the outbox keeps the effect and tries the failed recipients again after its backoff.
  if (retry.length) throw new Error(retry[0].reason ?? "The mail could not be sent.");
}

let registered = false;
/** Registers the delivery effect (effects.server.ts calls this with the others). */
export function registerInvoiceDelivery() {
  if (registered) return;
  registered = true;
  registerEffect(DELIVERY_EFFECT, deliverInvoiceEffect);
  registerSandboxMailEvents();
}

/**
 * Queues the invoice's e-mail to its customer again (the invoice page's Resend). Needs RESEND_PERMISSION and the
 * invoice in the user's scope (404 outside it); refused with a reason when the invoice is not approved, is not
 * e-mailed, or has no address to send to. Logged in the activity log.
 */
export function resendInvoice(user: AccessUser, invoiceId: string, ip: string | null = null, corrected: string | null = null): { recipients: string[] } {
  const invoice = requireReadableRow(user, "invoice", getInvoice(invoiceId));
  if (!hasPermission(user, RESEND_PERMISSION)) throw httpError(403, `You need the permission ${RESEND_PERMISSION} for this.`);
  if (invoice.statusInvoice !== "approved" || !invoice.invoiceNumber) throw httpError(409, "Only an approved invoice can be sent to the customer.");
  if (!invoice.sendEmail) throw httpError(409, "This invoice is not e-mailed to the customer (its send_email setting is off).");
  const billing = getBilling(invoice.billingId)!;
  // A corrected address (after a bounce) is used for this send only: the issued billing keeps its party as issued.
  const given = corrected?.trim() ? addressesIn(corrected) : null;
  if (given && given.length === 0) throw httpError(400, "Enter a valid e-mail address to send the invoice to.");
  const recipients = given ?? recipientsOf(billing);
  if (recipients.length === 0) throw httpError(409, "The customer has no e-mail address on the billing.");
  writeTransaction((tx) => enqueueEffect(tx, DELIVERY_EFFECT, { invoiceId, reason: "resend", requestedBy: user.displayName, ...(given ? { recipients } : {}) }, { kind: "invoice", id: invoiceId }));
  logActivity(user.id, "invoice.resent", { invoiceNumber: invoice.invoiceNumber, recipients, corrected: given !== null }, ip, { kind: "invoice", id: invoiceId });
  kickOutbox();
  return { recipients };
}

/** One recipient of an attempt as the invoice page shows it; `nextTry` for a failed one the outbox will try again. */
export type RecipientView = { address: string; state: RecipientState; reason: string | null; at: string; nextTry: string | null };

export type DeliveryHistory = {
  sendEmail: boolean;
  statusDelivered: string;
  attempts: { id: number; at: string; reason: DeliveryReason; attempt: number; outcome: "sent" | "partial" | "failed"; recipients: string[]; rejected: string[]; attachments: string[]; error: string | null; requestedBy: string | null; states: RecipientView[] }[];
  pending: { id: number; attempts: number; nextTry: string; lastError: string | null }[];
  /** The payment reminders (issue 21): mails to the customer too, shown beside the deliveries. */
  dunning: DunningView;
};

/** What the invoice page shows: every attempt (newest first) with each recipient's state, and the sends still waiting in the outbox. */
export function deliveryHistoryOf(invoice: Pick<InvoiceRow, "id" | "sendEmail" | "billingId" | "productId" | "statusInvoice" | "statusPaid">): DeliveryHistory {
  const pending = pendingDeliveriesOf(invoice.id).map((p) => ({ id: p.id, attempts: p.attempts, nextTry: p.availableAt, lastError: p.lastError }));
  const nextTryOf = new Map(pending.map((p) => [p.id, p.nextTry]));
  const byDelivery = new Map<number, RecipientView[]>();
  for (const r of recipientsOfDeliveries(invoice.id)) {
    const list = byDelivery.get(r.deliveryId) ?? [];
    list.push({ address: r.address, state: r.state, reason: r.reason, at: r.updatedAt ?? r.at, nextTry: r.state === "failed" && r.outboxId !== null ? (nextTryOf.get(r.outboxId) ?? null) : null });
    byDelivery.set(r.deliveryId, list);
  }
  return {
    sendEmail: invoice.sendEmail,
    dunning: dunningViewOf(invoice),
    statusDelivered: getBilling(invoice.billingId)?.statusDelivered ?? "not yet",
    attempts: deliveriesOf(invoice.id).map((d) => ({ id: d.id, at: d.at, reason: d.reason, attempt: d.attempt, outcome: d.outcome, recipients: d.recipients, rejected: d.rejected, attachments: d.attachments, error: d.error, requestedBy: d.requestedBy, states: byDelivery.get(d.id) ?? [] })),
    pending,
  };
}
