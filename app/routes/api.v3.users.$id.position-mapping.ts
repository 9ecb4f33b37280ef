import type { ActionFunctionArgs } from "@remix-run/node";
import { PositionMappingSchema } from "~/lib/admin-schemas";
import { getAdminUser, toApiUser } from "~/models/user-admin.server";
import { methodNotAllowed, parseBodyOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { clearPositionMapping, setPositionMapping } from "~/services/user-admin.server";

/**
 * POST users/{id}/position-mapping {positionId, unitId, divisionId, companyId}: maps the user to a position of the
 * organisation tree (a unit alone is accepted too); the rest of the path is derived and any ids sent must agree with it.
 * DELETE users/{id}/position-mapping removes the mapping.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const id = params.id ?? "";
    if (request.method === "POST" || request.method === "PUT") {
      const admin = await requireApiPermission(request, "manage:user");
      const input = await parseBodyOr400(request, PositionMappingSchema);
      setPositionMapping(admin, id, input);
      return ok(toApiUser(getAdminUser(id)!).positionMapping);
    }
    if (request.method === "DELETE") {
      const admin = await requireApiPermission(request, "manage:user");
      clearPositionMapping(admin, id);
      return ok({ _id: id, positionMapping: null });
    }
    return methodNotAllowed("POST or DELETE");
  });

export const loader = () => methodNotAllowed("POST or DELETE");
