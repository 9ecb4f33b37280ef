import type { ActionFunctionArgs } from "@remix-run/node";
import { logActivity } from "~/models/user.server";
import { apiHandler, bearerToken, fail, ok, readBody, requireApiUser } from "~/services/api.server";
import { blacklistToken } from "~/services/tokens.server";

/** POST token-blacklist (logout): the bearer token (or body.token of the same user) is refused from now on. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    const token = typeof body.token === "string" && body.token ? body.token : bearerToken(request)!;
    if (!(await blacklistToken(token))) return fail(400, "That token is not valid");
    logActivity(user.id, "sign-out", { via: "api" });
    return ok({ message: "Token revoked" });
  });

export const loader = () => fail(405, "Use POST");
