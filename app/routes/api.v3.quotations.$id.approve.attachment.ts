import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { attachmentType, isOpaqueId, readMultipart, storeApiUpload, toApiAttachment, updatedInfo } from "~/services/upload-api.server";

/** POST quotations/{id}/approve/attachment {updated, approval, type, file}: the signed approval of a quotation. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST" && request.method !== "PUT") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    if (!isOpaqueId(params.id)) return fail(400, "The quotation id is 1 to 80 letters, digits, dots, dashes or underscores");
    const { file, fields } = await readMultipart(request);
    const approval = fields.approval?.trim() ?? "";
    if (!approval) return fail(400, "approval is required (for example approved, or the approver's note)");
    const type = attachmentType(fields.type, "other");
    const row = await storeApiUpload(user, file, { ownerKind: "quotation_approval", ownerId: params.id, attachmentType: type });
    return ok({ data: { ...toApiAttachment(row), type, quotationId: params.id, approval: approval.slice(0, 500), updated: updatedInfo(user, fields.updated) } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
