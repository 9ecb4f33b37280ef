import type { ActionFunctionArgs } from "@remix-run/node";
import { findUserByEmail, loadAccessUser } from "~/models/user.server";
import { apiUser } from "~/services/api-auth.server";
import { menuFor } from "~/services/menu.server";
import { issueMockTokenPair, MOCK_MESSAGES, mockBody, mockFail, mockHandler, mockReply } from "~/services/mock.server";
import { verifyPassword } from "~/services/password.server";

/**
 * POST /mock/authenticate/login {email, password}: checks the password of a seeded user and answers mock tokens
 * (accepted by /mock routes only). A wrong e-mail or password is 'Email Or Password Invalid'.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use POST");
    const body = await mockBody(request);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : "";
    const password = typeof body.password === "string" ? body.password.slice(0, 200) : "";
    const row = email && password ? findUserByEmail(email) : undefined;
    const valid = row && (await verifyPassword(row.passwordHash, password));
    const user = valid ? loadAccessUser(row.id) : null;
    if (!user || user.status !== "active") return mockFail(401, MOCK_MESSAGES.invalidLogin);
    return mockReply({
      fingerprintStatus: true, token_type: "Bearer", ...issueMockTokenPair(user.id),
      user: apiUser(user), role: user.role, permissions: user.permissions, menus: menuFor(user.roles),
    });
  });

export const loader = () => mockHandler(() => mockFail(405, "Use POST"));
