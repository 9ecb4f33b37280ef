import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type Db, type Tx, db as defaultDb } from "#db/client.server";
import { insertRow } from "#db/prepared";
import { outbox } from "#db/schema";
import { logger } from "./logger.server";

export type OutboxRow = typeof outbox.$inferSelect;
/** An effect handler. It must be idempotent: it may run again for the same row after a crash. */
export type EffectHandler = (row: OutboxRow) => Promise<void> | void;

const handlers = new Map<string, EffectHandler>();

export function registerEffect(effect: string, handler: EffectHandler) {
  handlers.set(effect, handler);
}

export function enqueueEffect(
  tx: Tx,
  effect: string,
  payload: Record<string, unknown>,
  source: { kind?: string; id?: string; transitionId?: number; availableAt?: string } = {},
) {
  // Prepared per shape (insertRow): a billing run queues an effect or two per billing.
  const { lastInsertRowid } = insertRow(tx, outbox, { effect, payload, sourceKind: source.kind, sourceId: source.id, transitionId: source.transitionId, availableAt: source.availableAt });
  if (process.env.OUTBOX_INLINE !== "off") fresh.add(Number(lastInsertRowid));
  // The queued effect's id, for a row that points at it (a dunning reminder and its mail).
  return Number(lastInsertRowid);
}

/**
 * Effects queued by this process since its last kick: the kick performs them first, so an e-mail a person
 * is waiting for does not queue behind a backlog (hundreds of seeded or failed effects) that the job works off.
 * An id whose transaction rolled back simply matches no pending row.
 */
const fresh = new Set<number>();

const LOCK_MS = 60_000;
/** Backoff for failed effects: 5 s, 20 s, 80 s, ... capped at one hour. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);

/** Effects a drain would claim at `nowIso`: not done, available, and not held by another drain. */
const dueEffects = (nowIso: string) => and(isNull(outbox.doneAt), lte(outbox.availableAt, nowIso), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, nowIso)));

/** Whether a drain would find work now (the scheduler's check before it starts the outbox job's thread). */
export function hasDueEffects(now = new Date(), handle: Db = defaultDb()): boolean {
  return handle.select({ id: outbox.id }).from(outbox).where(dueEffects(now.toISOString())).limit(1).get() !== undefined;
}

/**
 * Claims up to `limit` due rows (done_at null, available, not locked by another
 * worker) and runs their handlers. A claim is a lease (locked_until), so a worker
 * that dies mid-effect leaves the row to be picked up again after the lease.
 */
export async function drainOutbox({
  limit = 50,
  handle = defaultDb(),
  now = () => new Date(),
  ids,
}: { limit?: number; handle?: Db; now?: () => Date; ids?: number[] } = {}): Promise<{ done: number; failed: number }> {
  const due = dueEffects(now().toISOString());
  const claimed = handle.transaction(
    (tx) => {
      const rows = tx
        .select()
        .from(outbox)
        .where(ids ? and(due, inArray(outbox.id, ids)) : due)
        .orderBy(asc(outbox.id))
        .limit(limit)
        .all();
      const lease = new Date(now().getTime() + LOCK_MS).toISOString();
      for (const row of rows) tx.update(outbox).set({ lockedUntil: lease }).where(eq(outbox.id, row.id)).run();
      return rows;
    },
    { behavior: "immediate" },
  );
  let done = 0;
  let failed = 0;
  for (const row of claimed) {
    const handler = handlers.get(row.effect);
    try {
      if (!handler) throw new Error(`No handler registered for effect ${row.effect}`);
      await handler(row);
      handle.update(outbox).set({ doneAt: now().toISOString(), lockedUntil: null, lastError: null }).where(eq(outbox.id, row.id)).run();
      done++;
    } catch (error) {
      failed++;
      const attempts = row.attempts + 1;
      const retryAt = new Date(now().getTime() + backoffMs(attempts)).toISOString();
      logger.warn({ effect: row.effect, outboxId: row.id, attempts, err: String(error) }, "effect failed; will retry");
      handle
        .update(outbox)
        .set({ attempts, availableAt: retryAt, lockedUntil: null, lastError: String(error).slice(0, 2000) })
        .where(eq(outbox.id, row.id))
        .run();
    }
  }
  return { done, failed };
}

/**
 * Replaces a row's payload after its effect ran: an e-mail keeps who and what but not its text (the links
 * in it live in the mailbox, not in the database). Here so that only this module writes the outbox.
 */
export function replaceEffectPayload(id: number, payload: Record<string, unknown>, handle: Db = defaultDb()) {
  handle.update(outbox).set({ payload }).where(eq(outbox.id, id)).run();
}

export function pendingEffects(handle: Db = defaultDb()) {
  return handle.select({ n: sql<number>`count(*)` }).from(outbox).where(isNull(outbox.doneAt)).get()?.n ?? 0;
}

let running = false;
let kickedAgain = false;
/**
 * Runs the drain right after the current request's commit, in this process: first the effects this process
 * queued (see `fresh`), then one batch of the backlog. A kick that comes while a drain runs is not lost: the
 * running drain goes round again. The Bree outbox job is the backstop for anything a crash left behind.
 */
export function kickOutbox() {
  if (process.env.OUTBOX_INLINE === "off") return;
  if (running) {
    kickedAgain = true;
    return;
  }
  running = true;
  setImmediate(() => {
    drainKicked()
      .catch((error) => logger.error({ err: String(error) }, "outbox drain failed"))
      .finally(() => {
        running = false;
      });
  });
}

async function drainKicked() {
  do {
    kickedAgain = false;
    while (fresh.size) {
      const ids = [...fresh].slice(0, 100);
      for (const id of ids) fresh.delete(id);
      await drainOutbox({ ids, limit: ids.length });
    }
    await drainOutbox();
  } while (kickedAgain || fresh.size);
}
