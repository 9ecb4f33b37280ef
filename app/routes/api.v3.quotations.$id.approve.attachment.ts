import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok } from "~/services/api.server";
import { approveQuotation, authoriseQuotationApproval } from "~/services/quotations.server";
import { readQuotationUpload, toApiAttachment, updatedInfo } from "~/services/upload-api.server";

/**
 * POST quotations/{id}/approve/attachment {updated, approval, type, file}: approves the quotation through its machine
 * with the signed document attached (issue 23). 404 for an unknown id, 403 for a quotation the caller cannot see or
 * may not approve (approve:quotation), 409 when the machine refuses (not submitted, past its date).
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const { user, quotationId, file, fields } = await readQuotationUpload(request, params.id, authoriseQuotationApproval);
    const approval = fields.approval?.trim() ?? "";
    if (!approval) return fail(400, "approval is required (for example approved, or the approver's note)");
    const { result, attachment } = await approveQuotation(user, quotationId, file, approval.slice(0, 500), "api");
    return ok({ data: { ...toApiAttachment(attachment), type: attachment.attachmentType, quotationId, status: result.to, approval: approval.slice(0, 500), updated: updatedInfo(user, fields.updated) } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
