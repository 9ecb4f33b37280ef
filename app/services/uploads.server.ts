import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type AttachmentRow, attachmentsOf, attachmentTypes, deleteAttachment, findAttachment, insertAttachment } from "~/models/attachments.server";
import { env } from "./env.server";
import { httpError } from "./http.server";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** csv: only files the portal stores after reading them itself (a settlement report), never a checked upload. */
export type FileKind = "pdf" | "xlsx" | "xls" | "jpg" | "png" | "csv";

const MIME: Record<FileKind, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  jpg: "image/jpeg",
  png: "image/png",
  csv: "text/csv; charset=utf-8",
};

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The file's real kind from its first bytes: an extension alone is a claim, not
 * proof. xlsx is a zip holding an xl/ folder; xls is an OLE2 compound document.
 */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "xls";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes.subarray(0, Math.min(bytes.length, 64 * 1024))).includes("xl/")) return "xlsx";
  return null;
}

function extensionKind(filename: string): FileKind | null {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (ext === "jpeg") return "jpg";
  return (["pdf", "xlsx", "xls", "jpg", "png"] as const).find((k) => k === ext) ?? null;
}

export type UploadRules = { allowed?: readonly FileKind[]; maxBytes?: number };
export type UploadOwner = { ownerKind: string; ownerId?: string | null; attachmentType?: string; uploadedBy?: string | null };
export type { AttachmentRow };
export { attachmentsOf, findAttachment };

/** Checks a file against the rules; returns its kind or throws a 400 that says what is wrong. */
export async function checkUpload(file: File, rules: UploadRules = {}): Promise<{ kind: FileKind; bytes: Uint8Array }> {
  const allowed = rules.allowed ?? ["pdf", "xlsx", "xls", "jpg", "png"];
  const maxBytes = rules.maxBytes ?? MAX_UPLOAD_BYTES;
  const list = allowed.join(", ");
  if (!file || typeof file.arrayBuffer !== "function" || !file.name) throw httpError(400, "Choose a file to upload");
  if (file.size === 0) throw httpError(400, `${file.name} is empty`);
  if (file.size > maxBytes) throw httpError(400, `${file.name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const claimed = extensionKind(file.name);
  if (!claimed || !allowed.includes(claimed)) throw httpError(400, `${file.name}: only ${list} files are accepted`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const actual = sniffKind(bytes);
  // jpg/png and xls/xlsx are interchangeable claims only when the content is one of the allowed kinds.
  if (!actual || !allowed.includes(actual) || (actual !== claimed && !(["jpg", "png"].includes(actual) && ["jpg", "png"].includes(claimed)))) {
    throw httpError(400, `${file.name} does not look like a ${claimed.toUpperCase()} file; its content does not match its name`);
  }
  return { kind: actual, bytes };
}

const uploadsDir = () => path.resolve(env().DATA_DIR, "uploads");

/** Stores a checked file under a generated name and records it; nothing is written when a check fails. */
export async function storeUpload(file: File, owner: UploadOwner, rules: UploadRules = {}): Promise<AttachmentRow> {
  const { kind, bytes } = await checkUpload(file, rules);
  const attachmentType = owner.attachmentType ?? "other";
  if (!(attachmentTypes as readonly string[]).includes(attachmentType)) throw httpError(400, `Unknown attachment type ${attachmentType}`);
  const id = randomUUID();
  const filename = `${id}.${kind}`;
  mkdirSync(uploadsDir(), { recursive: true });
  writeFileSync(path.join(uploadsDir(), filename), bytes);
  return insertAttachment({ id, ownerKind: owner.ownerKind, ownerId: owner.ownerId ?? null, attachmentType, url: `/files/${id}`, filename, oriFilename: path.basename(file.name).slice(0, 200), filetype: kind, size: bytes.byteLength, uploadedBy: owner.uploadedBy ?? null });
}

/** Takes back a stored upload (file and record) when the step it was for is refused: nothing is left half-written. */
export function removeUpload(row: AttachmentRow) {
  deleteAttachment(row.id);
  rmSync(path.join(uploadsDir(), path.basename(row.filename)), { force: true });
}

/** Stores bytes the portal generated itself (invoice PDFs): no size on record, as the spec notes. */
export function storeGenerated(bytes: Uint8Array, name: string, owner: UploadOwner & { filetype: FileKind }): AttachmentRow {
  const id = randomUUID();
  const filename = `${id}.${owner.filetype}`;
  mkdirSync(uploadsDir(), { recursive: true });
  writeFileSync(path.join(uploadsDir(), filename), bytes);
  return insertAttachment({ id, ownerKind: owner.ownerKind, ownerId: owner.ownerId ?? null, attachmentType: owner.attachmentType ?? "other", url: `/files/${id}`, filename, oriFilename: name, filetype: owner.filetype, size: null, uploadedBy: owner.uploadedBy ?? null });
}

/**
 * For a file the portal writes itself as a stream (a large report export, never held whole): its id and the path to
 * write, then recordGenerated once it is complete. A half-written file is never recorded (discardGenerated removes it).
 */
export function reserveGenerated(filetype: FileKind): { id: string; path: string; filetype: FileKind } {
  const id = randomUUID();
  mkdirSync(uploadsDir(), { recursive: true });
  return { id, path: path.join(uploadsDir(), `${id}.${filetype}`), filetype };
}

export function recordGenerated(reserved: { id: string; path: string; filetype: FileKind }, name: string, owner: UploadOwner): AttachmentRow {
  return insertAttachment({ id: reserved.id, ownerKind: owner.ownerKind, ownerId: owner.ownerId ?? null, attachmentType: owner.attachmentType ?? "other", url: `/files/${reserved.id}`, filename: path.basename(reserved.path), oriFilename: name, filetype: reserved.filetype, size: statSync(reserved.path).size, uploadedBy: owner.uploadedBy ?? null });
}

export function discardGenerated(reserved: { path: string }) {
  rmSync(reserved.path, { force: true });
}

/** The bytes of a stored file (an invoice's tax-invoice PDF attached to its e-mail). */
export function storedBytes(row: AttachmentRow): Buffer {
  return readFileSync(path.join(uploadsDir(), path.basename(row.filename)));
}

/** The stored file as a download (Content-Disposition attachment, the original name, the real type). */
export function downloadResponse(row: AttachmentRow): Response {
  const body = readFileSync(path.join(uploadsDir(), row.filename));
  const safeName = row.oriFilename.replace(/[^\w.\- ]+/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": MIME[row.filetype as FileKind] ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(row.oriFilename)}`,
      "Content-Length": String(body.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
