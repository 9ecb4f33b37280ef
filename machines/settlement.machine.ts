/**
 * A gateway settlement (issue 21): one imported settlement report, reconciled against our payments and paired with
 * the bank credit that paid its net. Every difference the import found must be resolved with a reason, and the net
 * must be paired with a bank credit, before it is reconciled; settling it credits each product's settled net to
 * the cash-out balance (in the same transaction: the binding's `effect.creditSettledNet`). The model counts the
 * open differences and the pairing inside the transaction and puts them on each event; the machine decides.
 */
import { and, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const settlementMachineVersion = 1;

/** The spec's message when a batch holds documents that cannot be settled (spec section 8). */
export const NOT_ELIGIBLE_MESSAGE = 'Several documents are not eligible, edit';

export type SettlementInput = { settlementId: string; net: number };
export type SettlementContext = SettlementInput;

/** Where the reconciliation stands after the event, as the model counted it in the same transaction. */
type Progress = { openDifferences: number; paired: boolean };

export type SettlementEvent =
  | (WithActor & Progress & { type: 'settlement.check' })
  | (WithActor & Progress & { type: 'settlement.resolveDifference'; differenceId: number; message: string })
  | (WithActor & Progress & { type: 'settlement.pairCredit'; paymentId: string; credit: number })
  | (WithActor & Progress & { type: 'settlement.unpairCredit'; message: string })
  | (WithActor & { type: 'settlement.settle' });

export type SettlementState = 'imported' | 'reconciling' | 'reconciled' | 'settled';

const progressOf = (event: object): Progress => ({
  openDifferences: 'openDifferences' in event && typeof event.openDifferences === 'number' ? event.openDifferences : Number.NaN,
  paired: 'paired' in event && event.paired === true,
});

const isClear = ({ event }: { event: object }) => {
  const p = progressOf(event);
  return p.openDifferences === 0 && p.paired;
};

const creditSettledNet = { type: 'effect.creditSettledNet', params: ({ context }: { context: SettlementContext }) => ({ settlementId: context.settlementId }) } as const;

export const settlementMachine = setup({
  types: {} as { context: SettlementContext; events: SettlementEvent; input: SettlementInput; meta: StateMeta },
  actions: {
    'effect.creditSettledNet': (_args, _params: { settlementId: string }) => {},
  },
  guards: {
    /** No difference is left open and the net is paired with a bank credit. */
    isClear,
    /** The counts are whole and not negative (a model bug never moves the settlement). */
    isValidProgress: ({ event }) => {
      const p = progressOf(event);
      return Number.isSafeInteger(p.openDifferences) && p.openDifferences >= 0;
    },
    /** The bank credit is whole rupiah above zero. */
    isValidCredit: ({ event }) => 'credit' in event && typeof event.credit === 'number' && Number.isSafeInteger(event.credit) && event.credit > 0,
    hasMessage,
  },
}).createMachine({
  id: 'settlement',
  description: 'A gateway settlement report from import, through reconciliation (every difference resolved with a reason, the net paired with a bank credit), to settled (issue 21).',
  context: ({ input }) => ({ ...input }),
  initial: 'imported',
  states: {
    imported: {
      meta: { description: 'The report is read in and its transactions matched to payments; nothing checked yet.' },
      on: {
        'settlement.check': [
          { guard: and(['isValidProgress', 'isClear']), target: 'reconciled' },
          { guard: 'isValidProgress', target: 'reconciling' },
        ],
      },
    },
    reconciling: {
      meta: { description: 'Differences are open, or the net is not yet paired with the bank credit that paid it.' },
      on: {
        'settlement.resolveDifference': [
          { guard: and(['hasMessage', 'isValidProgress', 'isClear']), target: 'reconciled' },
          { guard: and(['hasMessage', 'isValidProgress']), target: 'reconciling' },
        ],
        'settlement.pairCredit': [
          { guard: and(['isValidCredit', 'isValidProgress', 'isClear']), target: 'reconciled' },
          { guard: and(['isValidCredit', 'isValidProgress']), target: 'reconciling' },
        ],
        'settlement.unpairCredit': { guard: and(['hasMessage', 'isValidProgress']), target: 'reconciling' },
        'settlement.check': [
          { guard: and(['isValidProgress', 'isClear']), target: 'reconciled' },
          { guard: 'isValidProgress', target: 'reconciling' },
        ],
      },
    },
    reconciled: {
      meta: { description: 'Every difference is resolved with a reason and the net is paired with a bank credit: ready to settle.' },
      on: {
        'settlement.settle': { target: 'settled', actions: [creditSettledNet] },
        'settlement.unpairCredit': { guard: and(['hasMessage', 'isValidProgress']), target: 'reconciling' },
      },
    },
    settled: {
      type: 'final',
      meta: { description: "Settled: each product's settled net is credited to its cash-out balance." },
    },
  },
});

/** The settlement's status_settlement column for a state. */
export const settlementStatusColumns = {
  imported: 'not yet',
  reconciling: 'not yet',
  reconciled: 'not yet',
  settled: 'settled',
} as const satisfies Record<SettlementState, 'not yet' | 'settled'>;

export function settlementStatusOf(stateValue: unknown): string {
  const status = settlementStatusColumns[stateValue as SettlementState];
  if (!status) throw new Error(`Unknown settlement state ${JSON.stringify(stateValue)}`);
  return status;
}
