import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { attachments, attachmentTypes } from "#db/schema";

/** The record of each stored file (services/uploads.server.ts checks and writes the bytes). */

export type AttachmentRow = typeof attachments.$inferSelect;
export type AttachmentRecord = typeof attachments.$inferInsert;
export { attachmentTypes };
export type AttachmentType = (typeof attachmentTypes)[number];

export function insertAttachment(row: AttachmentRecord): AttachmentRow {
  return db().insert(attachments).values(row).returning().get();
}

export function findAttachment(id: string): AttachmentRow | null {
  return db().select().from(attachments).where(eq(attachments.id, id)).get() ?? null;
}

export function attachmentsOf(ownerKind: string, ownerId: string): AttachmentRow[] {
  return db().select().from(attachments).where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId))).all();
}

export function deleteAttachment(id: string) {
  db().delete(attachments).where(eq(attachments.id, id)).run();
}
