import { formatRupiah } from "~/domain/money";
import type { Language } from "~/locales/languages";
import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { getProduct, invoiceSignerOf, productPeopleIds } from "~/models/product.server";
import { findUserById, loadAccessUser } from "~/models/user.server";
import { canReadDocument } from "./document-access.server";
import { env } from "./env.server";
import { translatorFor } from "./i18n.server";
import { sendMail } from "./mail.server";
import { languageOfUserId, registerNotificationComposer, textFor, type NotificationMessage, type NotificationText } from "./notifications.server";
import type { Actor } from "~/domain/workflow";

// Notifications and their e-mails are written in each recipient's language (mail:documents); the state a
// document reached picks one whole sentence, so each language can word it its own way.
const STATES = ["invoiced", "approved", "returned", "rejected", "canceled", "reissued", "issued", "paid"] as const;
type KnownState = (typeof STATES)[number];
const isKnownState = (state: string): state is KnownState => (STATES as readonly string[]).includes(state);

/** "Invoice INV-... was approved": the sentence of `state`, or the raw state for one without a sentence. */
function headline(language: Language, kind: "invoice" | "billing", state: string, name: string): string {
  const t = translatorFor(language, "mail");
  if (!isKnownState(state)) return t(`documents.${kind}.other`, { name, state });
  return t(`documents.${kind}.${state}`, { name });
}

/** "{customer}, {amount}[, by {actor}][: {reason}]" in the reader's language. */
function summary(language: Language, parts: { customer: string; amount: number; actor?: string | null; reason?: string | null }): string {
  const t = translatorFor(language, "mail");
  let text = t("documents.summary", { customer: parts.customer, amount: formatRupiah(parts.amount) });
  if (parts.actor) text = t("documents.byActor", { summary: text, actor: parts.actor });
  if (parts.reason) text = t("documents.withReason", { summary: text, reason: parts.reason });
  return text;
}

/** Everyone who works on the product: its owners and members with a user account. */
function productPeople(productId: string): string[] {
  // Each once: an owner is usually also a member, and must hear once.
  return productPeopleIds(productId);
}

/**
 * Only people who may open the document hear of it (document-access.server.ts): a product member whose roles do
 * not read invoices (or billings) would otherwise get a link that answers 403/404.
 */
function mayOpen(kind: "invoice" | "billing", id: string) {
  return (userId: string) => {
    const user = userId ? loadAccessUser(userId) : null;
    return user !== null && canReadDocument(user, kind, id);
  };
}

/** E-mails the recipients, each in their own language, when the product's email_setting asks for this kind of document. */
async function mailIfWanted(productId: string, flag: "invoice" | "billing", message: NotificationMessage) {
  const product = getProduct(productId);
  if (!product?.emailSetting.send_notification || !product.emailSetting[flag]) return;
  const textIn = textFor(message);
  for (const userId of message.recipientUserIds) {
    const to = findUserById(userId)?.email;
    if (!to) continue;
    const language = languageOfUserId(userId);
    const { title, text } = textIn(language);
    await sendMail({ to, subject: title, text: translatorFor(language, "mail")("documents.mailBody", { text, link: `${env().PUBLIC_URL}${message.url}` }) });
  }
}

async function invoiceMessage(payload: Record<string, unknown>): Promise<NotificationMessage | null> {
  const invoice = getInvoice(String(payload.entityId));
  if (!invoice) return null;
  const to = String(payload.to);
  const actor = payload.actor as Actor;
  const reason = invoice.returned?.message ?? invoice.rejected?.message ?? invoice.canceled?.message;
  // The signer hears of new invoices; everyone else on the product hears of decisions, except who made them.
  const recipients = to === "invoiced" ? [invoiceSignerOf(invoice.productId)?.userId ?? ""] : productPeople(invoice.productId);
  const textIn = (language: Language): NotificationText => {
    const name = invoice.invoiceNumber ?? translatorFor(language, "mail")("documents.invoice.forBilling", { number: invoice.billingNumber });
    return {
      title: headline(language, "invoice", to, name),
      // The people's names and the reason are printed as they were typed.
      text: summary(language, {
        customer: invoice.customerName,
        amount: invoice.finalPrice,
        actor: to !== "invoiced" ? actor?.name : null,
        reason: ["returned", "rejected", "canceled"].includes(to) ? reason : null,
      }),
    };
  };
  const message: NotificationMessage = {
    recipientUserIds: recipients.filter((id) => id && id !== actor?.id).filter(mayOpen("invoice", invoice.id)),
    textIn,
    url: `/invoices/${invoice.id}`,
  };
  await mailIfWanted(invoice.productId, "invoice", message);
  return message;
}

async function billingMessage(payload: Record<string, unknown>): Promise<NotificationMessage | null> {
  const billing = getBilling(String(payload.entityId));
  if (!billing) return null;
  const actor = payload.actor as Actor;
  const to = String(payload.to);
  const message: NotificationMessage = {
    recipientUserIds: productPeople(billing.productId).filter((id) => id !== actor?.id).filter(mayOpen("billing", billing.id)),
    textIn: (language) => ({
      title: headline(language, "billing", to, billing.billingNumber ?? translatorFor(language, "mail")("documents.billing.draft")),
      text: summary(language, { customer: billing.to.name, amount: billing.finalPrice, actor: actor?.name }),
    }),
    url: `/billings/${billing.id}`,
  };
  await mailIfWanted(billing.productId, "billing", message);
  return message;
}

export function registerDocumentNotifications() {
  registerNotificationComposer("invoice", invoiceMessage);
  registerNotificationComposer("billing", billingMessage);
}
