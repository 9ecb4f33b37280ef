/**
 * The queries behind /metrics and /readyz (app/services/metrics.server.ts): read at scrape time, each one
 * grouped and small, so that a scrape every 15 seconds costs a few milliseconds.
 */
import { count, isNull, min, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { integrationCalls, jobRuns, outbox } from "#db/schema";

/** Adds one call's outcome (system "tax-authority", operation "submit", outcome "accepted" …). */
export function countIntegrationCall(system: string, operation: string, outcome: string, at = new Date()) {
  db()
    .insert(integrationCalls)
    .values({ system, operation, outcome, count: 1, lastAt: at.toISOString() })
    .onConflictDoUpdate({ target: [integrationCalls.system, integrationCalls.operation, integrationCalls.outcome], set: { count: sql`${integrationCalls.count} + 1`, lastAt: at.toISOString() } })
    .run();
}

export function integrationCallCounts() {
  return db().select({ system: integrationCalls.system, operation: integrationCalls.operation, outcome: integrationCalls.outcome, count: integrationCalls.count }).from(integrationCalls).all();
}

/** Runs per job and outcome (running, succeeded, failed, cancelled), and each job's latest success. */
export function jobRunStats() {
  const runs = db().select({ job: jobRuns.job, outcome: jobRuns.outcome, runs: count() }).from(jobRuns).groupBy(jobRuns.job, jobRuns.outcome).all();
  const lastSuccess = db()
    .select({ job: jobRuns.job, endedAt: sql<string | null>`max(${jobRuns.endedAt})` })
    .from(jobRuns)
    .where(sql`${jobRuns.outcome} = 'succeeded'`)
    .groupBy(jobRuns.job)
    .all();
  return { runs, lastSuccess };
}

/** Effects not yet done, and when the oldest of them was queued. */
export function outboxStats(): { pending: number; oldestCreatedAt: string | null } {
  const row = db().select({ pending: count(), oldest: min(outbox.createdAt) }).from(outbox).where(isNull(outbox.doneAt)).get();
  return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ?? null };
}

const ROLLBACK = Symbol("rollback");

/**
 * Proves the database takes writes: an IMMEDIATE transaction (the write lock) that writes a row and is
 * rolled back, so nothing is left behind. Throws what SQLite said when it cannot (read-only file, full disk).
 */
export function probeWritable() {
  try {
    db().transaction(
      (tx) => {
        tx.insert(integrationCalls).values({ system: "readyz", operation: "probe", outcome: "probe", lastAt: new Date().toISOString() }).run();
        throw ROLLBACK;
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

/** The creation stamps (drizzle's journal "when") of the migrations applied to this database. */
export function appliedMigrationStamps(): number[] {
  const table = db().get<{ name: string } | undefined>(sql`select name from sqlite_master where type = 'table' and name = '__drizzle_migrations'`);
  if (!table) return [];
  return db()
    .all<{ createdAt: number }>(sql`select created_at as createdAt from __drizzle_migrations`)
    .map((r) => Number(r.createdAt));
}
