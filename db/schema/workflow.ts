import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, isoNow, jsonText } from "./columns";

/** The persisted state of every workflow instance: one row per (kind, entity). */
export const workflowSnapshots = sqliteTable(
  "workflow_snapshots",
  {
    kind: text("kind").notNull(),
    entityId: text("entity_id").notNull(),
    machineId: text("machine_id").notNull(),
    machineVersion: integer("machine_version").notNull(),
    /** The state value, also as text so the inspector can count instances per state with an index. */
    state: text("state").notNull(),
    value: jsonText<unknown>("value").notNull(),
    context: jsonText<Record<string, unknown>>("context").notNull(),
    version: integer("version").notNull().default(1),
    stateSince: text("state_since").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.kind, t.entityId] }), index("workflow_snapshots_state_idx").on(t.kind, t.state, t.stateSince)],
);

/** Append-only transition log: who did what, when, from which state to which. */
export const workflowTransitions = sqliteTable(
  "workflow_transitions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    entityId: text("entity_id").notNull(),
    machineId: text("machine_id").notNull(),
    machineVersion: integer("machine_version").notNull(),
    event: text("event").notNull(),
    fromState: text("from_state"),
    toState: text("to_state").notNull(),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    actorReferenceId: text("actor_reference_id"),
    via: text("via").notNull().default("screen"),
    message: text("message"),
    payload: jsonText<Record<string, unknown>>("payload"),
    at: createdAt(),
  },
  (t) => [
    index("workflow_transitions_entity_idx").on(t.kind, t.entityId, t.id),
    index("workflow_transitions_actor_idx").on(t.actorId, t.id),
    // The audit report reads a period of status changes of some kinds (kind in (...), created_at range); without it
    // SQLite walks every billing and invoice transition through the entity index.
    index("workflow_transitions_kind_created_idx").on(t.kind, t.at),
  ],
);

/**
 * Side effects queued in the same transaction as the state change and performed after commit.
 * Effects are idempotent by the row id, so the crash-recovery drain may repeat them safely.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    effect: text("effect").notNull(),
    payload: jsonText<Record<string, unknown>>("payload").notNull(),
    sourceKind: text("source_kind"),
    sourceId: text("source_id"),
    transitionId: integer("transition_id").references(() => workflowTransitions.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    availableAt: text("available_at").notNull().default(isoNow),
    lockedUntil: text("locked_until"),
    lastError: text("last_error"),
    doneAt: text("done_at"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_pending_idx").on(t.doneAt, t.availableAt)],
);

/** Gapless document number sequences, one row per scope such as "INV:ST:261100". */
export const numberSequences = sqliteTable("number_sequences", {
  scope: text("scope").primaryKey(),
  lastValue: integer("last_value").notNull().default(0),
});
