import type { LoaderFunctionArgs } from "@remix-run/node";
import { covers } from "~/lib/permissions";
import { findUserByReferral, toApiUser, userInScope } from "~/models/user-admin.server";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { userScope } from "~/services/user-admin.server";

/**
 * GET users/referral/{code}: whether a referral code is live, for any signed-in caller; who owns it (the whole
 * user) only for a caller with read:user whose user scope holds the owner (issue 16: people need read:user).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const caller = await requireApiUser(request);
    const code = (params.code ?? "").trim();
    if (!/^[A-Za-z0-9-]{3,40}$/.test(code)) return fail(400, "A referral code is 3 to 40 letters, digits or dashes");
    const row = findUserByReferral(code);
    if (!row || row.user.status === "deleted") return fail(404, `No user has the referral code ${code.toUpperCase()}`);
    if (covers(caller.permissions, "read:user") && userInScope(row.user, userScope(caller))) return ok(toApiUser(row));
    return ok({ referralCode: row.user.referralCode, valid: row.user.status === "active" });
  });

export const action = () => methodNotAllowed("GET");
