/**
 * A partner company's approval (issue 23; spec section 3, Company). A company is registered (by staff, or by a
 * partner user for their own company); legal or an admin approves it, or rejects it with a reason. A rejected
 * company is edited and resubmitted, which brings it back to registered. A partner's edit of an approved company
 * also resubmits it: the legal data (name, tax id, documents) changed, so legal looks again. No suspended state:
 * nothing in the portal needs one yet (a partnership can refuse a company that is not approved).
 * PICs are approved one by one by the company service, not by this machine (README Decisions, issue 23).
 */
import { setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const companyMachineVersion = 1;

export type CompanyInput = { companyId: string };
export type CompanyContext = CompanyInput;

export type CompanyEvent =
  | (WithActor & { type: 'company.approve' })
  | (WithActor & { type: 'company.reject'; message: string })
  | (WithActor & { type: 'company.resubmit'; message?: string });

export const companyStates = ['registered', 'approved', 'rejected'] as const;
export type CompanyState = (typeof companyStates)[number];

const notify = (template: string) => ({ type: 'effect.notify', params: { template } }) as const;

export const companyMachine = setup({
  types: {} as { context: CompanyContext; events: CompanyEvent; input: CompanyInput; meta: StateMeta },
  guards: { hasMessage },
  actions: { 'effect.notify': (_args, _params: { template: string }) => {} },
}).createMachine({
  id: 'company',
  description: 'A partner company: registered, then approved or rejected with a reason by legal or an admin; a rejected or amended company is resubmitted (issue 23).',
  context: ({ input }) => ({ ...input }),
  initial: 'registered',
  states: {
    registered: {
      meta: { description: 'Waiting for legal or an admin (approve:company) to check its data and documents.' },
      entry: notify('company.registered'),
      on: {
        'company.approve': { target: 'approved' },
        'company.reject': { guard: 'hasMessage', target: 'rejected' },
      },
    },
    approved: {
      meta: { description: "Approved: its approved PICs act for it and partnerships may name it. A partner's edit sends it back for review." },
      entry: notify('company.approved'),
      on: { 'company.resubmit': { target: 'registered' } },
    },
    rejected: {
      meta: { description: 'Rejected with a reason; the company is corrected and resubmitted.' },
      entry: notify('company.rejected'),
      on: { 'company.resubmit': { target: 'registered' } },
    },
  },
});

/** The company's status column is the state itself. */
export function companyStatusOf(stateValue: unknown): CompanyState {
  if (typeof stateValue === 'string' && (companyStates as readonly string[]).includes(stateValue)) return stateValue as CompanyState;
  throw new Error(`Unknown company state ${JSON.stringify(stateValue)}`);
}
