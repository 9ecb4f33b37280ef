/**
 * The machine inspector (issue 7): every registered machine with its live instances, an instance's path and log,
 * a step-through that sends events to a SIMULATION copy (kept in a signed URL token, never in the entity's tables),
 * and, for super-admins, applying an event for real through the workflow service like the screens do.
 */
import { createHmac } from "node:crypto";
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition, pathToStateValue, type StateValue, transition } from "xstate";
import { DEMO_USERS, ENTERPRISE_SIGNER } from "#db/seed/users";
import { explainEvent, stateKey } from "#machines/inspect";
import { getMachineEntry, machineRegistry, type MachineEntry } from "#machines/registry";
import { type Actor, SYSTEM_ACTOR } from "#machines/types";
import { activePaths, type ChartModel, edgesOfStep, extractChart } from "~/lib/statechart";
import { jobPositionOf } from "~/models/user-profile.server";
import { readTransaction } from "~/models/transaction.server";
import { type AccessUser, loadAccessUser } from "~/models/user.server";
import { blockUser, deleteUser, setFailedLoginCounter, unblockUser } from "./user-admin.server";
import {
  countInstancesByState,
  getInstance,
  type InstanceRow,
  instancesInStateSince,
  recentInstances,
  resolveEntityId,
  transitionsOf,
  userIdsByReferenceId,
} from "~/models/workflow-instance.server";
import { hasPermission } from "./auth.server";
import { env } from "./env.server";
import { httpError } from "./http.server";
import { type ReadableKind, requireReadableDocument } from "./document-access.server";
import { actorOf, workflow } from "./workflows.server";

// ---------------------------------------------------------------------------------------------------------------
// Stuck instances

export type StuckRule = { machineId: string; state: string; hours: number; why: string };

const HOUR = 3_600_000;

/**
 * How long an instance may sit in one state before the inspector lists it as stuck. Defaults, chosen from the
 * spec's promises: approval is a working-days affair, the tax invoice comes "within seconds" (and the integration
 * polls with backoff for at most about an hour), a returned invoice is reissued the same week.
 */
export const STUCK_RULES: StuckRule[] = [
  { machineId: "invoice", state: "invoiced", hours: 72, why: "waiting for the designated signer's approval for more than 3 days" },
  { machineId: "invoice", state: "returned", hours: 7 * 24, why: "returned and not reissued for a week" },
  { machineId: "taxInvoice", state: "requested", hours: 2, why: "the tax authority has not answered for 2 hours" },
  { machineId: "taxInvoice", state: "error", hours: 24, why: "a failed tax-invoice request nobody retried for a day" },
  { machineId: "billing", state: "draft", hours: 14 * 24, why: "a draft not issued for 2 weeks" },
  { machineId: "recurring", state: "paused", hours: 30 * 24, why: "paused for more than 30 days" },
];

export type StuckInstance = { machineId: string; machineTitle: string; state: string; entityId: string; label: string; since: string; ageMs: number; thresholdHours: number; why: string; href: string };

/** A readable name for each instance ("Invoice INV-ST-…"), from the entity's workflow binding when there is one. */
function labelsOf(kind: string, ids: string[]): Map<string, string> {
  const binding = workflow().bindings.get(kind);
  const labels = new Map<string, string>();
  if (!binding || !ids.length) return labels;
  readTransaction((tx) => {
    for (const id of ids) labels.set(id, binding.describe(tx, id) ?? id);
  });
  return labels;
}

export const instanceLabelOf = (kind: string, entityId: string) => labelsOf(kind, [entityId]).get(entityId) ?? entityId;

export const instanceHref = (machineId: string, entityId: string) => `/admin/machines/${encodeURIComponent(machineId)}?entity=${encodeURIComponent(entityId)}`;

export function stuckInstances(machineId?: string, now = new Date()): { rules: StuckRule[]; rows: StuckInstance[]; total: number } {
  const rules = STUCK_RULES.filter((r) => !machineId || r.machineId === machineId);
  const rows: StuckInstance[] = [];
  let total = 0;
  for (const rule of rules) {
    const entry = getMachineEntry(rule.machineId);
    if (!entry) continue;
    const found = instancesInStateSince(rule.machineId, rule.state, new Date(now.getTime() - rule.hours * HOUR).toISOString());
    total += found.total;
    const labels = labelsOf(found.rows[0]?.kind ?? "", found.rows.map((r) => r.entityId));
    for (const r of found.rows) {
      rows.push({
        machineId: rule.machineId, machineTitle: entry.title, state: rule.state, entityId: r.entityId, label: labels.get(r.entityId) ?? r.entityId,
        since: r.stateSince, ageMs: now.getTime() - Date.parse(r.stateSince), thresholdHours: rule.hours, why: rule.why, href: instanceHref(rule.machineId, r.entityId),
      });
    }
  }
  rows.sort((a, b) => b.ageMs - a.ageMs);
  return { rules, rows, total };
}

// ---------------------------------------------------------------------------------------------------------------
// Overview

const models = new Map<string, ChartModel>();
export function chartModelOf(entry: MachineEntry): ChartModel {
  let model = models.get(entry.id);
  if (!model) models.set(entry.id, (model = extractChart(entry.machine)));
  return model;
}

/** Every registered machine with its size and its live instances per state. */
export function machinesOverview() {
  const counts = countInstancesByState();
  return machineRegistry.map((entry) => {
    const model = chartModelOf(entry);
    const states = model.states.filter((s) => s.parent !== null && !s.region);
    const mine = counts.filter((c) => c.machineId === entry.id);
    const leafKeys = new Set(model.states.map((s) => s.path));
    return {
      id: entry.id,
      title: entry.title,
      version: entry.version,
      description: entry.description,
      entity: entry.entity,
      stateCount: states.length,
      eventCount: model.events.length,
      transitionCount: model.transitions.length,
      instances: mine.reduce((n, c) => n + c.count, 0),
      // Every state, even with no instance, so an empty state shows as 0; stored keys no longer in the machine show too.
      perState: [
        ...model.states.filter((s) => s.parent !== null && s.type !== "compound" && s.type !== "parallel").map((s) => ({ state: s.path, count: mine.filter((c) => c.state === s.path).reduce((n, c) => n + c.count, 0) })),
        ...mine.filter((c) => !leafKeys.has(c.state)).map((c) => ({ state: c.state, count: c.count })),
      ],
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Messages that name a machine: written in full for each machine (not built from its title), so that the screens
// find each in the messages catalogue (app/locales/en/messages/inspector.ts) and say it in the reader's language.

const NO_STATE: Record<string, (state: string) => string> = {
  invoice: (state) => `Invoice has no state "${state}".`,
  taxInvoice: (state) => `Tax invoice has no state "${state}".`,
  billing: (state) => `Billing has no state "${state}".`,
  recurring: (state) => `Recurring profile has no state "${state}".`,
  payment: (state) => `Payment has no state "${state}".`,
  "cash-out": (state) => `Cash-out has no state "${state}".`,
  company: (state) => `Partner company has no state "${state}".`,
  partnership: (state) => `Partnership has no state "${state}".`,
  contract: (state) => `Contract or agreement has no state "${state}".`,
  bast: (state) => `BAST (handover record) has no state "${state}".`,
  settlement: (state) => `Settlement has no state "${state}".`,
  "credit-note": (state) => `Credit note has no state "${state}".`,
  ticket: (state) => `Support ticket has no state "${state}".`,
  quotation: (state) => `Quotation has no state "${state}".`,
  redemption: (state) => `Reward redemption has no state "${state}".`,
  login: (state) => `Login has no state "${state}".`,
  otp: (state) => `One-time password has no state "${state}".`,
  session: (state) => `Session expiry has no state "${state}".`,
  account: (state) => `User account has no state "${state}".`,
};
const NOT_STORED: Record<string, string> = {
  login: "Login has no stored instances to change.",
  otp: "One-time password has no stored instances to change.",
  session: "Session expiry has no stored instances to change.",
};
const NOT_DRIVEN: Record<string, string> = {
  invoice: "The workflow service does not drive Invoice instances yet.",
  taxInvoice: "The workflow service does not drive Tax invoice instances yet.",
  billing: "The workflow service does not drive Billing instances yet.",
  recurring: "The workflow service does not drive Recurring profile instances yet.",
  payment: "The workflow service does not drive Payment instances yet.",
  "cash-out": "The workflow service does not drive Cash-out instances yet.",
  company: "The workflow service does not drive Partner company instances yet.",
  partnership: "The workflow service does not drive Partnership instances yet.",
  contract: "The workflow service does not drive Contract or agreement instances yet.",
  bast: "The workflow service does not drive BAST (handover record) instances yet.",
  settlement: "The workflow service does not drive Settlement instances yet.",
  "credit-note": "The workflow service does not drive Credit note instances yet.",
  ticket: "The workflow service does not drive Support ticket instances yet.",
  quotation: "The workflow service does not drive Quotation instances yet.",
  redemption: "The workflow service does not drive Reward redemption instances yet.",
  account: "The workflow service does not drive User account instances yet.",
};
const NO_INSTANCE: Record<string, (id: string) => string> = {
  invoice: (id) => `There is no invoice ${id}.`,
  taxInvoice: (id) => `There is no tax invoice ${id}.`,
  billing: (id) => `There is no billing ${id}.`,
  recurring: (id) => `There is no recurring profile ${id}.`,
  payment: (id) => `There is no payment ${id}.`,
  "cash-out": (id) => `There is no cash-out ${id}.`,
  company: (id) => `There is no partner company ${id}.`,
  partnership: (id) => `There is no partnership ${id}.`,
  contract: (id) => `There is no contract or agreement ${id}.`,
  bast: (id) => `There is no BAST ${id}.`,
  settlement: (id) => `There is no settlement ${id}.`,
  "credit-note": (id) => `There is no credit note ${id}.`,
  ticket: (id) => `There is no support ticket ${id}.`,
  quotation: (id) => `There is no quotation ${id}.`,
  redemption: (id) => `There is no reward redemption ${id}.`,
  account: (id) => `There is no user account ${id}.`,
};

// ---------------------------------------------------------------------------------------------------------------
// Actors for the step-through

/** `label` is the English text (the API's); screens build theirs from the system flag, the name, the roles and the signer flag. */
export type SimActorOption = { id: string; label: string; system: boolean; name: string; roles: string[]; signer: boolean };

/** The demo people (and the system) a simulation may act as; an invoice's designated signer is offered too. */
export function simulationActors(context: Record<string, unknown> | null): SimActorOption[] {
  const signerRef = typeof context?.signerReferenceId === "string" ? context.signerReferenceId : "";
  const ids = [...new Set([...DEMO_USERS.map((u) => u.id), ENTERPRISE_SIGNER.id, ...userIdsByReferenceId(signerRef)])];
  const people = ids.flatMap((id) => {
    const user = loadAccessUser(id);
    if (!user || user.status !== "active") return [];
    const signer = signerRef !== "" && user.referenceId === signerRef;
    return [{ id: user.id, label: `${user.displayName} (${user.roles.join(", ")})${signer ? " · designated signer" : ""}`, system: false, name: user.displayName, roles: user.roles, signer }];
  });
  return [{ id: SYSTEM_ACTOR.id, label: "System (jobs and integrations)", system: true, name: SYSTEM_ACTOR.name, roles: [], signer: false }, ...people];
}

function simulatedActor(actorId: string): Actor {
  if (actorId === SYSTEM_ACTOR.id) return SYSTEM_ACTOR;
  const user = loadAccessUser(actorId);
  if (!user) throw httpError(400, `There is no user ${actorId} to act as.`);
  return actorOf(user, "inspector");
}

// ---------------------------------------------------------------------------------------------------------------
// Simulation: a copy of an instance (or of any state) in a signed token; events go through xstate's pure transition().

export type SimStepInput = { event: string; actorId: string; payload: Record<string, unknown> };
/** `origin` is the English text; `start` (the chosen state and the instance's name) lets a screen say it in its language. */
export type Simulation = { v: 1; machineId: string; entityId: string | null; origin: string; start?: { state: string | null; name: string | null }; base: { value: StateValue; context: Record<string, unknown> }; steps: SimStepInput[] };

const MAX_SIM_STEPS = 40;
const sign = (body: string) => createHmac("sha256", env().SESSION_SECRET).update(`inspector-simulation:${body}`).digest("base64url");

export function encodeSimulation(sim: Simulation): string {
  const body = Buffer.from(JSON.stringify(sim)).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The simulation in a token, or null when it is missing, altered or belongs to another machine. */
export function decodeSimulation(token: string | null | undefined, machineId: string): Simulation | null {
  if (!token) return null;
  const [body, mac] = token.split(".");
  if (!body || !mac || sign(body) !== mac) return null;
  try {
    const sim = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Simulation;
    return sim.v === 1 && sim.machineId === machineId && Array.isArray(sim.steps) ? sim : null;
  } catch {
    return null;
  }
}

/** A context to simulate with when no instance is chosen: the machine's own initial context from a sample input. */
const SAMPLE_INPUT: Record<string, unknown> = {
  invoice: { invoiceId: "simulated-invoice", signerReferenceId: "800004", bypassApproval: false },
  taxInvoice: { invoiceId: "simulated-invoice" },
  billing: { billingId: "simulated-billing" },
  recurring: { occurrence: 12 },
  payment: { paymentId: "simulated-payment", amount: 1_000_000 },
  "cash-out": { cashOutId: "simulated-cash-out", productId: "simulated-product", amount: 1_000_000, makerId: "usr-settlement" },
  company: { companyId: "simulated-company" },
  partnership: { partnershipId: "simulated-partnership" },
  contract: { contractId: "simulated-contract" },
  bast: { bastId: "simulated-bast" },
  settlement: { settlementId: "simulated-settlement", net: 1_496_500 },
  "credit-note": { creditNoteId: "simulated-credit-note", invoiceId: "simulated-invoice", requestedById: "usr-member", billingCreatorId: "usr-owner", needsSecondApproval: true },
  ticket: { ticketId: "simulated-ticket" },
  quotation: { quotationId: "simulated-quotation", validUntil: "2099-12-31" },
  redemption: { redemptionId: "simulated-redemption", itemId: "simulated-item", points: 100, requesterId: "usr-member" },
};

function initialSnapshot(machine: AnyStateMachine): AnyMachineSnapshot {
  try {
    return initialTransition(machine, SAMPLE_INPUT[machine.id] ?? {})[0] as AnyMachineSnapshot;
  } catch {
    return machine.resolveState({ value: machine.root.initial?.target?.[0]?.key ?? "", context: {} }) as AnyMachineSnapshot;
  }
}

/** A state path ("a.b") or a whole state key ("a.b|c.d") as an xstate state value. */
export function valueOf(key: string): StateValue {
  type Tree = { [k: string]: Tree | string };
  const merge = (into: Tree, value: StateValue): Tree => {
    if (typeof value === "string") return { ...into, [value]: {} };
    for (const [k, v] of Object.entries(value)) {
      const existing = into[k];
      into[k] = typeof v === "string" ? (typeof existing === "object" ? merge(existing, v) : v) : merge(typeof existing === "object" ? existing : {}, v as StateValue);
    }
    return into;
  };
  const leaves = key.split("|").map((leaf) => pathToStateValue(leaf.split(".")));
  return leaves.length === 1 ? leaves[0] : (leaves.reduce<Tree>((acc, v) => merge(acc, v), {}) as StateValue);
}

export function restore(machine: AnyStateMachine, base: { value: StateValue; context: Record<string, unknown> }): AnyMachineSnapshot {
  return machine.resolveState({ value: base.value as never, context: base.context }) as AnyMachineSnapshot;
}

/** Where a new simulation starts: the chosen state (with the instance's context if any), else the instance's state, else the initial state. */
export function simulationOrigin(entry: MachineEntry, instance: InstanceRow | null, chosenState: string | null): Simulation {
  const initial = initialSnapshot(entry.machine);
  const context = (instance?.context ?? initial.context) as Record<string, unknown>;
  let value: StateValue = instance ? (instance.value as StateValue) : initial.value;
  if (chosenState) {
    value = valueOf(chosenState);
    try {
      restore(entry.machine, { value, context });
    } catch {
      throw httpError(400, NO_STATE[entry.id]?.(chosenState) ?? `There is no state "${chosenState}".`);
    }
  }
  const name = instance ? instanceLabelOf(instance.kind, instance.entityId) : null;
  const origin = chosenState ? `state ${chosenState}${name ? ` with the context of ${name}` : ""}` : name ? `the current state of ${name}` : "the initial state";
  return { v: 1, machineId: entry.id, entityId: instance?.entityId ?? null, origin, start: { state: chosenState, name }, base: { value, context }, steps: [] };
}

export type SimulatedStep = SimStepInput & { actorName: string; accepted: boolean; from: string; to: string; blockedBy: string[]; transitionIds: string[]; context: Record<string, unknown> };

/** Replays a simulation from its base: pure transitions only, so nothing is written and no effect runs. */
export function runSimulation(entry: MachineEntry, sim: Simulation) {
  const model = chartModelOf(entry);
  let snapshot = restore(entry.machine, sim.base);
  const steps: SimulatedStep[] = [];
  const effects: string[] = [];
  for (const input of sim.steps) {
    const actor = simulatedActor(input.actorId);
    const event = { ...input.payload, type: input.event, actor };
    const from = stateKey(snapshot.value);
    const verdict = explainEvent(snapshot, event);
    if (verdict.kind === "accepted") {
      const [next, actions] = transition(entry.machine, snapshot as never, event as never);
      snapshot = next as AnyMachineSnapshot;
      const to = stateKey(snapshot.value);
      effects.push(...(actions as { type: string }[]).map((a) => a.type).filter((t) => t.startsWith("effect.")));
      steps.push({ ...input, actorName: actor.name, accepted: true, from, to, blockedBy: [], transitionIds: edgesOfStep(model, { event: input.event, from, to }), context: snapshot.context as Record<string, unknown> });
    } else {
      steps.push({ ...input, actorName: actor.name, accepted: false, from, to: from, blockedBy: verdict.kind === "blockedByGuards" ? verdict.guards : [], transitionIds: [], context: snapshot.context as Record<string, unknown> });
    }
  }
  return { snapshot, state: stateKey(snapshot.value), context: snapshot.context as Record<string, unknown>, steps, effects, done: snapshot.status !== "active" };
}

export type Verdict = { event: string; kind: "accepted" | "blockedByGuards" | "notAccepted"; targets: string[]; guards: { name: string; reason: string | null }[] };

/** Every event of the machine judged in this snapshot for this actor and payload. */
export function verdictsFor(entry: MachineEntry, snapshot: AnyMachineSnapshot, actor: Actor, payload: Record<string, unknown>): Verdict[] {
  const reasons = entry.entity ? workflow().bindings.get(entry.entity)?.guardReasons : undefined;
  return chartModelOf(entry).events.map((type) => {
    const verdict = explainEvent(snapshot, { ...payload, type, actor });
    return {
      event: type,
      kind: verdict.kind,
      targets: verdict.kind === "accepted" ? verdict.targets : [],
      guards: verdict.kind === "blockedByGuards" ? verdict.guards.map((name) => ({ name, reason: reasons?.[name] ?? null })) : [],
    };
  });
}

export const actorFor = (actorId: string) => simulatedActor(actorId);

/** Adds one event to a simulation (refused events are kept too, marked, so the step list shows what was tried). */
export function simulateStep(entry: MachineEntry, sim: Simulation, input: SimStepInput): Simulation {
  if (!getMachineEntry(sim.machineId)) throw httpError(400, "That simulation belongs to no machine.");
  if (sim.steps.length >= MAX_SIM_STEPS) throw httpError(400, `A simulation holds at most ${MAX_SIM_STEPS} steps; reset it to go on.`);
  simulatedActor(input.actorId);
  return { ...sim, steps: [...sim.steps, input] };
}

// ---------------------------------------------------------------------------------------------------------------
// Instances

export function findInstance(entry: MachineEntry, text: string | null): InstanceRow | null {
  if (!entry.entity || !text) return null;
  const id = resolveEntityId(entry.entity, text);
  return id ? getInstance(entry.entity, id) : null;
}

export function instancePicker(entry: MachineEntry) {
  if (!entry.entity) return [];
  const rows = recentInstances(entry.id);
  const labels = labelsOf(entry.entity, rows.map((r) => r.entityId));
  return rows.map((r) => ({ entityId: r.entityId, label: labels.get(r.entityId) ?? r.entityId, state: r.state, updatedAt: r.updatedAt }));
}

/** The instance's log with the chart edges each step took. */
export function instanceHistory(entry: MachineEntry, instance: InstanceRow) {
  const model = chartModelOf(entry);
  return transitionsOf(instance.kind, instance.entityId).map((t, i) => ({
    step: i + 1,
    id: t.id,
    event: t.event,
    from: t.fromState,
    to: t.toState,
    actorName: t.actorName,
    actorId: t.actorId,
    via: t.via,
    message: t.message,
    at: t.at,
    machineVersion: t.machineVersion,
    transitionIds: edgesOfStep(model, { event: t.event, from: t.fromState, to: t.toState }),
  }));
}

export type HistoryStep = ReturnType<typeof instanceHistory>[number];

/** What the chart emphasises when the path is replayed up to `upTo` steps. */
export function replayHighlight(history: HistoryStep[], upTo: number) {
  const shown = history.slice(0, upTo);
  const taken: Record<string, number[]> = {};
  const visited = new Set<string>();
  for (const s of shown) {
    for (const id of s.transitionIds) (taken[id] ??= []).push(s.step);
    for (const p of activePaths(s.to)) visited.add(p);
    for (const p of activePaths(s.from)) visited.add(p);
  }
  const last = shown[shown.length - 1];
  return { taken, visited: [...visited], latest: last ? last.transitionIds : [], current: [...activePaths(last?.to ?? null)] };
}

// ---------------------------------------------------------------------------------------------------------------
// Applying an event for real

/** The permission each screen checks before it sends the event; events no screen sends come only from the system. */
export const SCREEN_PERMISSIONS: Record<string, string> = {
  "invoice.approve": "approve:invoice",
  "invoice.return": "approve:invoice",
  "invoice.reject": "approve:invoice",
  "invoice.cancel": "cancel:invoice",
  "invoice.reissue": "reissue:invoice",
  "creditNote.approve": "cancel:invoice",
  "creditNote.reject": "cancel:invoice",
  "ticket.assign": "manage:ticket",
  "ticket.start": "manage:ticket",
  "ticket.hold": "manage:ticket",
  "ticket.resume": "manage:ticket",
  "ticket.solve": "manage:ticket",
  "ticket.close": "manage:ticket",
  "ticket.reopen": "manage:ticket",
  "quotation.update": "manage:quotation",
  "quotation.submit": "manage:quotation",
  "quotation.reject": "approve:quotation",
  // quotation.approve and quotation.convert are left to their screens: one carries the signed file's attachment, the
  // other the purchase order made in the same transaction, neither of which the inspector can make.
  "redemption.approve": "approve:redemption",
  "redemption.reject": "approve:redemption",
  "redemption.fulfil": "approve:redemption",
  "billing.issue": "manage:billing",
  "billing.cancel": "manage:billing",
  "billing.discard": "manage:billing",
  "billing.pay": "manage:settlement",
  "cashOut.approve": "approve:cashout",
  "cashOut.reject": "approve:cashout",
  "company.approve": "approve:company",
  "company.reject": "approve:company",
  "company.resubmit": "manage:company",
  "partnership.advance": "manage:partnership",
  "partnership.extend": "manage:partnership",
  "partnership.end": "manage:partnership",
  "partnership.stop": "manage:partnership",
  "partnership.approve": "approve:partnership",
  "contract.submit": "manage:contract",
  "contract.verify": "verify:contract",
  "contract.return": "verify:contract",
  "contract.terminate": "verify:contract",
  "bast.submit": "manage:bast",
  "bast.verify": "verify:bast",
  "bast.reject": "verify:bast",
  // contract.edit and bast.edit are left to their edit screens: the event carries none of the fields it saves.
  "taxInvoice.retry": "retry:tax-invoice",
  "recurring.activate": "manage:recurring",
  "recurring.pause": "manage:recurring",
  "recurring.resume": "manage:recurring",
  "recurring.stop": "manage:recurring",
  // The user screens' deliberate acts (manage:user); sign-ins failed or completed and a lock's end are the sign-in's own.
  "account.block": "manage:user",
  "account.unblock": "manage:user",
  "account.resetFailures": "manage:user",
  "account.delete": "manage:user",
};

/**
 * An account event goes through the same service as the user screens (user-admin.server.ts), which sends it through
 * the workflow service: the user list's scope, the rule that only a super-admin changes a super-admin, no blocking or
 * deleting oneself, and a block or a deletion ends the person's sessions. The count is reset to 0, as the screen does.
 */
function applyAccountEvent(user: AccessUser, entityId: string, eventType: string, payload: Record<string, unknown>, expectedVersion?: number) {
  const how = { via: "inspector" as const, message: typeof payload.message === "string" && payload.message.trim() ? payload.message.trim() : undefined, expectedVersion };
  switch (eventType) {
    case "account.block":
      return blockUser(user, entityId, how);
    case "account.unblock":
      return unblockUser(user, entityId, how);
    case "account.delete":
      return deleteUser(user, entityId, how);
    case "account.resetFailures":
      if (payload.value !== undefined && payload.value !== 0) throw httpError(400, "The inspector resets the failed sign-in count to 0, as the user screen does.", { field: "extra" });
      return setFailedLoginCounter(user, entityId, 0, how);
    default:
      throw httpError(403, `No screen sends ${eventType}.`);
  }
}

/** The check the screens make (document-access.server.ts): the document must be readable by the person applying. */
const READABLE_KINDS: Record<string, ReadableKind> = { invoice: "invoice", billing: "billing", recurring: "recurring", taxInvoice: "invoice" };
function assertScope(user: AccessUser, kind: string, entityId: string) {
  const readable = READABLE_KINDS[kind];
  if (readable) requireReadableDocument(user, readable, entityId);
}

/** Data the screens add to an event beside what the person typed. */
const SCREEN_EXTRAS: Record<string, (user: AccessUser) => Record<string, unknown>> = {
  "invoice.approve": (user) => ({ position: jobPositionOf(user.id) }),
};

/**
 * Sends one event to the real entity as the signed-in person, through the workflow service (which restores the
 * snapshot, lets the guards decide, writes the model's columns and logs the row with via "inspector").
 */
export function applyForReal(user: AccessUser, entry: MachineEntry, entityId: string, eventType: string, payload: Record<string, unknown>, expectedVersion?: number) {
  if (!hasPermission(user, "apply:machine")) throw httpError(403, "You need the permission apply:machine for this.");
  if (!entry.entity) throw httpError(400, NOT_STORED[entry.id] ?? "This machine has no stored instances to change.");
  if (!workflow().bindings.has(entry.entity)) throw httpError(400, NOT_DRIVEN[entry.id] ?? "The workflow service does not drive these instances yet.");
  const permission = SCREEN_PERMISSIONS[eventType];
  if (!permission) throw httpError(403, `No screen sends ${eventType}: it comes from the system (jobs and integrations), so it cannot be applied from the inspector.`);
  if (!hasPermission(user, permission)) throw httpError(403, `You need the permission ${permission} for this.`);
  if (!getInstance(entry.entity, entityId)) throw httpError(404, NO_INSTANCE[entry.id]?.(entityId) ?? `There is no instance ${entityId}.`);
  if (entry.entity === "user") return applyAccountEvent(user, entityId, eventType, payload, expectedVersion);
  assertScope(user, entry.entity, entityId);
  const event = { ...payload, ...(SCREEN_EXTRAS[eventType]?.(user) ?? {}), type: eventType };
  return workflow().send(entry.entity, entityId, event, actorOf(user, "inspector"), { expectedVersion });
}

/** Parses the free-form extra fields of an event; type and actor can never be set this way. */
export function parsePayload(message: string, extra: string): Record<string, unknown> {
  let fields: Record<string, unknown> = {};
  if (extra.trim()) {
    try {
      const parsed = JSON.parse(extra) as unknown;
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error();
      fields = parsed as Record<string, unknown>;
    } catch {
      throw httpError(400, 'Other fields must be a JSON object, for example {"sequenceNo": 1}.', { field: "extra" });
    }
  }
  const { type: _type, actor: _actor, ...rest } = fields;
  return { ...rest, message };
}

export { getMachineEntry };
