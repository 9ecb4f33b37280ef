import { and, desc, eq, sql } from "drizzle-orm";
import type { AnyMachineSnapshot } from "xstate";
import { type Tx, writeTransaction } from "#db/client.server";
import { prepared } from "#db/prepared";
import { explainEvent, stateKey } from "#machines/inspect";
import { initialStep, nextStep } from "#machines/steps";
import { workflowSnapshots, workflowTransitions } from "#db/schema";
import { httpError } from "./http.server";
import { enqueueEffect, kickOutbox } from "./outbox.server";
import type { Actor, TransitionRecord, WorkflowBinding } from "~/models/transaction.server";

export type WorkflowEvent = { type: string; message?: string } & Record<string, unknown>;
export type SendOptions = { expectedVersion?: number; now?: Date };
export type SendResult = { from: string; to: string; version: number; transitionId: number; context: Record<string, unknown> };

const EFFECT_PREFIX = "effect.";

function formatWhen(iso: string) {
  return new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

const p = sql.placeholder;
/** A placeholder in an update's set: drizzle's types leave them out, but it encodes them (JSON columns too) like values. */
const setTo = <T>(name: string) => p(name) as unknown as T;

/** The service's statements, prepared once per connection: each state change runs four or five of them. */
function queries(tx: Tx) {
  return prepared(tx, "workflow", (h) => {
    const same = and(eq(workflowSnapshots.kind, p("kind")), eq(workflowSnapshots.entityId, p("entityId")));
    const saveWhere = and(same, eq(workflowSnapshots.version, p("version")));
    const saved = { state: setTo<string>("state"), value: setTo<unknown>("value"), context: setTo<Record<string, unknown>>("context"), version: sql`${workflowSnapshots.version} + 1`, updatedAt: setTo<string>("at") };
    return {
      load: h.select().from(workflowSnapshots).where(same).prepare(),
      create: h
        .insert(workflowSnapshots)
        .values({ kind: p("kind"), entityId: p("entityId"), machineId: p("machineId"), machineVersion: p("machineVersion"), state: p("state"), value: p("value"), context: p("context"), version: 1, stateSince: p("at"), updatedAt: p("at") })
        .prepare(),
      save: h.update(workflowSnapshots).set(saved).where(saveWhere).prepare(),
      saveMoved: h.update(workflowSnapshots).set({ ...saved, stateSince: setTo<string>("at") }).where(saveWhere).prepare(),
      log: h
        .insert(workflowTransitions)
        .values({
          kind: p("kind"), entityId: p("entityId"), machineId: p("machineId"), machineVersion: p("machineVersion"), event: p("event"), fromState: p("fromState"), toState: p("toState"), actorId: p("actorId"),
          actorName: p("actorName"), actorReferenceId: p("actorReferenceId"), via: p("via"), message: p("message"), payload: p("payload"), at: p("at"),
        })
        .returning({ id: workflowTransitions.id })
        .prepare(),
    };
  });
}

/**
 * The only way a workflow state changes (architecture.md, "How a state change travels").
 * Each call is one IMMEDIATE transaction: restore the snapshot, refuse or compute the next
 * one with xstate's pure `transition()`, let the entity's model write its columns, save the
 * snapshot only where the version is unchanged, log the transition and queue the effects.
 */
export function createWorkflowService(bindings: WorkflowBinding[]) {
  const byKind = new Map(bindings.map((b) => [b.kind, b]));

  function binding(kind: string): WorkflowBinding {
    const found = byKind.get(kind);
    if (!found) throw new Error(`No workflow is registered for kind "${kind}"`);
    return found;
  }

  function loadRow(tx: Tx, kind: string, entityId: string) {
    return queries(tx).load.get({ kind, entityId });
  }

  function lastTransition(tx: Tx, kind: string, entityId: string) {
    return tx
      .select()
      .from(workflowTransitions)
      .where(and(eq(workflowTransitions.kind, kind), eq(workflowTransitions.entityId, entityId)))
      .orderBy(desc(workflowTransitions.id))
      .limit(1)
      .get();
  }

  function record(tx: Tx, b: WorkflowBinding, entityId: string, event: WorkflowEvent, actor: Actor, from: string | null, next: AnyMachineSnapshot, actions: { type: string; params?: unknown }[], at: string) {
    const to = stateKey(next.value);
    const message = typeof event.message === "string" && event.message.trim() ? event.message.trim() : null;
    const { type: _type, actor: _actor, ...payload } = event;
    const inserted = queries(tx).log.get({ kind: b.kind, entityId, machineId: b.machineId, machineVersion: b.version, event: event.type, fromState: from, toState: to, actorId: actor.id, actorName: actor.name, actorReferenceId: actor.referenceId ?? null, via: actor.via ?? "screen", message, payload, at })!;
    const rec: TransitionRecord = { kind: b.kind, entityId, event, actor, from, to, value: next.value, context: next.context, message, transitionId: inserted.id };
    b.apply?.(tx, rec);
    for (const action of actions) {
      if (!action.type.startsWith(EFFECT_PREFIX)) continue;
      const params = (action.params ?? {}) as Record<string, unknown>;
      const local = b.inTransaction?.[action.type];
      if (local) {
        local(tx, rec, params);
        continue;
      }
      enqueueEffect(tx, action.type, { ...params, kind: b.kind, entityId, event: event.type, from, to, actor }, { kind: b.kind, id: entityId, transitionId: inserted.id });
    }
    return rec;
  }

  /** Creates an instance in its initial state inside the caller's transaction (the entity row is written by the caller). */
  function startInTx(tx: Tx, kind: string, entityId: string, input: Record<string, unknown>, actor: Actor, now = new Date()) {
    const b = binding(kind);
    if (loadRow(tx, kind, entityId)) throw httpError(409, `${b.describe(tx, entityId) ?? kind} already has a workflow`);
    const [snapshot, actions] = initialStep(b.machine, input);
    const at = now.toISOString();
    queries(tx).create.run({ kind, entityId, machineId: b.machineId, machineVersion: b.version, state: stateKey(snapshot.value), value: snapshot.value, context: snapshot.context, at });
    return record(tx, b, entityId, { type: "workflow.start" }, actor, null, snapshot, actions as { type: string }[], at);
  }

  function refusalMessage(tx: Tx, b: WorkflowBinding, entityId: string, eventType: string, state: string, blockedBy: string[]) {
    const name = b.describe(tx, entityId) ?? `${b.kind} ${entityId}`;
    const verb = eventType.split(".").pop() ?? eventType;
    if (blockedBy.length) {
      const reasons = blockedBy.map((g) => b.guardReasons?.[g] ?? `the rule ${g} is not met`);
      return `${name} cannot be ${verb === "approve" ? "approved" : `given "${verb}"`} now: ${reasons.join("; ")}.`;
    }
    const last = lastTransition(tx, b.kind, entityId);
    const by = last ? ` by ${last.actorName} at ${formatWhen(last.at)}` : "";
    return `${name} was already ${state}${by}, so "${verb}" is no longer possible.`;
  }

  /** Applies one event inside the caller's transaction. Throws a 404/409 Response when refused. */
  function sendInTx(tx: Tx, kind: string, entityId: string, event: WorkflowEvent, actor: Actor, options: SendOptions = {}): SendResult {
    const b = binding(kind);
    const row = loadRow(tx, kind, entityId);
    if (!row) throw httpError(404, `${b.describe(tx, entityId) ?? kind} was not found`);
    if (row.machineId !== b.machineId || row.machineVersion !== b.version) {
      throw httpError(409, `${b.describe(tx, entityId) ?? kind} was saved by ${row.machineId} v${row.machineVersion} and needs migrating to v${b.version} before it can change`);
    }
    if (options.expectedVersion !== undefined && options.expectedVersion !== row.version) {
      const last = lastTransition(tx, kind, entityId);
      const who = last ? `${last.actorName} (${last.event.split(".").pop()}) at ${formatWhen(last.at)}` : "someone else";
      throw httpError(409, `${b.describe(tx, entityId) ?? kind} was changed by ${who} while you had it open. It is now ${row.state}; reload to see the change.`, { code: "stale" });
    }
    const fullEvent = { ...event, actor };
    const current = b.machine.resolveState({ value: row.value as never, context: row.context });
    if (!current.can(fullEvent)) {
      const verdict = explainEvent(current, fullEvent);
      const blockedBy = verdict.kind === "blockedByGuards" ? verdict.guards : [];
      throw httpError(409, refusalMessage(tx, b, entityId, event.type, row.state, blockedBy), { code: "refused", blockedBy, state: row.state });
    }
    const [next, actions] = nextStep(b.machine, current, fullEvent);
    const at = (options.now ?? new Date()).toISOString();
    const to = stateKey(next.value);
    const save = to !== row.state ? queries(tx).saveMoved : queries(tx).save;
    const updated = save.run({ state: to, value: next.value, context: next.context, version: row.version, at, kind, entityId });
    if (updated.changes !== 1) throw httpError(409, `${b.describe(tx, entityId) ?? kind} changed while this was being saved; reload and try again.`, { code: "stale" });
    const rec = record(tx, b, entityId, fullEvent, actor, row.state, next, actions as { type: string }[], at);
    return { from: row.state, to, version: row.version + 1, transitionId: rec.transitionId, context: next.context };
  }

  return {
    bindings: byKind,
    startInTx,
    sendInTx,
    /** One event in its own transaction; effects are kicked off after commit. */
    send(kind: string, entityId: string, event: WorkflowEvent, actor: Actor, options: SendOptions = {}): SendResult {
      const result = writeTransaction((tx) => sendInTx(tx, kind, entityId, event, actor, options));
      kickOutbox();
      return result;
    },
    start(kind: string, entityId: string, input: Record<string, unknown>, actor: Actor) {
      const result = writeTransaction((tx) => startInTx(tx, kind, entityId, input, actor));
      kickOutbox();
      return result;
    },
    snapshot(tx: Tx, kind: string, entityId: string) {
      return loadRow(tx, kind, entityId);
    },
  };
}

export type WorkflowService = ReturnType<typeof createWorkflowService>;
