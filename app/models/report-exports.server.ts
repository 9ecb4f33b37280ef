import { and, eq, inArray } from "drizzle-orm";
import { db } from "#db/client.server";
import { reportExports } from "#db/schema";

/** Export runs of issue 22 (db/schema/report-exports.ts); services/reports/exports.server.ts runs them. */
export type ReportExportRow = typeof reportExports.$inferSelect;
export type ReportExportStatus = ReportExportRow["status"];

export function insertReportExport(row: typeof reportExports.$inferInsert): ReportExportRow {
  return db().insert(reportExports).values(row).returning().get();
}

export function findReportExport(id: string): ReportExportRow | null {
  return db().select().from(reportExports).where(eq(reportExports.id, id)).get() ?? null;
}

export function updateReportExport(id: string, changes: Partial<Omit<typeof reportExports.$inferInsert, "id" | "userId">>) {
  db().update(reportExports).set(changes).where(eq(reportExports.id, id)).run();
}

/** Marks every queued or running run failed with `reason` (at start-up: the process that ran them is gone); returns how many. */
export function failUnfinishedReportExports(reason: string, finishedAt: string): number {
  return db()
    .update(reportExports)
    .set({ status: "failed", error: reason, finishedAt })
    .where(and(inArray(reportExports.status, ["queued", "running"])))
    .run().changes;
}
