/**
 * Credit note lifecycle (issue 21, "Correcting an approved invoice"). A person with cancel:invoice asks to cancel an
 * approved invoice with a reason; the request is submitted at once and is either issued (the invoice's total is at
 * or below CREDIT_NOTE_SECOND_APPROVAL_ABOVE) or waits for a second approver, who issues or rejects it.
 * Segregation of duties lives in the guards: the requester is never the billing's creator, and the second approver
 * is neither the requester nor the billing's creator. Issuing cancels the invoice (and its billing) in the same
 * transaction; the PDF, the tax-invoice cancellation and the finest reversal are effects through the outbox.
 */
import { and, setup } from 'xstate';
import { actorOf, hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const creditNoteMachineVersion = 1;

export type CreditNoteInput = {
  creditNoteId: string;
  invoiceId: string;
  /** The person who asked for the cancellation. */
  requestedById: string;
  /** Whoever created the cancelled invoice's billing (null when unknown: a billing made by the system). */
  billingCreatorId: string | null;
  /** Fixed at request time from the invoice total and the configured amount. */
  needsSecondApproval: boolean;
};
export type CreditNoteContext = CreditNoteInput;

export type CreditNoteEvent =
  | (WithActor & { type: 'creditNote.submit' })
  | (WithActor & { type: 'creditNote.approve' })
  | (WithActor & { type: 'creditNote.reject'; message: string });

export type CreditNoteState = 'requested' | 'awaitingSecondApproval' | 'issued' | 'rejected';

const ids = ({ context, event }: { context: CreditNoteContext; event: object }) => ({ context, actorId: actorOf(event)?.id ?? '' });

const issueEffects = [
  { type: 'effect.issueCreditNote', params: ({ context }: { context: CreditNoteContext }) => ({ creditNoteId: context.creditNoteId, invoiceId: context.invoiceId }) },
  { type: 'effect.renderCreditNotePdf', params: ({ context }: { context: CreditNoteContext }) => ({ creditNoteId: context.creditNoteId }) },
  { type: 'effect.cancelTaxInvoice', params: ({ context }: { context: CreditNoteContext }) => ({ creditNoteId: context.creditNoteId, invoiceId: context.invoiceId }) },
  { type: 'effect.reverseDelivered', params: ({ context }: { context: CreditNoteContext }) => ({ creditNoteId: context.creditNoteId, invoiceId: context.invoiceId }) },
] as const;

export const creditNoteMachine = setup({
  types: {} as { context: CreditNoteContext; events: CreditNoteEvent; input: CreditNoteInput; meta: StateMeta },
  guards: {
    hasMessage,
    isSecondApprovalNeeded: ({ context }) => context.needsSecondApproval,
    /** The requester is the actor who submits; the billing's creator may never cancel its approved invoice. */
    isRequester: (args) => {
      const { context, actorId } = ids(args);
      return actorId !== '' && actorId === context.requestedById;
    },
    isNotRequester: (args) => {
      const { context, actorId } = ids(args);
      return actorId !== '' && actorId !== context.requestedById;
    },
    isNotBillingCreator: (args) => {
      const { context, actorId } = ids(args);
      return actorId !== '' && actorId !== context.billingCreatorId;
    },
  },
  actions: {
    // Made real by the credit-note binding (in the transaction) and the outbox (after it).
    'effect.issueCreditNote': (_args, _params: { creditNoteId: string; invoiceId: string }) => {},
    'effect.renderCreditNotePdf': (_args, _params: { creditNoteId: string }) => {},
    'effect.cancelTaxInvoice': (_args, _params: { creditNoteId: string; invoiceId: string }) => {},
    'effect.reverseDelivered': (_args, _params: { creditNoteId: string; invoiceId: string }) => {},
  },
}).createMachine({
  id: 'credit-note',
  description: 'A credit note cancelling an approved invoice: requested, issued at once or after a second approver, or rejected.',
  context: ({ input }) => ({ ...input }),
  initial: 'requested',
  states: {
    requested: {
      meta: { description: 'Asked for with a reason by a person with cancel:invoice who did not create the billing.' },
      on: {
        'creditNote.submit': [
          { guard: and(['isRequester', 'isNotBillingCreator', 'isSecondApprovalNeeded']), target: 'awaitingSecondApproval' },
          { guard: and(['isRequester', 'isNotBillingCreator']), target: 'issued', actions: [...issueEffects] },
        ],
      },
    },
    awaitingSecondApproval: {
      meta: { description: 'Above the configured amount: waits for a second approver (neither the requester nor the billing creator).' },
      on: {
        'creditNote.approve': { guard: and(['isNotRequester', 'isNotBillingCreator']), target: 'issued', actions: [...issueEffects] },
        'creditNote.reject': { guard: and(['hasMessage', 'isNotRequester', 'isNotBillingCreator']), target: 'rejected' },
      },
    },
    issued: {
      meta: { description: 'Numbered in its own gapless series; the invoice and its billing are canceled. Final.' },
      type: 'final',
    },
    rejected: {
      meta: { description: 'Refused by the second approver with a reason; the invoice stays approved. Final.' },
      type: 'final',
    },
  },
});

/** status column for each state. */
export const creditNoteStatusColumns = {
  requested: 'requested',
  awaitingSecondApproval: 'awaiting approval',
  issued: 'issued',
  rejected: 'rejected',
} as const satisfies Record<CreditNoteState, string>;

export function creditNoteStatusOf(stateValue: unknown): (typeof creditNoteStatusColumns)[CreditNoteState] {
  const status = creditNoteStatusColumns[stateValue as CreditNoteState];
  if (!status) throw new Error(`Unknown credit note state ${JSON.stringify(stateValue)}`);
  return status;
}
