import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, fail, ok } from "~/services/api.server";
import { requireApiCredentials } from "~/services/api-auth.server";
import { requestOtp } from "~/services/otp.server";

/** POST auth/otp {email,password}: sends a one-time code once the password is right again. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const outcome = await requireApiCredentials(request);
    const sent = await requestOtp(outcome.user.id);
    if (!sent.ok) return fail(sent.status, sent.message, { retryAfterMs: sent.retryAfterMs });
    return ok({ message: "A 6-digit code was sent to your e-mail.", expiresAt: sent.expiresAt });
  });

export const loader = () => fail(405, "Use POST");
