import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiPermission } from "~/services/api.server";
import { attachmentType, PRODUCT_IMAGE_TYPES, readMultipart, storeApiUpload, toApiAttachment } from "~/services/upload-api.server";

/**
 * POST products/attachment {type, file}: a product's image (type image_logo, benefit, banner or feature: jpg or png,
 * answered as the spec's image item {id, image, image_path, status: upload}) or document (an attachment type).
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiPermission(request, "manage:product");
    const { file, fields } = await readMultipart(request);
    const type = fields.type?.trim() ?? "";
    if ((PRODUCT_IMAGE_TYPES as readonly string[]).includes(type)) {
      const row = await storeApiUpload(user, file, { ownerKind: "product_image", attachmentType: "other" }, true);
      return ok({ data: { ...toApiAttachment(row), type, image: row.url, image_path: row.filename, status: "upload" } }, { status: 201 });
    }
    if (!type) return fail(400, `type is required: ${PRODUCT_IMAGE_TYPES.join(", ")} for images, or an attachment type for documents`);
    const row = await storeApiUpload(user, file, { ownerKind: "product", attachmentType: attachmentType(type, null) });
    return ok({ data: { ...toApiAttachment(row), type } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
