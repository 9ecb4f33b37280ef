import { z } from "zod";
import { divisionOptions } from "~/models/organisation.server";
import { groupRule } from "~/models/reward.server";
import type { AccessUser } from "~/models/user.server";
import { fail, readBody } from "./api.server";
import { menuFor } from "./menu.server";
import { type SignInOutcome, verifyCredentials } from "./sign-in.server";
import { issueTokenPair } from "./tokens.server";

/** The user as the API returns it (spec section 3 field names). */
export function apiUser(user: AccessUser) {
  return {
    _id: user.id,
    userId: user.id,
    fullname: user.fullname,
    email: user.email,
    roles: user.roles,
    role: user.role,
    status: user.status,
    referenceId: user.referenceId,
    positionMapping: { division: { _id: user.division.id, code: user.division.code, name: user.division.name }, unit: { _id: user.unit.id, code: user.unit.code, name: user.unit.name } },
  };
}

type IssuedTokens = { access_token: string; refresh_token: string; token_type?: string; expires_in?: number };

/**
 * What a completed sign-in hands out: user, tokens, role, permissions and menus (issue 3, auth/otp/verification).
 * `issue` makes the sign-in's tokens: the API's JWT family by default, mock tokens for /mock/authenticate/login.
 */
export async function signedInPayload(user: AccessUser, issue: (user: AccessUser) => IssuedTokens | Promise<IssuedTokens> = issueTokenPair) {
  const tokens = await issue(user);
  return {
    user: apiUser(user),
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type ?? "Bearer",
    expires_in: tokens.expires_in ?? null,
    role: user.role,
    permissions: user.permissions,
    menus: menuFor(user.roles),
    // Spec section 3, "Kept in the browser": the divisions, level 3 under the group's top company, as value=code, label=name.
    divisions: divisionOptions().map(({ value, label }) => ({ value, label })),
    // Spec section 3: the point type (point_simple by default) is the group's reward rule as saved (issue 23).
    point_type: groupRule().pointType,
  };
}

/**
 * The answer to a password step that succeeded (auth/login and the mock login share it): on a trusted device the
 * signed-in payload with fingerprintStatus true; otherwise fingerprintStatus false and no token at all, so the
 * client must continue with auth/otp and auth/otp/verification (spec section 4, Login).
 */
export async function loginAnswer(outcome: Exclude<SignInOutcome, { kind: "failed" }>, issue?: Parameters<typeof signedInPayload>[1]) {
  if (outcome.kind === "signedIn") return { fingerprintStatus: true, ...(await signedInPayload(outcome.user, issue)) };
  return { fingerprintStatus: false, access_token: null, refresh_token: null, token_type: null, user: apiUser(outcome.user), menus: menuFor(outcome.user.roles) };
}

const Credentials = z.object({ email: z.string().trim().toLowerCase().min(1), password: z.string().min(1) });

/** Reads {email,password} from an API request and checks them: the outcome, or a thrown 400 or refusal (for apiHandler to answer). */
export async function requireApiCredentials(request: Request): Promise<Exclude<SignInOutcome, { kind: "failed" }>> {
  const parsed = Credentials.safeParse(await readBody(request));
  if (!parsed.success) throw fail(400, "Email and password are required");
  const outcome = await verifyCredentials(request, parsed.data.email, parsed.data.password);
  if (outcome.kind === "failed") throw fail(outcome.status, outcome.message, { reason: outcome.code });
  return outcome;
}
