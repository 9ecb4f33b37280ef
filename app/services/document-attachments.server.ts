import { json, redirect } from "@remix-run/node";
import { covers } from "~/lib/permissions";
import type { AccessUser } from "~/models/user.server";
import { withToast } from "./cookies.server";
import { httpError, readForm, responseMessage } from "./http.server";
import { MAX_UPLOAD_BYTES, storeUpload } from "./uploads.server";

/**
 * Who may attach files to a document, by its kind: the same rule shows the screen's upload button and admits the
 * upload itself, so a request can do no more than the screen offers. (Reading the document is checked first, by
 * the route, with document-access.server.ts.)
 */
export const UPLOAD_PERMISSIONS = {
  invoice: ["cancel:invoice", "approve:invoice"],
  billing: ["manage:billing"],
  purchase_order: ["manage:purchase-order"],
  recurring_profile: ["manage:recurring"],
} as const satisfies Record<string, readonly string[]>;

export type DocumentOwnerKind = keyof typeof UPLOAD_PERMISSIONS;

/** Whether the user may attach files to documents of `kind` (any one of its permissions). */
export function mayUploadTo(user: AccessUser, kind: DocumentOwnerKind): boolean {
  return UPLOAD_PERMISSIONS[kind].some((permission) => covers(user.permissions, permission));
}

/** The document a form upload attaches to, and who is attaching. */
export type UploadTarget = { user: AccessUser; ownerKind: DocumentOwnerKind; ownerId: string };

/** Refuses an oversized body before parsing it (the multipart parser would otherwise read it all into memory). */
export function assertUploadSize(request: Request) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) throw new Response(JSON.stringify({ status: false, message: "The file is larger than 10 MB" }), { status: 413, headers: { "Content-Type": "application/json" } });
}

/** A document page's posted form, after refusing an oversized body (assertUploadSize). */
export async function readDocumentForm(request: Request) {
  assertUploadSize(request);
  return readForm(request);
}

/**
 * Stores the form's `file` as an attachment of the document; a refused file comes back as a message for the form.
 * Without the upload permission of the document's kind it is a 403 and nothing is stored.
 */
export async function uploadFromForm(formData: FormData, target: UploadTarget): Promise<{ ok: true; name: string } | { ok: false; error: string }> {
  if (!mayUploadTo(target.user, target.ownerKind)) throw httpError(403, `Attaching files here needs one of the permissions ${UPLOAD_PERMISSIONS[target.ownerKind].join(", ")}.`);
  const file = formData.get("file");
  if (!(file instanceof File) || !file.size) return { ok: false, error: "Choose a file to upload" };
  try {
    const owner = { ownerKind: target.ownerKind, ownerId: target.ownerId, uploadedBy: target.user.id };
    const row = await storeUpload(file, { ...owner, attachmentType: String(formData.get("attachmentType") ?? "other") });
    return { ok: true, name: row.oriFilename };
  } catch (error) {
    const message = await responseMessage(error);
    if (message) return { ok: false, error: message };
    throw error;
  }
}

/** The `upload` intent of a document page: stores the file and redirects with a toast, or answers the form's error. */
export async function uploadIntent(request: Request, formData: FormData, target: UploadTarget, backTo: string) {
  const result = await uploadFromForm(formData, target);
  if (!result.ok) return json({ intent: "upload", fieldErrors: {} as Record<string, string[]>, message: result.error }, { status: 400 });
  return redirect(backTo, { headers: await withToast(request, { kind: "success", title: `${result.name} attached` }) });
}
