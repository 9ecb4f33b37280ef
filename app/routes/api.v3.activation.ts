import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PasswordSchema, passwordIsEmail } from "~/lib/password-rules";
import { activate, activateWithPassword, activationNeedsPassword } from "~/services/account.server";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";

const EXPIRED = "The activation link has expired or was already used";

/**
 * POST activation?token=&email=. An account that has no password yet (made by `npm run create-admin` or added to a
 * product) needs {password} in the body, checked by the reset-password rules, and is activated with it in one step,
 * like the activation page; an account that has a password activates as it stands.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const url = new URL(request.url);
    const token = url.searchParams.get("token");
    const email = url.searchParams.get("email");
    if (!token || !email) return fail(400, "token and email are required");
    if (activationNeedsPassword(token, email)) {
      const parsed = z.object({ password: PasswordSchema }).safeParse(await readBody(request));
      if (!parsed.success) return fail(400, `Choose a password for this account: ${parsed.error.issues[0].message}`, { field: "password" });
      if (passwordIsEmail(parsed.data.password, email)) return fail(400, "The password must not be your e-mail address", { field: "password" });
      return (await activateWithPassword(token, email, parsed.data.password)) ? ok({ message: "Account activated" }) : fail(400, EXPIRED);
    }
    return activate(token, email) ? ok({ message: "Account activated" }) : fail(400, EXPIRED);
  });

export const loader = () => fail(405, "Use POST");
