import type { LoaderFunctionArgs } from "@remix-run/node";
import { userStatistics } from "~/models/user-admin.server";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { userScope } from "~/services/user-admin.server";

/** GET users/data/statistic: {total, byStatus{pending, active, blocked, deleted}, byRole[{role, label, count}], byDivision[{_id, code, name, count}]} within the caller's scope. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "read:user");
    return ok(userStatistics(userScope(admin)));
  });

export const action = () => methodNotAllowed("GET");
