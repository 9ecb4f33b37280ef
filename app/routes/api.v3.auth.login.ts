import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";
import { apiUser, signedInPayload } from "~/services/api-auth.server";
import { menuFor } from "~/services/menu.server";
import { verifyCredentials } from "~/services/sign-in.server";

const Body = z.object({ email: z.string().trim().toLowerCase().min(1), password: z.string().min(1) });

/**
 * POST auth/login {email,password}. With a trusted device (X-Device-Token) the answer
 * carries fingerprintStatus true and usable tokens; otherwise fingerprintStatus false and
 * no token at all: the client continues with auth/otp and auth/otp/verification.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = Body.safeParse(await readBody(request));
    if (!parsed.success) return fail(400, "Email and password are required");
    const outcome = await verifyCredentials(request, parsed.data.email, parsed.data.password);
    if (outcome.kind === "failed") return fail(outcome.status, outcome.message, { reason: outcome.code });
    if (outcome.kind === "signedIn") return ok({ fingerprintStatus: true, ...(await signedInPayload(outcome.user)) });
    return ok({ fingerprintStatus: false, access_token: null, refresh_token: null, token_type: null, user: apiUser(outcome.user), menus: menuFor(outcome.user.roles) });
  });

export const loader = () => fail(405, "Use POST");
