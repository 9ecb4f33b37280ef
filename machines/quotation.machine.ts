/**
 * A quotation (penawaran harga) to a customer or a partner company (issue 23). A draft is edited freely, then
 * submitted; a signer or an admin (approve:quotation) approves it with the customer's signed document, or rejects
 * it with a reason; an approved quotation turns into a purchase order once (converted). A draft or submitted
 * quotation past its validity date expires: nothing schedules that; the quotation service sends `quotation.expire`
 * when someone next reads or acts on it (README Decisions, issue 23), and submit and approve refuse a quotation
 * past its date on their own. An approved quotation does not expire: the customer accepted it in time.
 * Whoever acts and the day ("today", yyyy-mm-dd in Jakarta) arrive on the event: the machine reads no clock.
 */
import { and, assign, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const quotationMachineVersion = 1;

export type QuotationInput = { quotationId: string; validUntil: string };
export type QuotationContext = QuotationInput;

type Dated = WithActor & { today: string };

export type QuotationEvent =
  | (WithActor & { type: 'quotation.update'; validUntil: string })
  | (Dated & { type: 'quotation.submit' })
  | (Dated & { type: 'quotation.approve'; attachmentId: string; message?: string })
  | (WithActor & { type: 'quotation.reject'; message: string })
  | (WithActor & { type: 'quotation.convert'; poId: string })
  | (Dated & { type: 'quotation.expire' });

export const quotationStates = ['draft', 'submitted', 'approved', 'rejected', 'converted', 'expired'] as const;
export type QuotationState = (typeof quotationStates)[number];

const todayOf = (event: object) => ('today' in event && typeof event.today === 'string' ? event.today : '');

/** ISO dates compare as text; an event without a day is never within validity. */
export const isWithinValidity = ({ context, event }: { context: QuotationContext; event: object }) => {
  const today = todayOf(event);
  return today !== '' && today <= context.validUntil;
};
export const isPastValidity = ({ context, event }: { context: QuotationContext; event: object }) => {
  const today = todayOf(event);
  return today !== '' && today > context.validUntil;
};

export const quotationMachine = setup({
  types: {} as { context: QuotationContext; events: QuotationEvent; input: QuotationInput; meta: StateMeta },
  guards: {
    hasMessage,
    isWithinValidity,
    isPastValidity,
    hasSignedDocument: ({ event }) => 'attachmentId' in event && typeof event.attachmentId === 'string' && event.attachmentId.trim() !== '',
    hasPurchaseOrder: ({ event }) => 'poId' in event && typeof event.poId === 'string' && event.poId.trim() !== '',
    hasValidUntil: ({ event }) => 'validUntil' in event && typeof event.validUntil === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(event.validUntil),
  },
  actions: {
    storeValidUntil: assign({ validUntil: ({ context, event }) => (event.type === 'quotation.update' ? event.validUntil : context.validUntil) }),
  },
}).createMachine({
  id: 'quotation',
  description: 'A quotation: a draft is edited and submitted, approved with the signed document or rejected with a reason, and an approved one becomes a purchase order once; drafts and submitted ones past their validity expire (issue 23).',
  context: ({ input }) => ({ ...input }),
  initial: 'draft',
  states: {
    draft: {
      meta: { description: 'Being written: lines, customer and validity can still change (manage:quotation).' },
      on: {
        'quotation.update': { guard: 'hasValidUntil', target: 'draft', actions: 'storeValidUntil' },
        'quotation.submit': { guard: 'isWithinValidity', target: 'submitted' },
        'quotation.expire': { guard: 'isPastValidity', target: 'expired' },
      },
    },
    submitted: {
      meta: { description: "Waiting for a signer or an admin (approve:quotation) with the customer's signed document." },
      on: {
        'quotation.approve': { guard: and(['isWithinValidity', 'hasSignedDocument']), target: 'approved' },
        'quotation.reject': { guard: 'hasMessage', target: 'rejected' },
        'quotation.expire': { guard: 'isPastValidity', target: 'expired' },
      },
    },
    approved: {
      meta: { description: 'Approved with the signed document: it can be turned into a purchase order, once.' },
      on: { 'quotation.convert': { guard: 'hasPurchaseOrder', target: 'converted' } },
    },
    rejected: { meta: { description: 'Rejected with a reason; a new quotation is written if the offer changes.' }, type: 'final' },
    converted: { meta: { description: 'Turned into its purchase order (linked both ways); nothing more happens here.' }, type: 'final' },
    expired: { meta: { description: 'Past its validity date before it was approved; a new quotation is written if needed.' }, type: 'final' },
  },
});

/** The quotation's status column is the state itself. */
export function quotationStatusOf(stateValue: unknown): QuotationState {
  if (typeof stateValue === 'string' && (quotationStates as readonly string[]).includes(stateValue)) return stateValue as QuotationState;
  throw new Error(`Unknown quotation state ${JSON.stringify(stateValue)}`);
}
