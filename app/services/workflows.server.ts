import type { Tx } from "~/models/transaction.server";
import type { Actor } from "#machines/types";
import { bastBinding } from "~/models/bast.server";
import { billingBinding } from "~/models/billing.server";
import { cashOutBinding } from "~/models/cash-out.server";
import { companyBinding } from "~/models/company.server";
import { partnershipBinding } from "~/models/partnership.server";
import { contractBinding } from "~/models/contract.server";
import { creditNoteBinding } from "~/models/credit-note.server";
import { createInvoiceFor, invoiceBinding } from "~/models/invoice.server";
import { paymentBinding } from "~/models/payment.server";
import { recurringBinding } from "~/models/recurring.server";
import { redemptionBinding } from "~/models/reward.server";
import { settlementBinding } from "~/models/settlement.server";
import { taxInvoiceBinding } from "~/models/tax-invoice.server";
import { ticketBinding } from "~/models/ticket.server";
import { quotationBinding } from "~/models/quotation.server";
import { type AccessUser, accountBinding } from "~/models/user.server";
import { assertDeliveryConfirmed } from "./basts.server";
import { queueGatewayPayment } from "./gateway.server";
import { requestTaxInvoiceCancellation } from "./tax-invoice-corrections.server";
import { outOfStock } from "./rewards/errors.server";
import { creditSettlementNet } from "./settlements/index.server";
import { createWorkflowService, type WorkflowService } from "./workflow.server";

let service: WorkflowService | undefined;

/** The portal's workflow service with every entity's binding: the only way any workflow state changes. */
export function workflow(): WorkflowService {
  if (service) return service;
  const invoiceHooks = {
    start: (tx: Tx, id: string, input: Record<string, unknown>, actor: Actor) => void service!.startInTx(tx, "invoice", id, input, actor),
    send: (tx: Tx, id: string, event: { type: string }, actor: Actor) => void service!.sendInTx(tx, "invoice", id, event, actor),
  };
  service = createWorkflowService([
    billingBinding((tx, billingId, actor) => void createInvoiceFor(tx, billingId, actor, invoiceHooks), queueGatewayPayment, assertDeliveryConfirmed),
    invoiceBinding(invoiceHooks),
    taxInvoiceBinding(),
    recurringBinding(),
    accountBinding(),
    paymentBinding(),
    cashOutBinding(),
    companyBinding(),
    partnershipBinding(), // issue 23: partnerships
    settlementBinding(creditSettlementNet),
    // Issue 21: issuing a credit note cancels its invoice and billing through the service, in the same transaction.
    creditNoteBinding((tx, kind, id, event, actor) => void service!.sendInTx(tx, kind, id, event, actor), requestTaxInvoiceCancellation),
    ticketBinding(), // issue 23: support tickets
    quotationBinding(), // issue 23: quotations
    contractBinding(), // issue 23: contracts and agreements
    bastBinding(), // issue 23: BAST (handover records)
    redemptionBinding(outOfStock), // issue 23: reward redemptions
  ]);
  return service;
}

/** A signed-in person as a workflow actor. */
export function actorOf(user: AccessUser, via: Actor["via"] = "screen"): Actor {
  return { id: user.id, name: user.displayName, roles: user.roles, referenceId: user.referenceId, via };
}
