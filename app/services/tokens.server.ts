import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import {
  blacklistToken,
  claimRefreshToken,
  findTokenFamily,
  insertRefreshToken,
  insertTokenFamily,
  isBlacklisted,
  revokeFamilyRows,
  revokeUserTokenRows,
  type TokenAudience,
} from "~/models/tokens.server";
import { type AccessUser, loadAccessUser } from "~/models/user.server";
import { randomToken, sha256 } from "./crypto.server";
import { env } from "./env.server";

const REFRESH_DAYS = 30;
const key = () => new TextEncoder().encode(env().JWT_SECRET);

/** The spec's token claims (section 3), comma-separated lists, with its defaults when absent. */
export type TokenClaims = {
  sub: string;
  jti: string;
  exp: number;
  email: string;
  role: string;
  roles: string;
  permissions: string;
  grantAccess: string;
  levelAccess: number;
  division: string;
  divisionDesc: string;
  referenceId: string;
  /** The token family (one sign-in) the token belongs to; revoking the family refuses the token. */
  sid?: string;
};

export function claimsFor(user: AccessUser): Omit<TokenClaims, "sub" | "jti" | "exp"> {
  return {
    email: user.email,
    role: user.role,
    roles: user.roles.join(","),
    permissions: user.permissions.join(","),
    grantAccess: user.grantAccess.join(","),
    levelAccess: user.levelAccess ?? 3,
    division: user.division.code || "DIT-DDB",
    divisionDesc: user.division.name || "DIGITAL BUSINESS",
    referenceId: user.referenceId || "99999",
  };
}

export type { TokenAudience };

/** Starts a token family: one sign-in, whose access and refresh tokens all end together. */
export function openTokenFamily(userId: string, audience: TokenAudience): string {
  const id = randomUUID();
  insertTokenFamily(id, userId, audience);
  return id;
}

/** Whether the family still stands (not revoked, and of this audience). */
export function isLiveFamily(familyId: string, audience: TokenAudience) {
  const row = findTokenFamily(familyId);
  return Boolean(row && row.audience === audience && !row.revokedAt);
}

/** Ends a family: its access tokens are refused from now on and its refresh tokens stop working. */
export function revokeTokenFamily(familyId: string, reason: string) {
  revokeFamilyRows(familyId, reason, new Date().toISOString());
}

/** Ends every token sign-in of a user (password change or reset): all access and refresh tokens, API and mock. */
export function revokeAllTokensOf(userId: string, reason: string) {
  // Tokens from before families existed have no family to revoke; they are ended here too.
  revokeUserTokenRows(userId, reason, new Date().toISOString());
}

/** An access token of the family (a new family when none is given: a sign-in of its own). */
export async function issueAccessToken(user: AccessUser, familyId = openTokenFamily(user.id, "api")) {
  const ttlSeconds = env().SESSION_TTL_MINUTES * 60;
  const token = await new SignJWT({ ...claimsFor(user), sid: familyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt()
    .setIssuer("digimon")
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key());
  return { access_token: token, token_type: "Bearer", expires_in: ttlSeconds };
}

const refreshExpiry = () => new Date(Date.now() + REFRESH_DAYS * 86_400_000).toISOString();

/** A refresh token of the family; `prefix` only tells the mock's tokens apart at a glance. */
export function issueRefreshToken(userId: string, familyId: string, prefix = "") {
  const token = `${prefix}${randomToken()}`;
  insertRefreshToken({ id: randomUUID(), userId, familyId, tokenHash: sha256(token), expiresAt: refreshExpiry() });
  return token;
}

/** A sign-in's tokens: a new family, an access token and a refresh token of it. */
export async function issueTokenPair(user: AccessUser) {
  const familyId = openTokenFamily(user.id, "api");
  return { ...(await issueAccessToken(user, familyId)), refresh_token: issueRefreshToken(user.id, familyId) };
}

export type TokenCheck = { ok: true; claims: TokenClaims; user: AccessUser } | { ok: false; status: 401; message: string };

/** Verifies signature, expiry, the blacklist and the token's family, and that the user is still active. */
export async function verifyAccessToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: "digimon", algorithms: ["HS256"] });
    const claims = payload as unknown as TokenClaims;
    if (isBlacklisted(claims.jti)) return { ok: false, status: 401, message: "Token has been revoked" };
    // Every token carries its family; one without (minted before families) cannot be revoked with its sign-in, so it is refused.
    if (typeof claims.sid !== "string" || !isLiveFamily(claims.sid, "api")) return { ok: false, status: 401, message: "Token has been revoked" };
    const user = loadAccessUser(claims.sub);
    if (!user || user.status !== "active") return { ok: false, status: 401, message: "Invalid access token" };
    return { ok: true, claims, user };
  } catch (error) {
    return { ok: false, status: 401, message: error instanceof errors.JWTExpired ? "Token expired" : "Invalid access token" };
  }
}

export type RevokeOutcome = { ok: true } | { ok: false; status: 400 | 403; message: string };

/**
 * Logout: the token is refused from now on, until it would have expired anyway, and its sign-in ends with it
 * (the family: every refresh token issued with it). Only the caller's own tokens: another user's is refused.
 */
export async function revokeOwnToken(callerId: string, token: string): Promise<RevokeOutcome> {
  const check = await verifyAccessToken(token);
  if (!check.ok) return { ok: false, status: 400, message: "That token is not valid" };
  if (check.claims.sub !== callerId) return { ok: false, status: 403, message: "You can only revoke your own tokens" };
  blacklistToken(check.claims.jti, new Date(check.claims.exp * 1000).toISOString());
  if (check.claims.sid) revokeTokenFamily(check.claims.sid, "logout");
  return { ok: true };
}

export type Rotation = { user: AccessUser; familyId: string; refreshToken: string };

/**
 * Takes a refresh token once and hands out the next one of its family (rotation). A token presented again after
 * it was used means two parties hold it (the owner and a thief): the whole family is revoked, so both copies and
 * every access token of that sign-in stop working, and the owner signs in again.
 */
export function rotateRefreshToken(refreshToken: string, audience: TokenAudience, prefix = ""): Rotation | null {
  const next = `${prefix}${randomToken()}`;
  const outcome = claimRefreshToken(sha256(refreshToken), audience, new Date().toISOString(), { id: randomUUID(), tokenHash: sha256(next), expiresAt: refreshExpiry() });
  if (!outcome) return null;
  if ("reusedFamilyId" in outcome) {
    revokeTokenFamily(outcome.reusedFamilyId, "refresh token reused");
    return null;
  }
  return { user: outcome.user, familyId: outcome.familyId, refreshToken: next };
}

/** Exchanges an API refresh token for a new pair of the same sign-in; see rotateRefreshToken. */
export async function refreshTokenPair(refreshToken: string) {
  const rotated = rotateRefreshToken(refreshToken, "api");
  if (!rotated) return null;
  return { user: rotated.user, tokens: { ...(await issueAccessToken(rotated.user, rotated.familyId)), refresh_token: rotated.refreshToken } };
}
