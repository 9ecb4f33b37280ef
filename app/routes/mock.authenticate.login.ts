import type { ActionFunctionArgs } from "@remix-run/node";
import { loginAnswer } from "~/services/api-auth.server";
import { issueMockTokenPair, MOCK_MESSAGES, mockBody, mockFail, mockHandler, mockReply } from "~/services/mock.server";
import { verifyCredentials } from "~/services/sign-in.server";

/**
 * POST /mock/authenticate/login {email, password}: the same sign-in service as the portal and the API (per-address
 * throttle, failed sign-ins counted toward the account's temporary lock, blocked and pending accounts refused) and
 * the same answer as auth/login (loginAnswer): mock tokens (accepted by /mock routes only) only on a trusted device
 * (X-Device-Token); otherwise fingerprintStatus false and no token, the password alone never signs in. Every
 * failure keeps the catalogue's 'Email Or Password Invalid', with the status (401, 403 or 429) and the reason in data.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use POST");
    const body = await mockBody(request);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : "";
    const password = typeof body.password === "string" ? body.password.slice(0, 200) : "";
    if (!email || !password) return mockFail(401, MOCK_MESSAGES.invalidLogin);
    const outcome = await verifyCredentials(request, email, password);
    if (outcome.kind === "failed") return mockFail(outcome.status, MOCK_MESSAGES.invalidLogin, { reason: outcome.code, retryAfterMs: outcome.retryAfterMs ?? null });
    return mockReply(await loginAnswer(outcome, (user) => issueMockTokenPair(user.id)));
  });

export const loader = () => mockHandler(() => mockFail(405, "Use POST"));
