/**
 * Every machine the portal runs, for the workflow service (which stores id and version beside each snapshot, so a
 * renamed state is caught instead of failing quietly: architecture.md, pitfalls) and for the inspector.
 */
import type { AnyStateMachine } from 'xstate';
import { accountMachine, accountMachineVersion, accountStatusOf } from './account.machine';
import { bastMachine, bastMachineVersion, bastStatusOf } from './bast.machine';
import { billingMachine, billingMachineVersion, billingStatusOf } from './billing.machine';
import { cashOutMachine, cashOutMachineVersion, cashOutStatusOf } from './cash-out.machine';
import { companyMachine, companyMachineVersion, companyStatusOf } from './company.machine';
import { contractMachine, contractMachineVersion, contractStatusOf } from './contract.machine';
import { creditNoteMachine, creditNoteMachineVersion, creditNoteStatusOf } from './credit-note.machine';
import { invoiceMachine, invoiceMachineVersion, invoiceStatusOf } from './invoice.machine';
import { loginMachine, loginMachineVersion } from './login.machine';
import { otpMachine, otpMachineVersion } from './otp.machine';
import { partnershipMachine, partnershipMachineVersion, partnershipStatusOf } from './partnership.machine';
import { paymentMachine, paymentMachineVersion, paymentStatusOf } from './payment.machine';
import { redemptionMachine, redemptionMachineVersion, redemptionStatusOf } from './redemption.machine';
import { recurringMachine, recurringMachineVersion, recurringStatusOf } from './recurring.machine';
import { sessionMachine, sessionMachineVersion } from './session.machine';
import { settlementMachine, settlementMachineVersion, settlementStatusOf } from './settlement.machine';
import { taxInvoiceMachine, taxInvoiceMachineVersion, taxInvoiceStatusOf } from './tax-invoice.machine';
import { ticketMachine, ticketMachineVersion, ticketStatusOf } from './ticket.machine';
import { quotationMachine, quotationMachineVersion, quotationStatusOf } from './quotation.machine';

export type MachineEntity = 'partnership' | 'invoice' | 'billing' | 'taxInvoice' | 'recurring' | 'user' | 'payment' | 'cashOut' | 'settlement' | 'creditNote' | 'ticket' | 'company' | 'redemption' | 'contract' | 'bast' | 'quotation' | null;

export type MachineEntry = {
  id: string;
  title: string;
  version: number;
  machine: AnyStateMachine;
  /** The entity whose status column the machine drives; null for the auth flows, which live in the browser session. */
  entity: MachineEntity;
  description: string;
  /** The entity's status column value for a state value. */
  statusOf?: (stateValue: unknown) => string;
};

// The description is the machine's own, so the inspector and the registry never disagree.
const entry = <I extends string>(e: Omit<MachineEntry, 'description'> & { id: I }): MachineEntry & { id: I } => ({
  ...e,
  description: e.machine.root.description ?? '',
});

export const machineRegistry = [
  entry({ id: 'invoice', title: 'Invoice', version: invoiceMachineVersion, machine: invoiceMachine, entity: 'invoice', statusOf: invoiceStatusOf }),
  entry({ id: 'taxInvoice', title: 'Tax invoice', version: taxInvoiceMachineVersion, machine: taxInvoiceMachine, entity: 'taxInvoice', statusOf: taxInvoiceStatusOf }),
  entry({ id: 'billing', title: 'Billing', version: billingMachineVersion, machine: billingMachine, entity: 'billing', statusOf: billingStatusOf }),
  entry({ id: 'payment', title: 'Payment', version: paymentMachineVersion, machine: paymentMachine, entity: 'payment', statusOf: paymentStatusOf }),
  entry({ id: 'cash-out', title: 'Cash-out', version: cashOutMachineVersion, machine: cashOutMachine, entity: 'cashOut', statusOf: cashOutStatusOf }),
  entry({ id: 'settlement', title: 'Settlement', version: settlementMachineVersion, machine: settlementMachine, entity: 'settlement', statusOf: settlementStatusOf }),
  entry({ id: 'recurring', title: 'Recurring profile', version: recurringMachineVersion, machine: recurringMachine, entity: 'recurring', statusOf: recurringStatusOf }),
  entry({ id: 'credit-note', title: 'Credit note', version: creditNoteMachineVersion, machine: creditNoteMachine, entity: 'creditNote', statusOf: creditNoteStatusOf }),
  entry({ id: 'ticket', title: 'Support ticket', version: ticketMachineVersion, machine: ticketMachine, entity: 'ticket', statusOf: ticketStatusOf }),
  entry({ id: 'quotation', title: 'Quotation', version: quotationMachineVersion, machine: quotationMachine, entity: 'quotation', statusOf: quotationStatusOf }),
  entry({ id: 'partnership', title: 'Partnership', version: partnershipMachineVersion, machine: partnershipMachine, entity: 'partnership', statusOf: partnershipStatusOf }),
  entry({ id: 'company', title: 'Partner company', version: companyMachineVersion, machine: companyMachine, entity: 'company', statusOf: companyStatusOf }),
  entry({ id: 'contract', title: 'Contract or agreement', version: contractMachineVersion, machine: contractMachine, entity: 'contract', statusOf: contractStatusOf }),
  entry({ id: 'bast', title: 'BAST (handover record)', version: bastMachineVersion, machine: bastMachine, entity: 'bast', statusOf: bastStatusOf }),
  entry({ id: 'redemption', title: 'Reward redemption', version: redemptionMachineVersion, machine: redemptionMachine, entity: 'redemption', statusOf: redemptionStatusOf }),
  entry({ id: 'login', title: 'Login', version: loginMachineVersion, machine: loginMachine, entity: null }),
  entry({ id: 'otp', title: 'One-time password', version: otpMachineVersion, machine: otpMachine, entity: null }),
  entry({ id: 'session', title: 'Session expiry', version: sessionMachineVersion, machine: sessionMachine, entity: null }),
  entry({ id: 'account', title: 'User account', version: accountMachineVersion, machine: accountMachine, entity: 'user', statusOf: (v) => accountStatusOf(v) }),
] as const satisfies readonly MachineEntry[];

export type MachineId = (typeof machineRegistry)[number]['id'];

/** The entry for an id, or undefined (an inspector route answers 404). */
export function getMachineEntry(id: string): MachineEntry | undefined {
  return machineRegistry.find((e) => e.id === id);
}
