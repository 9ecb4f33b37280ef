import { MAIL_EFFECT, sendQueuedMail } from "./mail-outbox.server";
import { registerCashOutEffects } from "./cash-out/cash-outs.server";
import { registerBastNotifications } from "./basts.server";
import { registerCompanyNotifications } from "./companies.server";
import { registerPartnershipNotifications } from "./partnerships.server";
import { registerContractNotifications } from "./contracts.server";
import { registerGatewayEffects } from "./gateway.server";
import { registerEffect } from "./outbox.server";
import { registerCreditNoteEffects } from "./credit-note-effects.server";
import { registerDocumentNotifications } from "./document-notifications.server";
import { registerDunning } from "./dunning.server";
import { registerInvoiceDelivery } from "./invoice-delivery.server";
import { notifyEffect } from "./notifications.server";
import { registerPaymentEffects } from "./payments/effects.server";
import { registerRecurringNotifications } from "./recurring.server";
import { registerRewardNotifications } from "./rewards/rewards.server";
import { registerTaxInvoiceEffects } from "./tax-invoices.server";
import { registerTicketNotifications } from "./tickets.server";

let registered = false;

/** Every outbox effect and its handler, in one place (the request process and the Bree drain both call this). */
export function registerAllEffects() {
  if (registered) return;
  registered = true;
  registerEffect("effect.notify", notifyEffect);
  registerEffect(MAIL_EFFECT, sendQueuedMail);
  registerDocumentNotifications();
  registerTaxInvoiceEffects();
  registerRecurringNotifications();
  registerInvoiceDelivery();
  registerPaymentEffects();
  registerCreditNoteEffects();
  registerGatewayEffects();
  registerCashOutEffects();
  registerCompanyNotifications();
  registerPartnershipNotifications();
  registerDunning();
  registerTicketNotifications();
  registerContractNotifications();
  registerBastNotifications();
  registerRewardNotifications();
}
