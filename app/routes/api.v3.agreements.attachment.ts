import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";
import { attachmentType, readMultipart, storeApiUpload, toApiAttachment } from "~/services/upload-api.server";

/** POST agreements/attachment {type, file}: a partnership agreement document; type defaults to other. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const { file, fields } = await readMultipart(request);
    const type = attachmentType(fields.type, "other");
    const row = await storeApiUpload(user, file, { ownerKind: "agreement", attachmentType: type });
    return ok({ data: { ...toApiAttachment(row), type } }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
