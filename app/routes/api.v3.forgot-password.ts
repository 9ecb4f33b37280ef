import type { ActionFunctionArgs } from "@remix-run/node";
import { ForgotPasswordSchema } from "~/lib/account-schemas";
import { forgotPassword } from "~/services/account.server";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";
import { clientAddress } from "~/services/client-address.server";

/** POST forgot-password {email}: the same answer whether or not the address has an account. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = ForgotPasswordSchema.safeParse(await readBody(request));
    if (!parsed.success) return fail(400, parsed.error.issues[0].message);
    const outcome = forgotPassword(parsed.data.email, clientAddress(request));
    if (!outcome.ok) return fail(outcome.status, outcome.message, { retryAfterMs: outcome.retryAfterMs });
    return ok({ message: "If an account uses that address, a reset link is on its way." });
  });

export const loader = () => fail(405, "Use POST");
