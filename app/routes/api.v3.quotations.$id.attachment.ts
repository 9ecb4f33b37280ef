import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok } from "~/services/api.server";
import { attachToQuotation, authoriseQuotationAttachment } from "~/services/quotations.server";
import { attachmentType, readQuotationUpload, toApiAttachment, updatedInfo } from "~/services/upload-api.server";

/**
 * POST quotations/{id}/attachment {file, type?, updated?}: a document of the quotation, answered with the updated info
 * (who, when). 404 for an unknown id, 403 for a quotation the caller cannot see or may not manage (issue 23).
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const { user, quotationId, file, fields } = await readQuotationUpload(request, params.id, authoriseQuotationAttachment);
    const type = attachmentType(fields.type, "other");
    const row = await attachToQuotation(user, quotationId, file, type, "api");
    return ok({ data: { ...toApiAttachment(row), type, quotationId, updated: updatedInfo(user, fields.updated) } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
