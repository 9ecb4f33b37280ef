import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, fail, ok, requireApiPermission } from "~/services/api.server";
import { unblockUser } from "~/services/user-admin.server";

/** POST users/{id}/unblock (also clears fail_login_attempt). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "manage:user");
    unblockUser(admin, params.id!);
    return ok({ _id: params.id, status: "active", fail_login_attempt: 0 });
  });

export const loader = () => fail(405, "Use POST");
