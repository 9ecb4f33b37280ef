import { formatRupiah } from "~/domain/money";
import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { getProduct, invoiceSignerOf, productPeopleIds } from "~/models/product.server";
import { findUserById, loadAccessUser } from "~/models/user.server";
import { canReadDocument } from "./document-access.server";
import { env } from "./env.server";
import { sendMail } from "./mail.server";
import { registerNotificationComposer, type NotificationMessage } from "./notifications.server";
import type { Actor } from "~/domain/workflow";

const WORDS: Record<string, string> = {
  invoiced: "is waiting for approval",
  approved: "was approved",
  returned: "was returned",
  rejected: "was rejected",
  canceled: "was canceled",
  reissued: "was reissued",
  issued: "was issued",
  paid: "was paid",
};

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

/** E-mails the recipients when the product's email_setting asks for this kind of document. */
async function mailIfWanted(productId: string, flag: "invoice" | "billing", message: NotificationMessage) {
  const product = getProduct(productId);
  if (!product?.emailSetting.send_notification || !product.emailSetting[flag]) return;
  const recipients = message.recipientUserIds.map((id) => findUserById(id)?.email).filter(Boolean) as string[];
  for (const to of recipients) await sendMail({ to, subject: message.title, text: `${message.text}\n\nOpen it in Digimon: ${env().PUBLIC_URL}${message.url}` });
}

async function invoiceMessage(payload: Record<string, unknown>): Promise<NotificationMessage | null> {
  const invoice = getInvoice(String(payload.entityId));
  if (!invoice) return null;
  const to = String(payload.to);
  const actor = payload.actor as Actor;
  const name = invoice.invoiceNumber ?? `for billing ${invoice.billingNumber}`;
  const reason = invoice.returned?.message ?? invoice.rejected?.message ?? invoice.canceled?.message;
  // The signer hears of new invoices; everyone else on the product hears of decisions, except who made them.
  const recipients = to === "invoiced" ? [invoiceSignerOf(invoice.productId)?.userId ?? ""] : productPeople(invoice.productId);
  const message: NotificationMessage = {
    recipientUserIds: recipients.filter((id) => id && id !== actor?.id).filter(mayOpen("invoice", invoice.id)),
    title: `Invoice ${name} ${WORDS[to] ?? to}`,
    text: `${invoice.customerName}, ${formatRupiah(invoice.finalPrice)}${to !== "invoiced" && actor ? `, by ${actor.name}` : ""}${reason && ["returned", "rejected", "canceled"].includes(to) ? `: ${reason}` : ""}`,
    url: `/invoices/${invoice.id}`,
  };
  await mailIfWanted(invoice.productId, "invoice", message);
  return message;
}

async function billingMessage(payload: Record<string, unknown>): Promise<NotificationMessage | null> {
  const billing = getBilling(String(payload.entityId));
  if (!billing) return null;
  const actor = payload.actor as Actor;
  const message: NotificationMessage = {
    recipientUserIds: productPeople(billing.productId).filter((id) => id !== actor?.id).filter(mayOpen("billing", billing.id)),
    title: `Billing ${billing.billingNumber ?? "draft"} ${WORDS[String(payload.to)] ?? payload.to}`,
    text: `${billing.to.name}, ${formatRupiah(billing.finalPrice)}${actor ? `, by ${actor.name}` : ""}`,
    url: `/billings/${billing.id}`,
  };
  await mailIfWanted(billing.productId, "billing", message);
  return message;
}

export function registerDocumentNotifications() {
  registerNotificationComposer("invoice", invoiceMessage);
  registerNotificationComposer("billing", billingMessage);
}
