import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { accountMachineVersion } from './account.machine';
import { billingMachineVersion } from './billing.machine';
import { cashOutMachineVersion } from './cash-out.machine';
import { companyMachineVersion } from './company.machine';
import { contractMachineVersion } from './contract.machine';
import { bastMachineVersion } from './bast.machine';
import { invoiceMachineVersion } from './invoice.machine';
import { loginMachineVersion } from './login.machine';
import { otpMachineVersion } from './otp.machine';
import { partnershipMachineVersion } from './partnership.machine';
import { paymentMachineVersion } from './payment.machine';
import { settlementMachineVersion } from './settlement.machine';
import { creditNoteMachineVersion } from './credit-note.machine';
import { ticketMachineVersion } from './ticket.machine';
import { quotationMachineVersion } from './quotation.machine';
import { recurringMachineVersion } from './recurring.machine';
import { redemptionMachineVersion } from './redemption.machine';
import { getMachineEntry, machineRegistry } from './registry';
import { sessionMachineVersion } from './session.machine';
import { taxInvoiceMachineVersion } from './tax-invoice.machine';

const STATE = /^[a-z][a-zA-Z0-9]*$/;
const EVENT = /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/;
const GUARD = /^(is|has|can)[A-Z][a-zA-Z]*$/;
// Actions are imperative verbs; a new verb is welcome, add it here.
const ACTION = /^(effect\.[a-z][a-zA-Z]*|(record|remember|clear|count|store|mark|start)[A-Z][a-zA-Z]*|startOver)$/;

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}
type Ref = string | { type: string; guards?: Ref[] } | ((...a: never[]) => unknown) & { type?: string; guards?: Ref[] };
const guardNames = (g: Ref | undefined): string[] =>
  !g ? [] : typeof g === 'string' ? [g] : 'guards' in g && g.guards ? g.guards.flatMap(guardNames) : typeof g === 'object' ? [g.type] : [];
const actionNames = (a: Ref): string[] => (typeof a === 'string' ? [a] : typeof a === 'object' ? [a.type] : []);

function inventory(machine: AnyStateMachine) {
  const nodes = nodesOf(machine.root);
  const transitions = nodes.flatMap((n) => [...n.transitions.values()].flat());
  return {
    nodes,
    states: nodes.filter((n) => n !== machine.root).map((n) => n.key),
    events: [...new Set(transitions.map((t) => t.eventType))],
    guardRefs: [...new Set(transitions.flatMap((t) => guardNames(t.guard as Ref)))],
    actionRefs: [...new Set([...transitions.flatMap((t) => t.actions), ...nodes.flatMap((n) => [...n.entry, ...n.exit])].flatMap((a) => actionNames(a as Ref)))],
  };
}

test('ids are unique and getMachineEntry finds each one', () => {
  expect(new Set(machineRegistry.map((e) => e.id)).size).toBe(machineRegistry.length);
  for (const e of machineRegistry) expect(getMachineEntry(e.id)).toBe(e);
  expect(getMachineEntry('nope')).toBeUndefined();
});

test('each entry version matches the exported version constant', () => {
  const exported: Record<string, number> = {
    invoice: invoiceMachineVersion, taxInvoice: taxInvoiceMachineVersion, billing: billingMachineVersion, recurring: recurringMachineVersion,
    payment: paymentMachineVersion, settlement: settlementMachineVersion, 'cash-out': cashOutMachineVersion, 'credit-note': creditNoteMachineVersion, company: companyMachineVersion, partnership: partnershipMachineVersion, contract: contractMachineVersion, bast: bastMachineVersion, ticket: ticketMachineVersion, quotation: quotationMachineVersion, redemption: redemptionMachineVersion, login: loginMachineVersion, otp: otpMachineVersion, session: sessionMachineVersion, account: accountMachineVersion,
  };
  expect(Object.fromEntries(machineRegistry.map((e) => [e.id, e.version]))).toEqual(exported);
});

describe.each(machineRegistry.map((e) => [e.id, e] as const))('%s', (id, entry) => {
  const { machine } = entry;
  const inv = inventory(machine);

  test('machine id is the registry id, and it has a description', () => {
    expect(machine.id).toBe(id);
    expect(entry.description.length).toBeGreaterThan(10);
    expect(entry.title.length).toBeGreaterThan(0);
  });

  test('state names are camelCase and every state has meta.description', () => {
    for (const node of inv.nodes.slice(1)) {
      expect(node.key).toMatch(STATE);
      expect((node.meta as { description?: string } | undefined)?.description ?? '').not.toBe('');
    }
  });

  test(`event names are ${id}.verb`, () => {
    expect(inv.events.length).toBeGreaterThan(0);
    for (const event of inv.events) {
      expect(event).toMatch(EVENT);
      // A kebab-case id (credit-note, as the inspector's address shows it) names its events in camelCase (creditNote.issue).
      expect(event.split('.')[0]).toBe(id.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()));
    }
  });

  test('guards are named isX/hasX/canX and every reference is implemented', () => {
    const implemented = Object.keys(machine.implementations.guards);
    for (const name of implemented) expect(name).toMatch(GUARD);
    for (const ref of inv.guardRefs) expect(implemented).toContain(ref);
  });

  test('actions are imperative or effect.*, and every named reference is implemented', () => {
    const implemented = Object.keys(machine.implementations.actions);
    for (const name of implemented) expect(name).toMatch(ACTION);
    for (const ref of inv.actionRefs.filter((r) => !r.startsWith('xstate.'))) expect(implemented).toContain(ref);
  });

  test('it is pure: no delayed transitions, no invoked services', () => {
    for (const node of inv.nodes) {
      expect(node.after).toEqual([]);
      expect(node.invoke).toEqual([]);
    }
  });

  test('a machine driving an entity maps every state to its status column; the others have no status', () => {
    if (entry.entity === null) return expect(entry.statusOf).toBeUndefined();
    for (const state of inv.states) expect(entry.statusOf!(state)).toMatch(/\S/);
  });

  test('inventory sanity: it found states, guards or actions to check', () => {
    expect(inv.states.length).toBeGreaterThan(2);
    expect(inv.guardRefs.length + inv.actionRefs.length).toBeGreaterThan(0);
  });
});
