import { jobPositionOf } from "~/models/user-profile.server";
import { deleteAttachment } from "~/models/attachments.server";
import { getInvoice } from "~/models/invoice.server";
import { type AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { httpError } from "./http.server";
import { requireReadableRow } from "./document-access.server";
import { checkUpload, storeUpload } from "./uploads.server";
import { actorOf, workflow } from "./workflows.server";

/** Every action on an invoice first needs the invoice to be readable (404 outside the scope), then its own permission. */
const visibleInvoice = (user: AccessUser, id: string) => requireReadableRow(user, "invoice", getInvoice(id));

export type ApproveInput = { message: string; skumNo: string; skumRelease: string; signature?: File | null; version?: number };

/**
 * The designated signer (or a super-admin) approves; the number is assigned in the
 * approval transaction. A signature image is checked before anything is written and
 * removed again if the approval is refused, so a refusal leaves nothing behind.
 */
export async function approveInvoice(user: AccessUser, id: string, input: ApproveInput) {
  if (!hasPermission(user, "approve:invoice")) throw httpError(403, "You need the permission approve:invoice for this.");
  visibleInvoice(user, id);
  const hasSignature = input.signature && input.signature.size > 0;
  if (hasSignature) await checkUpload(input.signature!, { allowed: ["png", "jpg"], maxBytes: 2 * 1024 * 1024 });
  const signature = hasSignature ? await storeUpload(input.signature!, { ownerKind: "signature", ownerId: id, uploadedBy: user.id, attachmentType: "other" }, { allowed: ["png", "jpg"], maxBytes: 2 * 1024 * 1024 }) : null;
  try {
    return workflow().send(
      "invoice",
      id,
      { type: "invoice.approve", message: input.message, skumNo: input.skumNo, skumRelease: input.skumRelease, signImage: signature?.url, position: jobPositionOf(user.id) },
      actorOf(user),
      { expectedVersion: input.version },
    );
  } catch (error) {
    if (signature) deleteAttachment(signature.id);
    throw error;
  }
}

type Decision = "invoice.return" | "invoice.reject" | "invoice.cancel";
const DECISION_PERMISSION: Record<Decision, string> = { "invoice.return": "approve:invoice", "invoice.reject": "approve:invoice", "invoice.cancel": "cancel:invoice" };

/** Return, reject or cancel with a reason (the machine's guards decide who may, and from which state). */
export function decideInvoice(user: AccessUser, id: string, type: Decision, message: string, version?: number) {
  if (!hasPermission(user, DECISION_PERMISSION[type])) throw httpError(403, `You need the permission ${DECISION_PERMISSION[type]} for this.`);
  visibleInvoice(user, id);
  return workflow().send("invoice", id, { type, message }, actorOf(user), { expectedVersion: version });
}

/** A returned invoice is reissued as a new invoice (new number at its approval), linked both ways. */
export function reissueInvoice(user: AccessUser, id: string, version?: number) {
  if (!hasPermission(user, "reissue:invoice")) throw httpError(403, "You need the permission reissue:invoice for this.");
  visibleInvoice(user, id);
  workflow().send("invoice", id, { type: "invoice.reissue" }, actorOf(user), { expectedVersion: version });
  return getInvoice(id)!.replacedByInvoiceId!;
}
