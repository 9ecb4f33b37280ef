import { initialTransition } from 'xstate';
import { partnershipMachine, partnershipPhaseOf, partnershipStatusOf, type PartnershipEvent } from './partnership.machine';
import { actors, at, expectRefused, step } from './testing';

const staff = actors.member;
const legal = actors.signer;
const ctx = { partnershipId: 'psh-100' };
const advance = (message?: string): PartnershipEvent => ({ type: 'partnership.advance', actor: staff, message });
const approve = (): PartnershipEvent => ({ type: 'partnership.approve', actor: legal, message: 'Terms agreed' });
const stop = (message = 'The partner withdrew'): PartnershipEvent => ({ type: 'partnership.stop', actor: staff, message });
const end = (): PartnershipEvent => ({ type: 'partnership.end', actor: staff });
const extend = (newEnded: string, currentEnd: string | null = '2027-01-31', message = 'A second year agreed'): PartnershipEvent => ({ type: 'partnership.extend', actor: staff, newEnded, currentEnd, message });
const state = (value: string) => {
  const [phase, sub] = value.split('.');
  return at(partnershipMachine, sub ? ({ [phase]: sub } as never) : phase, ctx);
};

test('starts in initiation, screening', () => {
  const [snapshot, actions] = initialTransition(partnershipMachine, ctx);
  expect(snapshot.value).toEqual({ initiation: 'screening' });
  expect(snapshot.context).toEqual(ctx);
  expect(actions.map((a) => a.type)).toEqual(['effect.notify']);
});

test.each([
  ['initiation.screening', { initiation: 'proposal' }],
  ['initiation.proposal', { evaluation: 'businessReview' }],
  ['evaluation.businessReview', { evaluation: 'legalReview' }],
  ['evaluation.legalReview', { negotiation: 'termSheet' }],
  ['negotiation.termSheet', { negotiation: 'drafting' }],
  ['executing.implementation', { executing: 'monitoring' }],
])('%s advances to %o', (from, to) => {
  expect(step(partnershipMachine, state(from), advance('done')).next.value).toEqual(to);
});

test('approval moves drafting to executing: status approved, phase executing', () => {
  const { next, effects } = step(partnershipMachine, state('negotiation.drafting'), approve());
  expect(next.value).toEqual({ executing: 'implementation' });
  expect(partnershipStatusOf(next.value)).toBe('approved');
  expect(partnershipPhaseOf(next.value)).toEqual({ phase: 'executing', subPhase: 'implementation' });
  expect(effects.map((e) => e.params)).toEqual([{ template: 'partnership.approved' }]);
});

test.each(['initiation.screening', 'evaluation.businessReview', 'negotiation.termSheet', 'executing.implementation'])('approval is refused in %s', (from) => {
  expectRefused(partnershipMachine, state(from), approve());
});

test('drafting goes on only by approval', () => {
  expectRefused(partnershipMachine, state('negotiation.drafting'), advance());
});

test.each(['initiation.screening', 'evaluation.legalReview', 'negotiation.drafting', 'executing.monitoring'])('%s can be stopped with a reason', (from) => {
  const { next } = step(partnershipMachine, state(from), stop());
  expect(next.value).toBe('stopped');
  expect(partnershipStatusOf(next.value)).toBe('stopped');
});

test('a stop needs a reason a person typed', () => {
  expect(expectRefused(partnershipMachine, state('evaluation.businessReview'), stop('  '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
});

test('an extension stays executing and must end later than the current end, with a reason', () => {
  const { next, effects } = step(partnershipMachine, state('executing.monitoring'), extend('2028-01-31'));
  expect(next.value).toEqual({ executing: 'monitoring' });
  expect(effects.map((e) => e.params)).toEqual([{ template: 'partnership.extended' }]);
  expect(expectRefused(partnershipMachine, state('executing.monitoring'), extend('2027-01-31'))).toMatchObject({ kind: 'blockedByGuards', guards: ['isLaterThanEnd'] });
  expect(expectRefused(partnershipMachine, state('executing.monitoring'), extend('2028-01-31', '2027-01-31', ''))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
  expectRefused(partnershipMachine, state('executing.monitoring'), extend('31/01/2028'));
});

test.each(['initiation.proposal', 'negotiation.drafting'])('only an executing partnership is extended or ended (%s)', (from) => {
  expectRefused(partnershipMachine, state(from), extend('2030-01-01', null));
  expectRefused(partnershipMachine, state(from), end());
});

test('a person ends an executing partnership; ended and stopped are final', () => {
  expect(step(partnershipMachine, state('executing.monitoring'), end()).next.value).toBe('ended');
  for (const s of ['ended', 'stopped']) {
    for (const e of [advance(), approve(), stop(), end(), extend('2030-01-01', null)]) expectRefused(partnershipMachine, state(s), e);
  }
});

test('status and phase columns come from the state', () => {
  expect(partnershipStatusOf({ evaluation: 'legalReview' })).toBe('in progress');
  expect(partnershipPhaseOf('ended')).toEqual({ phase: 'ended', subPhase: null });
  expect(() => partnershipPhaseOf({ evaluation: 'drafting' })).toThrow();
});
