import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { UserCreateSchema } from "~/lib/admin-schemas";
import { pageMeta } from "~/lib/list-query";
import { getAdminUser, listUsers, toApiUser, USER_LIST_SPEC } from "~/models/user-admin.server";
import { methodNotAllowed, parseBodyOr400, parseQueryOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { createUser, userScope } from "~/services/user-admin.server";

/**
 * GET users: the spec's list parameters (currpage zero-based, perpage 1-100 default 10, likeor-fullname|phoneNumber|
 * email|nik|referenceId, filter-positionMapping.{company,division,unit,position}._id, filter-positionMapping.division.code,
 * filter-roles, filter-status, filter-type, sort-{column}=1|-1), within the caller's user scope.
 * Answers {status:true, data:{data: User[], meta:{currpage, perpage, total, totalpage}}}; deleted users only with filter-status=deleted.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "read:user");
    const query = parseQueryOr400(request, USER_LIST_SPEC);
    const { rows, total } = listUsers(query, userScope(admin));
    return ok({ data: rows.map(toApiUser), meta: pageMeta(query.currpage, query.perpage, total) });
  });

/** POST users {fullname, email, phoneNumber, nik, referenceId, type, jobPosition, country, roles, levelAccess, grantAccess, password}: 201 with the user. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET or POST");
    const admin = await requireApiPermission(request, "manage:user");
    const input = await parseBodyOr400(request, UserCreateSchema);
    const id = await createUser(admin, input);
    return ok(toApiUser(getAdminUser(id)!), { status: 201 });
  });
