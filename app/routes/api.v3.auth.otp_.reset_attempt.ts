import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { findUserById, logActivity } from "~/models/user.server";
import { apiHandler, fail, ok, readBody, requireApiPermission } from "~/services/api.server";
import { resetOtpAttempts } from "~/services/otp.server";

/** POST auth/otp/reset_attempt {_id}: an administrator clears a user's wrong-code count. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const admin = await requireApiPermission(request, "manage:user");
    const parsed = z.object({ _id: z.string().min(1) }).safeParse(await readBody(request));
    if (!parsed.success) return fail(400, "_id is required");
    if (!findUserById(parsed.data._id)) return fail(404, "User not found");
    const reset = resetOtpAttempts(parsed.data._id);
    logActivity(admin.id, "user.otp-attempts-reset", { userId: parsed.data._id }, null, { kind: "user", id: parsed.data._id });
    return ok({ _id: parsed.data._id, reset });
  });

export const loader = () => fail(405, "Use POST");
