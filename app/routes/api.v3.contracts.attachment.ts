import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler } from "~/services/api.server";
import { attachViaApi } from "~/services/contracts.server";

/** POST contracts/attachment {id, type, file} (or ?id=): a document of a contract (kontrak or PKS); type is required. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    return attachViaApi(request, "contract", null);
  });

export const loader = () => methodNotAllowed("POST");
