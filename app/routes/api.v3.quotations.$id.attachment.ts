import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok } from "~/services/api.server";
import { attachmentType, readQuotationUpload, storeApiUpload, toApiAttachment, updatedInfo } from "~/services/upload-api.server";

/** POST quotations/{id}/attachment {file, type?, updated?}: a quotation's document, answered with the updated info (who, when). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const { user, quotationId, file, fields } = await readQuotationUpload(request, params.id);
    const type = attachmentType(fields.type, "other");
    const row = await storeApiUpload(user, file, { ownerKind: "quotation", ownerId: quotationId, attachmentType: type });
    return ok({ data: { ...toApiAttachment(row), type, quotationId, updated: updatedInfo(user, fields.updated) } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
