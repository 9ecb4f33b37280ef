import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { findUserByEmail } from "~/models/user.server";
import { MOCK_MESSAGES, mockBody, mockFail, mockHandler, mockReply } from "~/services/mock.server";

/**
 * POST /mock/authenticate/register {fullname, email, phoneNumber, password, country}: answers as the real
 * registration would ('Please enter your name.', 'This email is already in use.') without creating anyone.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use POST");
    const body = await mockBody(request);
    const fullname = typeof body.fullname === "string" ? body.fullname.trim() : "";
    if (fullname.length < 2) return mockFail(400, MOCK_MESSAGES.nameMissing);
    const email = z.string().trim().toLowerCase().email().max(254).safeParse(body.email);
    if (!email.success) return mockFail(400, MOCK_MESSAGES.generic);
    if (findUserByEmail(email.data)) return mockFail(409, MOCK_MESSAGES.emailInUse);
    return mockReply({ fullname: fullname.slice(0, 120), email: email.data, status: "pending" }, null, { status: 201, message: "Registered. Check your e-mail to activate the account." });
  });

export const loader = () => mockHandler(() => mockFail(405, "Use POST"));
