/**
 * Billing lifecycle. The spec shows the billing draft and the invoice it yields ("billing issued -> invoiced",
 * section 4) but not the billing's own states; this is the smallest lifecycle the screens need: a draft is issued
 * (which creates its invoice through the outbox), then paid or canceled; a draft that never left its author's desk
 * is simply discarded, without telling anyone. Issue 20: a payment below the amount due leaves it partly paid, and
 * un-matching a payment (a wrong match, a gateway reversal) takes it back to partly paid or issued.
 */
import { and, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const billingMachineVersion = 1;

export type BillingInput = { billingId: string };
export type BillingContext = BillingInput;

export type BillingEvent =
  | (WithActor & { type: 'billing.issue' })
  /**
   * `paidTotal` and `amountDue` come from the payment model (issue 20): below the amount due the billing is partly
   * paid. Without them (the inspector's manual pay) it is paid in full, as before.
   */
  | (WithActor & { type: 'billing.pay'; at?: string; paidTotal?: number; amountDue?: number })
  /** A payment taken back with a reason; `paidTotal` is what is still paid by the other payments. */
  | (WithActor & { type: 'billing.unpay'; message: string; paidTotal: number })
  | (WithActor & { type: 'billing.cancel'; message: string })
  | (WithActor & { type: 'billing.discard' });

export type BillingState = 'draft' | 'issued' | 'partlyPaid' | 'paid' | 'canceled' | 'discarded';

const notify = (to: BillingState) =>
  ({ type: 'effect.notify', params: ({ context }: { context: BillingContext }) => ({ template: `billing.${to}`, billingId: context.billingId }) }) as const;

const pay = [{ guard: 'isPartPayment', target: 'partlyPaid' }, { target: 'paid' }] as const;
// A cash-in report finest already booked must be reversed there (the effect checks whether it was sent).
const reverseCashin = { type: 'effect.reverseCashin', params: ({ context }: { context: BillingContext }) => ({ billingId: context.billingId }) } as const;
const unpay = [
  { guard: and(['hasMessage', 'hasPaymentLeft']), target: 'partlyPaid', actions: reverseCashin },
  { guard: 'hasMessage', target: 'issued', actions: reverseCashin },
] as const;

export const billingMachine = setup({
  types: {} as { context: BillingContext; events: BillingEvent; input: BillingInput; meta: StateMeta },
  guards: {
    hasMessage,
    isPartPayment: ({ event }) =>
      'paidTotal' in event && typeof event.paidTotal === 'number' && 'amountDue' in event && typeof event.amountDue === 'number' && event.paidTotal < event.amountDue,
    hasPaymentLeft: ({ event }) => 'paidTotal' in event && typeof event.paidTotal === 'number' && event.paidTotal > 0,
  },
  actions: {
    'effect.createInvoice': (_args, _params: { billingId: string }) => {},
    'effect.requestGatewayPayment': (_args, _params: { billingId: string }) => {},
    'effect.reverseCashin': (_args, _params: { billingId: string }) => {},
    'effect.notify': (_args, _params: { template: string; billingId: string }) => {},
  },
}).createMachine({
  id: 'billing',
  description: 'A billing from draft to issued (creating its invoice), then paid or canceled.',
  context: ({ input }) => ({ ...input }),
  initial: 'draft',
  states: {
    draft: {
      meta: { description: 'Being prepared; nothing has been sent or numbered for the customer yet.' },
      on: {
        // On the transition, not on entering issued: un-paying returns to issued and must not invoice again.
        // A gateway-paid billing (mps product, VA or card) also asks the gateway for its VA or card link (issue 20).
        'billing.issue': {
          target: 'issued',
          actions: [
            { type: 'effect.createInvoice', params: ({ context }) => ({ billingId: context.billingId }) },
            { type: 'effect.requestGatewayPayment', params: ({ context }) => ({ billingId: context.billingId }) },
            notify('issued'),
          ],
        },
        'billing.cancel': { guard: 'hasMessage', target: 'canceled' },
        'billing.discard': 'discarded',
      },
    },
    issued: {
      meta: { description: 'Issued to the customer; its invoice exists and awaits approval and payment.' },
      // Spec: "billing issued -> invoiced, no approval data yet": the invoice is created once, by billing.issue.
      on: {
        'billing.pay': pay,
        'billing.cancel': { guard: 'hasMessage', target: 'canceled' },
      },
    },
    partlyPaid: {
      meta: { description: 'Payments below the amount due are matched; the balance is still owed.' },
      entry: notify('partlyPaid'),
      on: { 'billing.pay': pay, 'billing.unpay': unpay },
    },
    paid: {
      meta: { description: 'Payment received and matched in full (a surplus is the customer\'s credit). A wrong match can be undone.' },
      entry: notify('paid'),
      on: { 'billing.unpay': unpay },
    },
    canceled: {
      meta: { description: 'Canceled with a reason. Final.' },
      entry: notify('canceled'),
      type: 'final',
    },
    discarded: {
      meta: { description: 'A draft thrown away before issue. Final.' },
      type: 'final',
    },
  },
});

/** Billing status columns: its lifecycle status and the spec's status_paid ('unpaid' seen). */
export const billingStatusColumns = {
  draft: { status: 'draft', statusPaid: 'unpaid' },
  issued: { status: 'issued', statusPaid: 'unpaid' },
  // Still issued (open, owing the balance); its unique code is released with status_paid (billings_open_unique_code_uq).
  partlyPaid: { status: 'issued', statusPaid: 'partly paid' },
  paid: { status: 'paid', statusPaid: 'paid' },
  canceled: { status: 'canceled', statusPaid: 'unpaid' },
  discarded: { status: 'discarded', statusPaid: 'unpaid' },
} as const satisfies Record<BillingState, { status: string; statusPaid: 'paid' | 'partly paid' | 'unpaid' }>;

export function billingStatusOf(stateValue: unknown): BillingState {
  const columns = billingStatusColumns[stateValue as BillingState];
  if (!columns) throw new Error(`Unknown billing state ${JSON.stringify(stateValue)}`);
  return columns.status;
}
