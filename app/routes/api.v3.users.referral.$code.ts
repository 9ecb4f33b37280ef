import type { LoaderFunctionArgs } from "@remix-run/node";
import { covers } from "~/lib/permissions";
import { findUserByReferral, toApiUser, userInScope } from "~/models/user-admin.server";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { userScope } from "~/services/user-admin.server";

/**
 * GET users/referral/{code}: who owns a referral code. Any signed-in caller learns the name and status;
 * user admins (within their scope) get the whole user.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const caller = await requireApiUser(request);
    const code = (params.code ?? "").trim();
    if (!/^[A-Za-z0-9-]{3,40}$/.test(code)) return fail(400, "A referral code is 3 to 40 letters, digits or dashes");
    const row = findUserByReferral(code);
    if (!row || row.user.status === "deleted") return fail(404, `No user has the referral code ${code.toUpperCase()}`);
    if (covers(caller.permissions, "read:user") && userInScope(row.user, userScope(caller))) return ok(toApiUser(row));
    return ok({ _id: row.user.id, fullname: row.user.fullname, referralCode: row.user.referralCode, status: row.user.status });
  });

export const action = () => methodNotAllowed("GET");
