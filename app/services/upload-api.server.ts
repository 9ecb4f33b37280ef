import { attachmentTypes } from "~/models/attachments.server";
import type { AccessUser } from "~/models/user.server";
import { methodNotAllowed } from "./admin-api.server";
import { fail, requireApiUser } from "./api.server";
import { type AttachmentRow, type FileKind, MAX_UPLOAD_BYTES, storeUpload } from "./uploads.server";

/**
 * The spec's multipart upload calls (section 7, "Uploads") over the one upload service: the order-to-invoice
 * rules (pdf, xlsx, xls, jpg, png, checked by content, at most 10 MB), generated stored names, and the answer
 * in data.data with `name` (the stored file name) as the spec's clients read it.
 */
export const PRODUCT_IMAGE_TYPES = ["image_logo", "benefit", "banner", "feature"] as const;
const IMAGE_KINDS: FileKind[] = ["jpg", "png"];
// multipart framing and the other fields travel with the file; anything far beyond the limit is refused unread.
const MAX_BODY = MAX_UPLOAD_BYTES + 256 * 1024;

export async function readMultipart(request: Request): Promise<{ file: File; fields: Record<string, string> }> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().includes("multipart/form-data")) throw fail(400, "Send the file as multipart/form-data in the field file");
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_BODY) throw fail(400, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw fail(400, "The multipart body could not be read");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw fail(400, "Send the file in the field file");
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "file") fields[key] = value.slice(0, 2000);
  return { file, fields };
}

export function attachmentType(value: string | undefined, fallback: string | null): string {
  const type = value?.trim() || fallback;
  if (!type) throw fail(400, `type is required: one of ${attachmentTypes.join(", ")}`);
  if (!(attachmentTypes as readonly string[]).includes(type)) throw fail(400, `type must be one of ${attachmentTypes.join(", ")}`);
  return type;
}

export function toApiAttachment(row: AttachmentRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.filename,
    url: row.url,
    filename: row.filename,
    ori_filename: row.oriFilename,
    filetype: row.filetype,
    size: row.size,
    attachmentType: row.attachmentType,
    created: { at: row.createdAt, by: row.uploadedBy },
  };
}

export async function storeApiUpload(user: AccessUser, file: File, owner: { ownerKind: string; ownerId?: string | null; attachmentType: string }, images = false) {
  return storeUpload(file, { ...owner, uploadedBy: user.id }, images ? { allowed: IMAGE_KINDS } : {});
}

/** The "updated" info of the quotation calls: who and when, plus whatever the client sent (JSON or text). */
export function updatedInfo(user: AccessUser, sent: string | undefined) {
  let extra: Record<string, unknown> = {};
  if (sent?.trim()) {
    try {
      const parsed = JSON.parse(sent);
      extra = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { note: String(parsed) };
    } catch {
      extra = { note: sent.trim() };
    }
  }
  return { ...extra, by: user.displayName, reference_id: user.referenceId, userId: user.id, at: new Date().toISOString() };
}

export const isOpaqueId = (id: string | undefined): id is string => Boolean(id && /^[\w.-]{1,80}$/.test(id));

/**
 * The start of a quotation upload (POST or PUT): the API user, the quotation id and the multipart body. `authorise`
 * refuses an unknown or unreachable quotation before the body is read. Refusals are thrown, for apiHandler to answer.
 */
export async function readQuotationUpload(request: Request, id: string | undefined, authorise: (user: AccessUser, id: string) => void) {
  if (request.method !== "POST" && request.method !== "PUT") throw methodNotAllowed("POST");
  const user = await requireApiUser(request);
  if (!isOpaqueId(id)) throw fail(400, "The quotation id is 1 to 80 letters, digits, dots, dashes or underscores");
  authorise(user, id);
  const { file, fields } = await readMultipart(request);
  return { user, quotationId: id, file, fields };
}
