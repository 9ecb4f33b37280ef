import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";
import { attachmentType, readMultipart, storeApiUpload, toApiAttachment } from "~/services/upload-api.server";

/** POST contracts/attachment {type, file}: a contract document; type is an attachment type (kontrak, pks, bast, ...) and required. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const { file, fields } = await readMultipart(request);
    const type = attachmentType(fields.type, null);
    const row = await storeApiUpload(user, file, { ownerKind: "contract", attachmentType: type });
    return ok({ data: { ...toApiAttachment(row), type } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
