import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";
import { requestOtp } from "~/services/otp.server";
import { verifyCredentials } from "~/services/sign-in.server";

const Body = z.object({ email: z.string().trim().toLowerCase().min(1), password: z.string().min(1) });

/** POST auth/otp {email,password}: sends a one-time code once the password is right again. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = Body.safeParse(await readBody(request));
    if (!parsed.success) return fail(400, "Email and password are required");
    const outcome = await verifyCredentials(request, parsed.data.email, parsed.data.password);
    if (outcome.kind === "failed") return fail(outcome.status, outcome.message, { reason: outcome.code });
    const sent = await requestOtp(outcome.user.id);
    if (!sent.ok) return fail(sent.status, sent.message, { retryAfterMs: sent.retryAfterMs });
    return ok({ message: "A 6-digit code was sent to your e-mail.", expiresAt: sent.expiresAt });
  });

export const loader = () => fail(405, "Use POST");
