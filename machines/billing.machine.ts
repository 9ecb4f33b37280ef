/**
 * Billing lifecycle. The spec shows the billing draft and the invoice it yields ("billing issued -> invoiced",
 * section 4) but not the billing's own states; this is the smallest lifecycle the screens need: a draft is issued
 * (which creates its invoice through the outbox), then paid or canceled; a draft that never left its author's desk
 * is simply discarded, without telling anyone.
 */
import { setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const billingMachineVersion = 1;

export type BillingInput = { billingId: string };
export type BillingContext = BillingInput;

export type BillingEvent =
  | (WithActor & { type: 'billing.issue' })
  | (WithActor & { type: 'billing.pay'; at?: string })
  | (WithActor & { type: 'billing.cancel'; message: string })
  | (WithActor & { type: 'billing.discard' });

export type BillingState = 'draft' | 'issued' | 'paid' | 'canceled' | 'discarded';

const notify = (to: BillingState) =>
  ({ type: 'effect.notify', params: ({ context }: { context: BillingContext }) => ({ template: `billing.${to}`, billingId: context.billingId }) }) as const;

export const billingMachine = setup({
  types: {} as { context: BillingContext; events: BillingEvent; input: BillingInput; meta: StateMeta },
  guards: { hasMessage },
  actions: {
    'effect.createInvoice': (_args, _params: { billingId: string }) => {},
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
        'billing.issue': 'issued',
        'billing.cancel': { guard: 'hasMessage', target: 'canceled' },
        'billing.discard': 'discarded',
      },
    },
    issued: {
      meta: { description: 'Issued to the customer; its invoice exists and awaits approval and payment.' },
      // Spec: "billing issued -> invoiced, no approval data yet": the invoice is created once, on entry.
      entry: [{ type: 'effect.createInvoice', params: ({ context }) => ({ billingId: context.billingId }) }, notify('issued')],
      on: {
        'billing.pay': 'paid',
        'billing.cancel': { guard: 'hasMessage', target: 'canceled' },
      },
    },
    paid: {
      meta: { description: 'Payment received and matched. Final.' },
      entry: notify('paid'),
      type: 'final',
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
  paid: { status: 'paid', statusPaid: 'paid' },
  canceled: { status: 'canceled', statusPaid: 'unpaid' },
  discarded: { status: 'discarded', statusPaid: 'unpaid' },
} as const satisfies Record<BillingState, { status: string; statusPaid: 'paid' | 'unpaid' }>;

export function billingStatusOf(stateValue: unknown): BillingState {
  const columns = billingStatusColumns[stateValue as BillingState];
  if (!columns) throw new Error(`Unknown billing state ${JSON.stringify(stateValue)}`);
  return columns.status;
}
