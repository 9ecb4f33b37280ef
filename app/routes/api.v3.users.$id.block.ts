import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, fail, ok, requireApiPermission } from "~/services/api.server";
import { blockUser } from "~/services/user-admin.server";

/** POST users/{id}/block. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "manage:user");
    blockUser(admin, params.id!);
    return ok({ _id: params.id, status: "blocked" });
  });

export const loader = () => fail(405, "Use POST");
