/**
 * Invoice lifecycle: spec section 4, "Invoice" table; status_invoice values invoiced, approved, returned, rejected,
 * canceled. `reissued` is ours: a returned invoice replaced by a new one with a higher sequence ("A returned invoice
 * is reissued as a new invoice") keeps status_invoice 'returned' but accepts nothing more, so it cannot be
 * reissued twice. Numbers, approval records and the returner's name are written by the invoice model, not here.
 */
import { and, setup } from 'xstate';
import { actorOf, hasMessage, isSuperAdmin, isSystemActor } from './guards';
import { DEFAULT_REFERENCE_ID, type StateMeta, type WithActor } from './types';

export const invoiceMachineVersion = 1;

/** The message stored on a bypassed approval (spec: "automatically by the system (message 'Approved by System')"). */
export const AUTO_APPROVE_MESSAGE = 'Approved by System';
/** The returner recorded when the tax authority refuses the faktur (spec section 8). */
export const TAX_ERROR_RETURNER = 'System - error djp';

export type InvoiceInput = { invoiceId: string; signerReferenceId: string; bypassApproval: boolean };
export type InvoiceContext = InvoiceInput;

export type InvoiceEvent =
  | (WithActor & {
      type: 'invoice.approve';
      message: string;
      skumNo?: string;
      skumRelease?: string;
      signImage?: string;
      position?: string;
    })
  | (WithActor & { type: 'invoice.autoApprove' })
  | (WithActor & { type: 'invoice.return'; message: string })
  | (WithActor & { type: 'invoice.reject'; message: string })
  /** From approved, `creditNoteId` names the issued credit note that cancels it (issue 21); earlier states need none. */
  | (WithActor & { type: 'invoice.cancel'; message: string; creditNoteId?: string })
  | (WithActor & { type: 'invoice.taxFailed'; message: string })
  /** Issue 21: the corrected invoice that replaces this approved one was approved (only the system sends it). */
  | (WithActor & { type: 'invoice.replace'; replacementInvoiceId: string })
  | (WithActor & { type: 'invoice.reissue' });

export type InvoiceState = 'invoiced' | 'approved' | 'returned' | 'rejected' | 'canceled' | 'reissued' | 'replaced';

const notify = (to: InvoiceState) =>
  ({ type: 'effect.notify', params: ({ context }: { context: InvoiceContext }) => ({ template: `invoice.${to}`, invoiceId: context.invoiceId }) }) as const;

export const invoiceMachine = setup({
  types: {} as { context: InvoiceContext; events: InvoiceEvent; input: InvoiceInput; meta: StateMeta },
  guards: {
    /**
     * Spec section 6: one member is the designated invoice signer; a super admin also approves. The signer match
     * ignores blank ids and the shared default '99999', which many tokens carry, and never lets the system sign.
     */
    canApprove: ({ context, event }) => {
      const ref = actorOf(event)?.referenceId ?? '';
      const isDesignatedSigner =
        !isSystemActor({ event }) && ref !== '' && ref !== DEFAULT_REFERENCE_ID && ref === context.signerReferenceId;
      return isDesignatedSigner || isSuperAdmin({ event });
    },
    /** Product config bypass_invoice_approval = yes lets the system approve on its own. */
    isBypassApproval: ({ context }) => context.bypassApproval,
    isSystemActor,
    hasMessage,
    /** Issue 21: an approved invoice is a legal document; only an issued credit note cancels it. */
    hasCreditNote: ({ event }) => 'creditNoteId' in event && typeof event.creditNoteId === 'string' && event.creditNoteId.length > 0,
  },
  actions: {
    'effect.notify': (_args, _params: { template: string; invoiceId: string }) => {},
    'effect.requestTaxInvoice': (_args, _params: { invoiceId: string }) => {},
    'effect.reissueInvoice': (_args, _params: { invoiceId: string }) => {},
    'effect.deliverInvoice': (_args, _params: { invoiceId: string }) => {},
  },
}).createMachine({
  id: 'invoice',
  description: 'An invoice from issue to approval, return, rejection or cancellation (spec section 4, Invoice).',
  context: ({ input }) => ({ ...input }),
  initial: 'invoiced',
  states: {
    invoiced: {
      meta: { description: 'Issued from a billing; waiting for the designated signer (or the system when bypassed).' },
      // The designated signer is told a new invoice waits for them (issue 5: every transition notifies).
      entry: notify('invoiced'),
      on: {
        'invoice.approve': { guard: 'canApprove', target: 'approved' },
        'invoice.autoApprove': { guard: and(['isSystemActor', 'isBypassApproval']), target: 'approved' },
        'invoice.return': { guard: and(['hasMessage', 'canApprove']), target: 'returned' },
        'invoice.reject': { guard: and(['hasMessage', 'canApprove']), target: 'rejected' },
        'invoice.cancel': { guard: 'hasMessage', target: 'canceled' },
      },
    },
    approved: {
      meta: { description: 'Signed and numbered; the tax invoice is requested within seconds.' },
      // Spec: "approved -> tax invoice requested, automatically, within seconds of approval". Issue 20: on approval
      // (a reissued invoice is approved too) the customer gets the invoice by e-mail when its send_email is set.
      entry: [
        notify('approved'),
        { type: 'effect.requestTaxInvoice', params: ({ context }) => ({ invoiceId: context.invoiceId }) },
        { type: 'effect.deliverInvoice', params: ({ context }) => ({ invoiceId: context.invoiceId }) },
      ],
      on: {
        'invoice.cancel': { guard: and(['hasMessage', 'hasCreditNote']), target: 'canceled' },
        // Only the tax-invoice integration reports a DJP refusal; the model records TAX_ERROR_RETURNER.
        'invoice.taxFailed': { guard: 'isSystemActor', target: 'returned' },
        // Issue 21: sent when its corrected replacement is approved; the replacement's faktur then replaces this one's.
        'invoice.replace': { guard: 'isSystemActor', target: 'replaced' },
      },
    },
    returned: {
      meta: { description: 'Sent back with a reason (by an approver, or by the system after a tax error); may be reissued.' },
      entry: notify('returned'),
      on: {
        'invoice.reissue': {
          target: 'reissued',
          actions: { type: 'effect.reissueInvoice', params: ({ context }) => ({ invoiceId: context.invoiceId }) },
        },
      },
    },
    rejected: {
      meta: { description: 'Refused by an approver with a reason; status_faktur stays not yet. Can still be canceled.' },
      entry: notify('rejected'),
      on: { 'invoice.cancel': { guard: 'hasMessage', target: 'canceled' } },
    },
    canceled: {
      meta: { description: 'Canceled with a reason. Final.' },
      entry: notify('canceled'),
      type: 'final',
    },
    replaced: {
      meta: { description: 'Approved, then replaced by a corrected invoice once that one was approved; its faktur is replaced by the new one\'s. Final.' },
      entry: notify('replaced'),
      type: 'final',
    },
    reissued: {
      meta: { description: 'Returned and replaced by a new invoice with a higher sequence. Final; status stays returned.' },
      entry: notify('reissued'),
      type: 'final',
    },
  },
});

/** status_invoice column for each state (a reissued invoice still shows 'returned'). */
export const invoiceStatusColumns = {
  invoiced: 'invoiced',
  approved: 'approved',
  returned: 'returned',
  rejected: 'rejected',
  canceled: 'canceled',
  reissued: 'returned',
  replaced: 'replaced',
} as const satisfies Record<InvoiceState, string>;

export type InvoiceStatus = (typeof invoiceStatusColumns)[InvoiceState];

export function invoiceStatusOf(stateValue: unknown): InvoiceStatus {
  const status = invoiceStatusColumns[stateValue as InvoiceState];
  if (!status) throw new Error(`Unknown invoice state ${JSON.stringify(stateValue)}`);
  return status;
}
