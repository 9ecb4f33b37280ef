import type { LoaderFunctionArgs } from "@remix-run/node";
import { PERMISSIONS } from "~/lib/permissions";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";

/** GET permissions: the catalogue, named action:entity[:scope], with what each allows. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    return ok({ data: Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description })) });
  });

export const action = () => methodNotAllowed("GET");
