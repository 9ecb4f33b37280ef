import type { LoaderFunctionArgs } from "@remix-run/node";
import { findNodeByIdOrCode } from "~/models/organisation.server";
import { searchUserOptions } from "~/models/user-admin.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiPermission } from "~/services/api.server";
import { userScope } from "~/services/user-admin.server";

/**
 * GET buffers/generate/users?division=code-or-id: the division's active users as picker entries {label, email, value,
 * userId}. People need read:user (issue 16), and only those of the caller's user list scope are listed.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireApiPermission(request, "read:user");
    const code = textParam(request, "division", { required: true, max: 60 })!;
    const division = findNodeByIdOrCode(code);
    if (!division || division.level !== 3) return fail(400, `${code} is not a division`);
    const scope = userScope(user);
    return ok({ division: { _id: division.id, code: division.code, name: division.name }, data: searchUserOptions("", scope, { divisionId: division.id, limit: 500 }) });
  });

export const action = () => methodNotAllowed("GET");
