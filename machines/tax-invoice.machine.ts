/**
 * Tax invoice (faktur pajak) of one approved invoice: status_faktur not yet, requested, received, error (spec
 * section 4, Invoice, and section 8's stored tax errors). Requests go out through the outbox; the tax-authority
 * integration answers with explicit events, and its backoff polling arrives as taxInvoice.pending (no timers here).
 * A refusal either returns the invoice ('System - error djp') or leaves it approved with status_faktur error
 * (duplicate ref id, file URL too long); only the latter can be retried on the same invoice, the former is
 * retried through a reissued invoice.
 */
import { and, assign, setup } from 'xstate';
import { isSystemActor } from './guards';
import type { StateMeta, WithActor } from './types';

export const taxInvoiceMachineVersion = 1;

export type TaxErrorDisposition = 'returnInvoice' | 'keepApproved';
export type TaxInvoiceInput = { invoiceId: string };
export type TaxInvoiceContext = TaxInvoiceInput & { attempts: number; lastDisposition: TaxErrorDisposition | null };

export type TaxInvoiceEvent =
  | (WithActor & { type: 'taxInvoice.request' })
  | (WithActor & { type: 'taxInvoice.received'; nomorFaktur: string; requestId?: string; url?: string; fileUrl?: string })
  | (WithActor & { type: 'taxInvoice.failed'; message: string; disposition: TaxErrorDisposition })
  | (WithActor & { type: 'taxInvoice.pending'; attempt: number })
  | (WithActor & { type: 'taxInvoice.retry' });

export type TaxInvoiceState = 'notYet' | 'requested' | 'received' | 'error';

const notifyError = {
  type: 'effect.notify',
  params: ({ context }: { context: TaxInvoiceContext }) => ({ template: 'taxInvoice.error', invoiceId: context.invoiceId }),
} as const;

export const taxInvoiceMachine = setup({
  types: {} as { context: TaxInvoiceContext; events: TaxInvoiceEvent; input: TaxInvoiceInput; meta: StateMeta },
  guards: {
    // Requests and answers come from the approval effect and the integration, never from a screen.
    isSystemActor,
    /** Only errors that left the invoice approved can be fixed and sent again on the same invoice. */
    canRetry: ({ context }) => context.lastDisposition === 'keepApproved',
    /** The integration classifies the refusal: a DJP rejection returns the invoice, a fixable error keeps it approved. */
    isReturnDisposition: ({ event }) => event.type === 'taxInvoice.failed' && event.disposition === 'returnInvoice',
  },
  actions: {
    recordDisposition: assign({
      lastDisposition: ({ context, event }) => (event.type === 'taxInvoice.failed' ? event.disposition : context.lastDisposition),
    }),
    'effect.sendTaxRequest': (_args, _params: { invoiceId: string }) => {},
    'effect.returnInvoice': (_args, _params: { invoiceId: string; message: string }) => {},
    'effect.notify': (_args, _params: { template: string; invoiceId: string }) => {},
  },
}).createMachine({
  id: 'taxInvoice',
  description: 'The tax invoice (faktur) of an approved invoice: requested from the tax authority, received or in error.',
  context: ({ input }) => ({ invoiceId: input.invoiceId, attempts: 0, lastDisposition: null }),
  initial: 'notYet',
  states: {
    notYet: {
      meta: { description: 'Not requested yet; the invoice is not approved (a rejected invoice stays here).' },
      on: { 'taxInvoice.request': { guard: 'isSystemActor', target: 'requested' } },
    },
    requested: {
      meta: { description: 'Sent to the tax authority; waiting for the faktur number, polled with backoff while it is slow.' },
      entry: { type: 'effect.sendTaxRequest', params: ({ context }) => ({ invoiceId: context.invoiceId }) },
      on: {
        'taxInvoice.received': {
          guard: 'isSystemActor',
          target: 'received',
          actions: { type: 'effect.notify', params: ({ context }) => ({ template: 'taxInvoice.received', invoiceId: context.invoiceId }) },
        },
        // Two branches so the inspector shows why the invoice was (or was not) sent back.
        'taxInvoice.failed': [
          {
            guard: and(['isSystemActor', 'isReturnDisposition']),
            target: 'error',
            actions: [
              'recordDisposition',
              notifyError,
              { type: 'effect.returnInvoice', params: ({ context, event }) => ({ invoiceId: context.invoiceId, message: event.message }) },
            ],
          },
          { guard: 'isSystemActor', target: 'error', actions: ['recordDisposition', notifyError] },
        ],
        // Targetless: stays in requested without re-entering, so the request is not sent again.
        'taxInvoice.pending': { guard: 'isSystemActor', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
      },
    },
    received: {
      meta: { description: 'The faktur number and file are stored. Final.' },
      type: 'final',
    },
    error: {
      meta: { description: 'Refused or failed; the invoice was returned, or stays approved and the request can be retried.' },
      on: {
        'taxInvoice.retry': {
          guard: 'canRetry',
          target: 'requested',
          // A retried request starts its backoff afresh.
          actions: assign({ attempts: 0 }),
        },
      },
    },
  },
});

/** status_faktur column for each state (spec: not yet, requested, received, error). */
export const taxInvoiceStatusColumns = {
  notYet: 'not yet',
  requested: 'requested',
  received: 'received',
  error: 'error',
} as const satisfies Record<TaxInvoiceState, string>;

export function taxInvoiceStatusOf(stateValue: unknown): (typeof taxInvoiceStatusColumns)[TaxInvoiceState] {
  const status = taxInvoiceStatusColumns[stateValue as TaxInvoiceState];
  if (!status) throw new Error(`Unknown tax invoice state ${JSON.stringify(stateValue)}`);
  return status;
}
