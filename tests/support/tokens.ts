import { loadAccessUser } from "~/models/user.server";
import { issueAccessToken } from "~/services/tokens.server";

/** The demo accounts by role (db/seed/users.ts); "system" has no login of its own. */
export const DEMO = {
  "super-admin": "usr-super-admin",
  admin: "usr-admin",
  "product-owner": "usr-owner",
  "invoice-signer": "usr-signer",
  member: "usr-member",
  settlement: "usr-settlement",
  partner: "usr-partner",
  companion: "usr-companion",
  approver: "usr-ent-signer",
} as const;
export type DemoRole = keyof typeof DEMO;

/**
 * A bearer token for a seeded user, minted as the OTP verification would (tests/integration/auth-api.test.ts
 * drives the real sign-in; the authorisation matrices only need a valid token per role).
 */
export async function tokenFor(userId: string) {
  const user = loadAccessUser(userId);
  if (!user) throw new Error(`No user ${userId}`);
  return (await issueAccessToken(user)).access_token;
}
