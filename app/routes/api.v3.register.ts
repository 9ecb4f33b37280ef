import type { ActionFunctionArgs } from "@remix-run/node";
import { RegisterSchema } from "~/lib/account-schemas";
import { register } from "~/services/account.server";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";

/** POST register {fullname,email,phoneNumber,password,country}: a pending account and an activation e-mail. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = RegisterSchema.safeParse(await readBody(request));
    if (!parsed.success) return fail(400, parsed.error.issues[0].message, { errors: parsed.error.flatten().fieldErrors });
    const outcome = await register(parsed.data);
    if (!outcome.ok) return fail(409, outcome.message, { errors: { [outcome.field]: [outcome.message] } });
    return ok({ message: "Registered. Check your e-mail for the activation link." }, { status: 201 });
  });

export const loader = () => fail(405, "Use POST");
