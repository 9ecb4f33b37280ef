import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import { db } from "#db/client.server";
import { refreshTokens, tokenBlacklist } from "#db/schema";
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

export async function issueAccessToken(user: AccessUser) {
  const ttlSeconds = env().SESSION_TTL_MINUTES * 60;
  const token = await new SignJWT(claimsFor(user))
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt()
    .setIssuer("digimon")
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key());
  return { access_token: token, token_type: "Bearer", expires_in: ttlSeconds };
}

export function issueRefreshToken(userId: string) {
  const token = randomToken();
  db().insert(refreshTokens).values({ id: randomUUID(), userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + REFRESH_DAYS * 86_400_000).toISOString() }).run();
  return token;
}

export async function issueTokenPair(user: AccessUser) {
  return { ...(await issueAccessToken(user)), refresh_token: issueRefreshToken(user.id) };
}

export type TokenCheck = { ok: true; claims: TokenClaims; user: AccessUser } | { ok: false; status: 401; message: string };

/** Verifies signature, expiry and the blacklist, and that the user is still active. */
export async function verifyAccessToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: "digimon", algorithms: ["HS256"] });
    const claims = payload as unknown as TokenClaims;
    if (db().select().from(tokenBlacklist).where(eq(tokenBlacklist.jti, claims.jti)).get()) return { ok: false, status: 401, message: "Token has been revoked" };
    const user = loadAccessUser(claims.sub);
    if (!user || user.status !== "active") return { ok: false, status: 401, message: "Invalid access token" };
    return { ok: true, claims, user };
  } catch (error) {
    return { ok: false, status: 401, message: error instanceof errors.JWTExpired ? "Token expired" : "Invalid access token" };
  }
}

/** Logout: the token is refused from now on, until it would have expired anyway. */
export async function blacklistToken(token: string) {
  const check = await verifyAccessToken(token);
  if (!check.ok) return false;
  db().insert(tokenBlacklist).values({ jti: check.claims.jti, expiresAt: new Date(check.claims.exp * 1000).toISOString() }).onConflictDoNothing().run();
  return true;
}

/** Exchanges a refresh token for a new pair; the old refresh token is revoked (rotation), so it works once. */
export async function refreshTokenPair(refreshToken: string) {
  const now = new Date().toISOString();
  const row = db()
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .get();
  if (!row) return null;
  const user = loadAccessUser(row.userId);
  if (!user || user.status !== "active") return null;
  db().update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.id, row.id)).run();
  return { user, tokens: await issueTokenPair(user) };
}
