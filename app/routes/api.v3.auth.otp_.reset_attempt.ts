import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiHandler, fail, ok, readBody, requireApiPermission } from "~/services/api.server";
import { resetOtpAttemptsOf } from "~/services/user-admin.server";

/** POST auth/otp/reset_attempt {_id}: an administrator clears a user's wrong-code count (404 outside their user scope). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "manage:user");
    const parsed = z.object({ _id: z.string().min(1).max(60) }).safeParse(await readBody(request));
    if (!parsed.success) return fail(400, "_id is required");
    const reset = resetOtpAttemptsOf(admin, parsed.data._id);
    return ok({ _id: parsed.data._id, reset });
  });

export const loader = () => fail(405, "Use POST");
