import { APPROVE_CASHOUT, REQUEST_CASHOUT } from "~/domain/cash-outs";
import { BAST_FILE_OWNER } from "~/models/bast.server";
import { COMPANY_FILE_OWNER } from "~/models/company.server";
import { CONTRACT_FILE_OWNER } from "~/models/contract.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { requireBastInScope } from "./basts.server";
import { requireCompanyInScope } from "./companies.server";
import { requireContractInScope } from "./contracts.server";
import { type ReadableKind, requireReadableDocument } from "./document-access.server";
import { READ_PAYMENT } from "./payment-screens.server";
import { requireReadableSettlement } from "./settlement-screens.server";
import { httpError } from "./http.server";
import type { AttachmentRow } from "./uploads.server";

/**
 * Who may download a stored file (/files/{id}), by what it is attached to. Every kind the portal stores is named
 * here; a kind that is not is refused (404), so a new kind of upload is closed until someone decides who reads it.
 *
 * - a document's file (and an approval's signature image, which belongs to its invoice): whoever may read that
 *   document, asked of document-access.server.ts (the lists' own scope): 403 without any read permission of the
 *   kind, 404 outside the scope, like the document itself;
 * - an API upload that belongs to no document of ours (files, contracts, agreements, product pictures
 *   and attachments not yet linked to a product): only the person who uploaded it.
 */
const DOCUMENT_OWNERS: Record<string, ReadableKind> = {
  invoice: "invoice",
  signature: "invoice",
  billing: "billing",
  purchase_order: "purchase-order",
  recurring_profile: "recurring",
  product: "product",
  // Issue 23: a quotation's documents and its signed approval, for whoever may read that quotation.
  quotation: "quotation",
  quotation_approval: "quotation",
};

const UPLOADER_ONLY = new Set(["file", "contract", "agreement", "product_image", "product"]);

const NOT_FOUND = "That file does not exist";

/** Records whose files are read by whoever may see the record (API uploads without an id stay uploader-only). */
const RECORD_OWNERS: Record<string, (user: AccessUser, id: string) => unknown> = {
  [CONTRACT_FILE_OWNER]: requireContractInScope,
  [BAST_FILE_OWNER]: requireBastInScope,
};

/** A cash-out's attachments and transfer proof (issue 21): whoever works cash-outs (either side of maker-checker). */
const CASH_OUT_OWNERS = new Set(["cash-out", "cash-out-proof"]);

/** A settlement's report file and the files added when it was settled (issue 21): whoever may read that settlement. */
export const SETTLEMENT_FILE_OWNER = "settlement";

/** Returns the row when the user may download it; throws the refusal (403/404) otherwise. */
export function requireReadableAttachment(user: AccessUser, row: AttachmentRow | null): AttachmentRow {
  if (!row) throw httpError(404, NOT_FOUND);
  const kind = DOCUMENT_OWNERS[row.ownerKind];
  if (kind && row.ownerId) {
    requireReadableDocument(user, kind, row.ownerId);
    return row;
  }
  if (row.ownerKind === SETTLEMENT_FILE_OWNER && row.ownerId) {
    if (!hasPermission(user, READ_PAYMENT)) throw httpError(404, NOT_FOUND);
    requireReadableSettlement(user, row.ownerId);
    return row;
  }
  // Issue 23: a company's documents, for whoever sees that company (staff with read:company, the company's own partner).
  if (row.ownerKind === COMPANY_FILE_OWNER && row.ownerId) {
    try {
      requireCompanyInScope(user, row.ownerId);
    } catch {
      throw httpError(404, NOT_FOUND);
    }
    return row;
  }
  // Issue 23: a contract's or a BAST's documents, for whoever sees that record (their scopes; 404 otherwise).
  const recordCheck = row.ownerId ? RECORD_OWNERS[row.ownerKind] : undefined;
  if (recordCheck && row.ownerId) {
    try {
      recordCheck(user, row.ownerId);
    } catch {
      throw httpError(404, NOT_FOUND);
    }
    return row;
  }
  if (UPLOADER_ONLY.has(row.ownerKind) && row.uploadedBy !== null && row.uploadedBy === user.id) return row;
  if (CASH_OUT_OWNERS.has(row.ownerKind) && (hasPermission(user, REQUEST_CASHOUT) || hasPermission(user, APPROVE_CASHOUT))) return row;
  throw httpError(404, NOT_FOUND);
}
