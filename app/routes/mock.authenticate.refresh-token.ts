import type { ActionFunctionArgs } from "@remix-run/node";
import { loadAccessUser } from "~/models/user.server";
import { bearerToken } from "~/services/api.server";
import { MOCK_MESSAGES, mockBody, mockFail, mockHandler, mockReply, signMockToken, verifyMockToken } from "~/services/mock.server";

/** POST /mock/authenticate/refresh-token {refresh_token} (or as the bearer): a new mock token pair; else 'Invalid access token'. */
export const action = ({ request }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use POST");
    const body = await mockBody(request);
    const token = typeof body.refresh_token === "string" ? body.refresh_token : bearerToken(request);
    const userId = token ? await verifyMockToken(token.slice(0, 500), "refresh") : null;
    const user = userId ? loadAccessUser(userId) : null;
    if (!user || user.status !== "active") return mockFail(401, MOCK_MESSAGES.invalidToken);
    return mockReply({ token_type: "Bearer", access_token: await signMockToken(user.id, "access"), refresh_token: await signMockToken(user.id, "refresh") });
  });

export const loader = () => mockHandler(() => mockFail(405, "Use POST"));
