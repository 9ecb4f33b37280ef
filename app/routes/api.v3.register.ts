import type { ActionFunctionArgs } from "@remix-run/node";
import { RegisterSchema } from "~/lib/account-schemas";
import { REGISTERED_MESSAGE, register } from "~/services/account.server";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";
import { clientAddress } from "~/services/client-address.server";

/**
 * POST register {fullname,email,phoneNumber,password,country}: the same 201 whether or not the address is in use (a new
 * address gets a pending account and its activation link, the owner of a used one a note); 429 past the limits.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = RegisterSchema.safeParse(await readBody(request));
    if (!parsed.success) return fail(400, parsed.error.issues[0].message, { errors: parsed.error.flatten().fieldErrors });
    const outcome = await register(parsed.data, clientAddress(request));
    if (!outcome.ok) return fail(outcome.status, outcome.message, { retryAfterMs: outcome.retryAfterMs });
    return ok({ message: REGISTERED_MESSAGE }, { status: 201 });
  });

export const loader = () => fail(405, "Use POST");
