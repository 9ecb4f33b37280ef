import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { UserUpdateSchema } from "~/lib/admin-schemas";
import { getAdminUser, toApiUser } from "~/models/user-admin.server";
import { methodNotAllowed, parseBodyOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { deleteUser, readableUser, updateUser } from "~/services/user-admin.server";

/** GET users/{id}: the user (deleted ones too: their history is kept), if within the caller's scope. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "read:user");
    return ok(toApiUser(readableUser(admin, params.id ?? "")));
  });

/** PUT users/{id}: changes the fields sent (data.changed lists them). DELETE users/{id}: soft delete. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const id = params.id ?? "";
    if (request.method === "PUT" || request.method === "PATCH") {
      const admin = await requireApiPermission(request, "manage:user");
      const input = await parseBodyOr400(request, UserUpdateSchema);
      const { changed } = updateUser(admin, id, input);
      return ok({ ...toApiUser(getAdminUser(id)!), changed });
    }
    if (request.method === "DELETE") {
      const admin = await requireApiPermission(request, "manage:user");
      deleteUser(admin, id);
      const row = getAdminUser(id)!;
      return ok({ _id: id, status: row.user.status, deletedAt: row.user.deletedAt });
    }
    return methodNotAllowed("GET, PUT or DELETE");
  });
