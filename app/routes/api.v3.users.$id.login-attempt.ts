import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiHandler, fail, ok, readBody, requireApiPermission } from "~/services/api.server";
import { setFailedLoginCounter } from "~/services/user-admin.server";

/** POST users/{id}/login-attempt {fail_login_attempt}: sets (usually resets to 0) the failed sign-in counter. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "manage:user");
    const parsed = z.object({ fail_login_attempt: z.coerce.number().int().min(0).max(4) }).safeParse(await readBody(request));
    if (!parsed.success) return fail(400, "fail_login_attempt must be a whole number from 0 to 4");
    setFailedLoginCounter(admin, params.id!, parsed.data.fail_login_attempt);
    return ok({ _id: params.id, fail_login_attempt: parsed.data.fail_login_attempt });
  });

export const loader = () => fail(405, "Use POST");
