import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { logActivity } from "~/models/user.server";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";
import { signedInPayload } from "~/services/api-auth.server";
import { trustDevice } from "~/services/auth-session.server";
import { clientAddress } from "~/services/client-address.server";
import { verifyOtp } from "~/services/otp.server";
import { verifyCredentials } from "~/services/sign-in.server";

const Body = z.object({
  otp_code: z.coerce.string().trim().regex(/^\d{6}$/, "otp_code must be 6 digits"),
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
  trust_device: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
});

/** POST auth/otp/verification {otp_code,email,password}: the tokens, role, permissions and menus after a right code. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = Body.safeParse(await readBody(request));
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? "otp_code, email and password are required");
    const outcome = await verifyCredentials(request, parsed.data.email, parsed.data.password);
    if (outcome.kind === "failed") return fail(outcome.status, outcome.message, { reason: outcome.code });
    const checked = verifyOtp(outcome.user.id, parsed.data.otp_code, { address: clientAddress(request) });
    if (!checked.ok) return fail(checked.status, checked.message, { reason: checked.code });
    logActivity(outcome.user.id, "sign-in", { via: "api" });
    const trust = parsed.data.trust_device === true || parsed.data.trust_device === "true";
    const device = trust ? await trustDevice(request, outcome.user.id) : null;
    return ok({ ...(await signedInPayload(outcome.user)), device_token: device?.token ?? null });
  });

export const loader = () => fail(405, "Use POST");
