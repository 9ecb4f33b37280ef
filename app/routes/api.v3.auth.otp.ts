import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, fail, ok } from "~/services/api.server";
import { requireApiCredentials } from "~/services/api-auth.server";
import { requestOtp } from "~/services/otp.server";

/**
 * POST auth/otp {email,password}: sends a one-time code once the password is right again. Refused with 429 while
 * the last code is under a minute old or the account's hourly codes are used up: the message says which and when
 * to ask again (reason, retryAfterMs, retryAt, Retry-After).
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const outcome = await requireApiCredentials(request);
    const sent = await requestOtp(outcome.user.id);
    if (!sent.ok) {
      // Which limit (a minute between codes, or the hourly budget) and when a code can be asked for again.
      const refused = fail(sent.status, sent.message, { reason: sent.code, retryAfterMs: sent.retryAfterMs, retryAt: sent.retryAt });
      refused.headers.set("Retry-After", String(Math.ceil(sent.retryAfterMs / 1000)));
      return refused;
    }
    return ok({ message: "A 6-digit code was sent to your e-mail.", expiresAt: sent.expiresAt });
  });

export const loader = () => fail(405, "Use POST");
