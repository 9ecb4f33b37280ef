import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageMeta } from "~/lib/list-query";
import { activityHistory } from "~/models/user-admin.server";
import { methodNotAllowed, parseQueryOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { readableUser } from "~/services/user-admin.server";

const SPEC = { likeor: [], filters: {}, sorts: [], defaultPerPage: 20, maxPerPage: 100 } as const;

/**
 * GET log-activity/{id}/history?currpage&perpage: everything the user did, newest first: sign-ins and changes
 * (activity log) and the workflow actions they took (transition log). data {data, meta}.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "read:user");
    const query = parseQueryOr400(request, SPEC);
    const user = readableUser(admin, params.id ?? "");
    const { rows, total } = activityHistory(user.user.id, { limit: query.perpage, offset: query.currpage * query.perpage });
    return ok({ data: rows, meta: pageMeta(query.currpage, query.perpage, total) });
  });

export const action = () => methodNotAllowed("GET");
