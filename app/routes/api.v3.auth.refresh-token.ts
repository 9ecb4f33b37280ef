import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiHandler, fail, ok, readBody } from "~/services/api.server";
import { refreshTokenPair } from "~/services/tokens.server";

/** POST auth/refresh-token {refresh_token}: a new token pair; the refresh token works once (rotation). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    const parsed = z.object({ refresh_token: z.string().min(10) }).safeParse(await readBody(request));
    if (!parsed.success) return fail(400, "refresh_token is required");
    const refreshed = await refreshTokenPair(parsed.data.refresh_token);
    if (!refreshed) return fail(401, "Invalid refresh token");
    return ok(refreshed.tokens);
  });

export const loader = () => fail(405, "Use POST");
