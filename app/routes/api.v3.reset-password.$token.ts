import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PasswordSchema, passwordIsEmail } from "~/lib/password-rules";
import { resetPassword } from "~/services/account.server";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";

/** POST reset-password/{token}?email= {password}: single use, within one hour. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const email = new URL(request.url).searchParams.get("email") ?? "";
    if (!email) return fail(400, "email is required");
    const parsed = z.object({ password: PasswordSchema }).safeParse(await readBody(request));
    if (!parsed.success) return fail(400, parsed.error.issues[0].message);
    if (passwordIsEmail(parsed.data.password, email)) return fail(400, "The password must not be your e-mail address");
    const done = await resetPassword(params.token ?? "", email, parsed.data.password);
    return done ? ok({ message: "Password changed" }) : fail(400, "This reset link has expired or was already used");
  });

export const loader = () => fail(405, "Use POST");
