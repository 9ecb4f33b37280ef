import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, fail, ok } from "~/services/api.server";
import { loginAnswer, requireApiCredentials } from "~/services/api-auth.server";

/**
 * POST auth/login {email,password}. With a trusted device (X-Device-Token) the answer
 * carries fingerprintStatus true and usable tokens; otherwise fingerprintStatus false and
 * no token at all: the client continues with auth/otp and auth/otp/verification.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    return ok(await loginAnswer(await requireApiCredentials(request)));
  });

export const loader = () => fail(405, "Use POST");
