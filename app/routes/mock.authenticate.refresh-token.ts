import type { ActionFunctionArgs } from "@remix-run/node";
import { bearerToken } from "~/services/api.server";
import { MOCK_MESSAGES, mockBody, mockFail, mockHandler, mockReply, refreshMockTokenPair } from "~/services/mock.server";

/**
 * POST /mock/authenticate/refresh-token {refresh_token} (or as the bearer): the next mock token pair of the same
 * sign-in; the refresh token works once, and a second use ends the sign-in. Else 'Invalid access token'.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use POST");
    const body = await mockBody(request);
    const token = typeof body.refresh_token === "string" ? body.refresh_token : bearerToken(request);
    const refreshed = token ? refreshMockTokenPair(token) : null;
    if (!refreshed) return mockFail(401, MOCK_MESSAGES.invalidToken);
    return mockReply({ token_type: "Bearer", ...refreshed.tokens });
  });

export const loader = () => mockHandler(() => mockFail(405, "Use POST"));
