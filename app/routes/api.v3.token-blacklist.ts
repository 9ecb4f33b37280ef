import type { ActionFunctionArgs } from "@remix-run/node";
import { logActivity } from "~/models/user.server";
import { apiHandler, bearerToken, fail, ok, readBody, requireApiUser } from "~/services/api.server";
import { revokeOwnToken } from "~/services/tokens.server";

/**
 * POST token-blacklist (logout): the bearer token (or body.token, which must be the caller's own) is refused from
 * now on, and the sign-in it belongs to ends with it (its refresh tokens too). Another user's token is a 403 and
 * stays valid: knowing a token is not a right to end someone else's sign-in.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    const token = typeof body.token === "string" && body.token ? body.token : bearerToken(request)!;
    const revoked = await revokeOwnToken(user.id, token);
    if (!revoked.ok) return fail(revoked.status, revoked.message);
    logActivity(user.id, "sign-out", { via: "api" });
    return ok({ message: "Token revoked" });
  });

export const loader = () => fail(405, "Use POST");
