import { json, redirect } from "@remix-run/node";
import { withToast } from "./cookies.server";
import { responseMessage } from "./http.server";
import { MAX_UPLOAD_BYTES, storeUpload, type UploadOwner } from "./uploads.server";

/** Refuses an oversized body before parsing it (the multipart parser would otherwise read it all into memory). */
export function assertUploadSize(request: Request) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) throw new Response(JSON.stringify({ status: false, message: "The file is larger than 10 MB" }), { status: 413, headers: { "Content-Type": "application/json" } });
}

/** A document page's posted form, after refusing an oversized body (assertUploadSize). */
export async function readDocumentForm(request: Request) {
  assertUploadSize(request);
  return request.formData();
}

/** Stores the form's `file` as an attachment of `owner`; a refused file comes back as a message for the form. */
export async function uploadFromForm(formData: FormData, owner: Omit<UploadOwner, "attachmentType">): Promise<{ ok: true; name: string } | { ok: false; error: string }> {
  const file = formData.get("file");
  if (!(file instanceof File) || !file.size) return { ok: false, error: "Choose a file to upload" };
  try {
    const row = await storeUpload(file, { ...owner, attachmentType: String(formData.get("attachmentType") ?? "other") });
    return { ok: true, name: row.oriFilename };
  } catch (error) {
    const message = await responseMessage(error);
    if (message) return { ok: false, error: message };
    throw error;
  }
}

/** The `upload` intent of a document page: stores the file and redirects with a toast, or answers the form's error. */
export async function uploadIntent(request: Request, formData: FormData, owner: Omit<UploadOwner, "attachmentType">, backTo: string) {
  const result = await uploadFromForm(formData, owner);
  if (!result.ok) return json({ intent: "upload", fieldErrors: {} as Record<string, string[]>, message: result.error }, { status: 400 });
  return redirect(backTo, { headers: await withToast(request, { kind: "success", title: `${result.name} attached` }) });
}
