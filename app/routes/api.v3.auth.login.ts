import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, fail, ok } from "~/services/api.server";
import { apiUser, requireApiCredentials, signedInPayload } from "~/services/api-auth.server";
import { menuFor } from "~/services/menu.server";

/**
 * POST auth/login {email,password}. With a trusted device (X-Device-Token) the answer
 * carries fingerprintStatus true and usable tokens; otherwise fingerprintStatus false and
 * no token at all: the client continues with auth/otp and auth/otp/verification.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const outcome = await requireApiCredentials(request);
    if (outcome.kind === "signedIn") return ok({ fingerprintStatus: true, ...(await signedInPayload(outcome.user)) });
    return ok({ fingerprintStatus: false, access_token: null, refresh_token: null, token_type: null, user: apiUser(outcome.user), menus: menuFor(outcome.user.roles) });
  });

export const loader = () => fail(405, "Use POST");
