import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler } from "~/services/api.server";
import { attachViaApi } from "~/services/contracts.server";

/** POST agreements/attachment {id, type, file} (or ?id=): a document of an agreement or MoU; type defaults to other. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    return attachViaApi(request, "agreement", "other");
  });

export const loader = () => methodNotAllowed("POST");
