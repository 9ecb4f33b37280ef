/**
 * Tax invoice (faktur pajak) of one approved invoice: status_faktur not yet, requested, received, error (spec
 * section 4, Invoice, and section 8's stored tax errors). Requests go out through the outbox; the tax-authority
 * integration answers with explicit events, and its backoff polling arrives as taxInvoice.pending (no timers here).
 * A refusal either returns the invoice ('System - error djp') or leaves it approved with status_faktur error
 * (duplicate ref id, file URL too long); only the latter can be retried on the same invoice, the former is
 * retried through a reissued invoice.
 *
 * Issue 21 (version 2): a received faktur can be cancelled at the authority (batal) when its invoice is cancelled
 * with a credit note (canceling, canceled, cancelFailed with a person's retry), or replaced by the faktur of a
 * corrected invoice (replaced). A request still in flight is withdrawn instead: stopped before the authority
 * accepted it, or cancelled as soon as the authority grants it (cancelOnReceipt).
 */
import { and, assign, setup } from 'xstate';
import { hasMessage, isSystemActor } from './guards';
import type { StateMeta, WithActor } from './types';

export const taxInvoiceMachineVersion = 2;

export type TaxErrorDisposition = 'returnInvoice' | 'keepApproved';
export type TaxInvoiceInput = { invoiceId: string };
export type TaxInvoiceContext = TaxInvoiceInput & {
  attempts: number;
  lastDisposition: TaxErrorDisposition | null;
  /** Set when the invoice was cancelled while the authority still held the request: its faktur is cancelled on receipt. */
  cancelOnReceipt?: boolean;
};

export type TaxInvoiceEvent =
  | (WithActor & { type: 'taxInvoice.request' })
  | (WithActor & { type: 'taxInvoice.received'; nomorFaktur: string; requestId?: string; url?: string; fileUrl?: string })
  | (WithActor & { type: 'taxInvoice.failed'; message: string; disposition: TaxErrorDisposition })
  | (WithActor & { type: 'taxInvoice.pending'; attempt: number })
  | (WithActor & { type: 'taxInvoice.retry' })
  // Issue 21: cancellation (batal), withdrawal of a request in flight, replacement (fgPengganti 1).
  | (WithActor & { type: 'taxInvoice.cancel'; message: string; creditNoteId?: string | null })
  | (WithActor & { type: 'taxInvoice.withdraw'; message: string; acceptedByAuthority: boolean })
  | (WithActor & { type: 'taxInvoice.cancelled' })
  | (WithActor & { type: 'taxInvoice.cancelPending'; attempt: number; lastError?: string; nextAttemptAt?: string })
  | (WithActor & { type: 'taxInvoice.cancelFailed'; message: string })
  | (WithActor & { type: 'taxInvoice.retryCancel' })
  | (WithActor & { type: 'taxInvoice.replaced'; replacementInvoiceId: string });

export type TaxInvoiceState = 'notYet' | 'requested' | 'received' | 'error' | 'canceling' | 'canceled' | 'cancelFailed' | 'withdrawn' | 'replaced';

const notifyError = {
  type: 'effect.notify',
  params: ({ context }: { context: TaxInvoiceContext }) => ({ template: 'taxInvoice.error', invoiceId: context.invoiceId }),
} as const;

export const taxInvoiceMachine = setup({
  types: {} as { context: TaxInvoiceContext; events: TaxInvoiceEvent; input: TaxInvoiceInput; meta: StateMeta },
  guards: {
    // Requests and answers come from the approval effect and the integration, never from a screen.
    isSystemActor,
    hasMessage,
    /** The invoice was cancelled while this request was with the authority: its faktur is cancelled, not kept. */
    isCancelOnReceipt: ({ context }) => context.cancelOnReceipt === true,
    /** The authority already accepted the request, so it may still grant a faktur that must then be cancelled. */
    isAcceptedByAuthority: ({ event }) => event.type === 'taxInvoice.withdraw' && event.acceptedByAuthority,
    /** Only errors that left the invoice approved can be fixed and sent again on the same invoice. */
    canRetry: ({ context }) => context.lastDisposition === 'keepApproved',
    /** The integration classifies the refusal: a DJP rejection returns the invoice, a fixable error keeps it approved. */
    isReturnDisposition: ({ event }) => event.type === 'taxInvoice.failed' && event.disposition === 'returnInvoice',
  },
  actions: {
    markCancelOnReceipt: assign({ cancelOnReceipt: true }),
    recordDisposition: assign({
      lastDisposition: ({ context, event }) => (event.type === 'taxInvoice.failed' ? event.disposition : context.lastDisposition),
    }),
    'effect.sendTaxRequest': (_args, _params: { invoiceId: string }) => {},
    'effect.sendTaxCancellation': (_args, _params: { invoiceId: string }) => {},
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
        'taxInvoice.received': [
          // The invoice was cancelled meanwhile: the granted faktur goes straight to cancellation.
          { guard: and(['isSystemActor', 'isCancelOnReceipt']), target: 'canceling' },
          {
            guard: 'isSystemActor',
            target: 'received',
            actions: { type: 'effect.notify', params: ({ context }) => ({ template: 'taxInvoice.received', invoiceId: context.invoiceId }) },
          },
        ],
        // Two branches so the inspector shows why the invoice was (or was not) sent back.
        'taxInvoice.failed': [
          // Refused after the invoice was cancelled: nothing to cancel and nothing to return.
          { guard: and(['isSystemActor', 'isCancelOnReceipt']), target: 'withdrawn' },
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
        'taxInvoice.withdraw': [
          // Accepted already: the authority may still grant it, so it is cancelled when it arrives.
          { guard: and(['hasMessage', 'isAcceptedByAuthority']), actions: 'markCancelOnReceipt' },
          // Not accepted yet: the model closes the request in this transaction, so it is never sent.
          { guard: 'hasMessage', target: 'withdrawn' },
        ],
      },
    },
    received: {
      meta: { description: 'The faktur number and file are stored; it can be cancelled (credit note) or replaced (corrected invoice).' },
      on: {
        'taxInvoice.cancel': { guard: 'hasMessage', target: 'canceling' },
        'taxInvoice.replaced': { guard: 'isSystemActor', target: 'replaced' },
      },
    },
    canceling: {
      meta: { description: 'Cancellation (batal) sent to the tax authority; retried with backoff while it is unreachable.' },
      entry: [assign({ attempts: 0 }), { type: 'effect.sendTaxCancellation', params: ({ context }) => ({ invoiceId: context.invoiceId }) }],
      on: {
        'taxInvoice.cancelled': {
          guard: 'isSystemActor',
          target: 'canceled',
          actions: { type: 'effect.notify', params: ({ context }) => ({ template: 'taxInvoice.canceled', invoiceId: context.invoiceId }) },
        },
        // Targetless: the outbox retries the call; re-entering would queue it twice.
        'taxInvoice.cancelPending': { guard: 'isSystemActor', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
        'taxInvoice.cancelFailed': {
          guard: 'isSystemActor',
          target: 'cancelFailed',
          actions: { type: 'effect.notify', params: ({ context }) => ({ template: 'taxInvoice.cancelFailed', invoiceId: context.invoiceId }) },
        },
      },
    },
    canceled: {
      meta: { description: 'The authority cancelled the faktur (batal). Final.' },
      type: 'final',
    },
    cancelFailed: {
      meta: { description: "The authority refused the cancellation (not found, reported in a closed period, credited in the buyer's return); fixed there, then retried by a person." },
      on: { 'taxInvoice.retryCancel': { target: 'canceling' } },
    },
    withdrawn: {
      meta: { description: 'The invoice was cancelled before the authority granted a faktur; the request was stopped. Final.' },
      type: 'final',
    },
    replaced: {
      meta: { description: 'Superseded by the replacement faktur (fgPengganti 1, same serial) of the corrected invoice. Final.' },
      type: 'final',
    },
    error: {
      meta: { description: 'Refused or failed; the invoice was returned, or stays approved and the request can be retried.' },
      on: {
        // A failed request of a cancelled invoice is simply closed.
        'taxInvoice.withdraw': { guard: 'hasMessage', target: 'withdrawn' },
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

/** status_faktur column for each state (spec: not yet, requested, received, error; issue 21 adds the cancellation and replacement ones). */
export const taxInvoiceStatusColumns = {
  notYet: 'not yet',
  requested: 'requested',
  received: 'received',
  error: 'error',
  canceling: 'canceling',
  canceled: 'canceled',
  cancelFailed: 'cancel failed',
  withdrawn: 'withdrawn',
  replaced: 'replaced',
} as const satisfies Record<TaxInvoiceState, string>;

export function taxInvoiceStatusOf(stateValue: unknown): (typeof taxInvoiceStatusColumns)[TaxInvoiceState] {
  const status = taxInvoiceStatusColumns[stateValue as TaxInvoiceState];
  if (!status) throw new Error(`Unknown tax invoice state ${JSON.stringify(stateValue)}`);
  return status;
}
