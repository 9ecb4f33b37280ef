import { and, desc, eq, ne, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { sandboxRecords } from "#db/schema";

/**
 * What the sandbox twins (app/integrations/<system>/sandbox.server.ts) store: the requests they were sent, their answers,
 * and their counters. The twins decide the answers; these read and write the rows, inside the twin's transaction.
 */

export type SandboxSystem = "tax-authority" | "accounting" | "payment-gateway";
export type SandboxRecordRow = typeof sandboxRecords.$inferSelect;
export type SandboxRecordInput = typeof sandboxRecords.$inferInsert & { system: SandboxSystem };

export function insertSandboxRecord(tx: Tx, row: SandboxRecordInput) {
  tx.insert(sandboxRecords).values(row).run();
}

export function findSandboxRecord(tx: Tx, system: SandboxSystem, id: string): SandboxRecordRow | null {
  return tx.select().from(sandboxRecords).where(and(eq(sandboxRecords.system, system), eq(sandboxRecords.id, id))).get() ?? null;
}

export function updateSandboxRecord(tx: Tx, id: string, changes: Partial<Pick<SandboxRecordRow, "payload" | "answer" | "outcome">>) {
  tx.update(sandboxRecords).set(changes).where(eq(sandboxRecords.id, id)).run();
}

/** Every record of the system sent with this reference (a repeated request, a second faktur for one invoice). */
export function sandboxRecordsByReference(tx: Tx, system: SandboxSystem, reference: string): SandboxRecordRow[] {
  return tx.select().from(sandboxRecords).where(and(eq(sandboxRecords.system, system), eq(sandboxRecords.reference, reference))).all();
}

/** The record of the system with this reference and outcome (the report already booked), if any. */
export function sandboxRecordWithOutcome(tx: Tx, system: SandboxSystem, reference: string, outcome: string): SandboxRecordRow | null {
  return tx.select().from(sandboxRecords).where(and(eq(sandboxRecords.system, system), eq(sandboxRecords.reference, reference), eq(sandboxRecords.outcome, outcome))).get() ?? null;
}

/** Every record of the system with this outcome (the gateway twin's settled transactions for its settlement report). */
export function sandboxRecordsOfOutcome(system: SandboxSystem, outcome: string, handle: Tx | ReturnType<typeof db> = db()): SandboxRecordRow[] {
  return handle.select().from(sandboxRecords).where(and(eq(sandboxRecords.system, system), eq(sandboxRecords.outcome, outcome))).all();
}

export function countSandboxRecords(tx: Tx, system: SandboxSystem, outcome: string): number {
  return tx.select({ n: sql<number>`count(*)` }).from(sandboxRecords).where(and(eq(sandboxRecords.system, system), eq(sandboxRecords.outcome, outcome))).get()?.n ?? 0;
}

/** The system's newest records (its counters left out), for the sandbox panel. */
export function recentSandboxRecords(system: SandboxSystem, limit: number): SandboxRecordRow[] {
  return db()
    .select()
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.system, system), ne(sandboxRecords.kind, "counter")))
    .orderBy(desc(sandboxRecords.createdAt))
    .limit(limit)
    .all();
}

/** Every granted faktur record carrying this serial, newest first (a replacement keeps its original's serial: issue 21). */
export function sandboxFakturRecordsBySerial(tx: Tx, nomorFaktur: string): SandboxRecordRow[] {
  return tx
    .select()
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.system, "tax-authority"), eq(sandboxRecords.kind, "faktur"), sql`json_extract(${sandboxRecords.answer}, '$.data.nomorFaktur') = ${nomorFaktur}`))
    .orderBy(desc(sandboxRecords.createdAt), desc(sql`rowid`))
    .all();
}

/** A faktur record whose stored answer carries this faktur number. */
export function sandboxFakturRecord(nomorFaktur: string): SandboxRecordRow | null {
  return (
    db()
      .select()
      .from(sandboxRecords)
      .where(and(eq(sandboxRecords.system, "tax-authority"), eq(sandboxRecords.kind, "faktur"), sql`json_extract(${sandboxRecords.answer}, '$.data.nomorFaktur') = ${nomorFaktur}`))
      .get() ?? null
  );
}
