import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok } from "~/services/api.server";
import { attachmentType, readQuotationUpload, storeApiUpload, toApiAttachment, updatedInfo } from "~/services/upload-api.server";

/** POST quotations/{id}/approve/attachment {updated, approval, type, file}: the signed approval of a quotation. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const { user, quotationId, file, fields } = await readQuotationUpload(request, params.id);
    const approval = fields.approval?.trim() ?? "";
    if (!approval) return fail(400, "approval is required (for example approved, or the approver's note)");
    const type = attachmentType(fields.type, "other");
    const row = await storeApiUpload(user, file, { ownerKind: "quotation_approval", ownerId: quotationId, attachmentType: type });
    return ok({ data: { ...toApiAttachment(row), type, quotationId, approval: approval.slice(0, 500), updated: updatedInfo(user, fields.updated) } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
