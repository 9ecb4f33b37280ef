import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { OrgNodeCreateSchema } from "~/lib/admin-schemas";
import { pageMeta } from "~/lib/list-query";
import { listNodes, ORG_LIST_SPEC } from "~/models/organisation.server";
import { methodNotAllowed, parseBodyOr400, parseQueryOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission, requireApiUser } from "~/services/api.server";
import { createOrgNode, toApiNode } from "~/services/organisation.server";

/**
 * GET organization-structures: the nodes as a flat, paged list (likeor-code|name|loker, filter-level|kind|parentId,
 * sort-code|name|level|sortOrder|createdAt), for any signed-in caller. data {data, meta}.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const query = parseQueryOr400(request, ORG_LIST_SPEC);
    const { rows, total } = listNodes(query);
    return ok({ data: rows.map(toApiNode), meta: pageMeta(query.currpage, query.perpage, total) });
  });

/** POST organization-structures {parentId, code, name, loker?, revenueSettings?}: the level is the parent's plus one. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET or POST");
    const admin = await requireApiPermission(request, "manage:organisation");
    const input = await parseBodyOr400(request, OrgNodeCreateSchema);
    return ok(toApiNode(createOrgNode(admin, input)), { status: 201 });
  });
