import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";
import { readMultipart, storeApiUpload, toApiAttachment } from "~/services/upload-api.server";

/** POST files {file}: stores a file (pdf, xlsx, xls, jpg, png; 10 MB); data.data.name is its stored name. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const { file } = await readMultipart(request);
    const row = await storeApiUpload(user, file, { ownerKind: "file", attachmentType: "other" });
    return ok({ data: toApiAttachment(row) }, { status: 201 });
  });

export const loader = () => methodNotAllowed("POST");
