import { createHmac } from "node:crypto";
import { json } from "@remix-run/node";
import { z } from "zod";
import { todayInJakarta } from "~/domain/dates";
import { scopeProductIds } from "~/models/document-lists.server";
import { type AccessUser, loadAccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { bearerToken } from "./api.server";
import { readWebSession } from "./auth-session.server";
import type { MemoContext } from "./request-memo.server";
import { hasPermission } from "./auth.server";
import { safeEqual } from "./crypto.server";
import { env, isSandbox } from "./env.server";
import { isLiveFamily, issueRefreshToken, openTokenFamily, rotateRefreshToken, verifyAccessToken } from "./tokens.server";

/**
 * The spec's mocked calls (section 7): every reply is {status, code, message, data, meta{total, filtered, count}}.
 * They exist in sandbox mode only; in production mode every /mock route answers 404. Their data comes from the
 * seeded database through app/models/mock-data.server.ts. Except authenticate/* and faq/feedback they need a
 * signed-in caller (a bearer token or the portal session), answered 401 'Invalid access token' otherwise.
 */
export type MockMeta = { total: number; filtered: number; count: number } & Record<string, number>;

export const MOCK_MESSAGES = {
  ok: "Success",
  invalidLogin: "Email Or Password Invalid",
  invalidToken: "Invalid access token",
  emailInUse: "This email is already in use.",
  nameMissing: "Please enter your name.",
  generic: "Something went wrong",
  thanks: "Thanks for the response!",
} as const;

export function mockReply(data: unknown, meta: Partial<MockMeta> | null = null, { status = 200, message = MOCK_MESSAGES.ok as string } = {}) {
  const count = Array.isArray(data) ? data.length : data === null || data === undefined ? 0 : 1;
  const full = { total: meta?.total ?? count, filtered: meta?.filtered ?? meta?.total ?? count, count: meta?.count ?? count, ...meta };
  return json({ status: status < 400, code: status, message, data, meta: full }, { status });
}

export const mockFail = (status: number, message: string, data: unknown = null) => mockReply(data, { total: 0, filtered: 0, count: 0 }, { status, message });

/** Runs a mock: 404 outside sandbox mode; thrown Responses pass; anything unexpected is 'Something went wrong'. */
export async function mockHandler(fn: () => Promise<Response> | Response): Promise<Response> {
  if (!isSandbox()) return json({ status: false, code: 404, message: "Not Found" }, { status: 404 });
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    const { logger } = await import("./logger.server");
    logger.error({ err: error instanceof Error ? error.stack : String(error) }, "mock error");
    return mockFail(500, MOCK_MESSAGES.generic);
  }
}

export async function mockUser(request: Request, context: MemoContext): Promise<AccessUser> {
  const token = bearerToken(request);
  if (token?.startsWith("mock-access.")) {
    const userId = verifyMockAccessToken(token);
    const user = userId ? loadAccessUser(userId) : null;
    if (user && user.status === "active") return user;
    throw mockFail(401, MOCK_MESSAGES.invalidToken);
  }
  if (token) {
    const check = await verifyAccessToken(token);
    if (check.ok) return check.user;
    throw mockFail(401, MOCK_MESSAGES.invalidToken);
  }
  const session = await readWebSession(request, context);
  if (session) return session.user;
  throw mockFail(401, MOCK_MESSAGES.invalidToken);
}

/**
 * The caller's permissions and list scope, applied as the list screens apply them: 403 without `permission`, else
 * the product ids of the caller's `entity` list (access-scope.server.ts), null for every product, [] for none.
 */
export function mockScope(user: AccessUser, permission: string, entity: "invoice" | "billing" | "purchase-order" | "product"): string[] | null {
  if (!hasPermission(user, permission)) throw mockFail(403, `You need the permission ${permission} for this.`);
  return scopeProductIds(listScope(user, entity));
}

/** A mock with no product scope (the partner programme's companies and partnerships): 403 without `permission`. */
export function mockPermission(user: AccessUser, permission: string) {
  if (!hasPermission(user, permission)) throw mockFail(403, `You need the permission ${permission} for this.`);
}

const PageSchema = z.object({
  currpage: z.coerce.number().int().min(0).max(1_000_000).default(0),
  perpage: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_001).optional(),
});

/** currpage (zero-based) or page (one-based) and perpage, with the mock's own page size. */
export function mockPage(request: Request, defaultPerPage = 10) {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([k]) => ["currpage", "perpage", "page"].includes(k)));
  const parsed = PageSchema.safeParse(params);
  if (!parsed.success) throw mockFail(400, `Bad paging: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const perpage = parsed.data.perpage ?? defaultPerPage;
  const currpage = parsed.data.page ? parsed.data.page - 1 : parsed.data.currpage;
  return { currpage, perpage, offset: currpage * perpage, limit: perpage };
}

/** A short text query parameter (search, status...), or null; over-long is a 400. */
export function mockText(request: Request, name: string, max = 80): string | null {
  const value = new URL(request.url).searchParams.get(name)?.trim();
  if (!value) return null;
  if (value.length > max) throw mockFail(400, `${name} is longer than ${max} characters`);
  return value;
}

export const today = () => todayInJakarta(new Date());

/** A JSON or form body as an object; anything else is a 400 'Something went wrong'. */
export async function mockBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("form")) return Object.fromEntries(await request.formData());
    const text = await request.text();
    if (!text.trim()) return {};
    const body = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    /* falls through */
  }
  throw mockFail(400, MOCK_MESSAGES.generic);
}

/**
 * The mock sign-in's tokens, accepted by the /mock routes only (never by /api/v3), so the mocks do not open a way
 * around the one-time password of the real sign-in. Each mock sign-in is a token family of audience "mock"
 * (tokens.server.ts): the access token is signed and names its family, the refresh token is stored and rotates,
 * so logout, reuse and a password change end them like the API's own.
 */
const MOCK_ACCESS_TTL = 3600;
const MOCK_REFRESH_PREFIX = "mock-refresh.";

function signMockAccessToken(userId: string, familyId: string, now = Date.now()) {
  const body = `mock-access.${Buffer.from(userId).toString("base64url")}.${Math.floor(now / 1000) + MOCK_ACCESS_TTL}.${familyId}`;
  return `${body}.${createHmac("sha256", env().JWT_SECRET).update(body).digest("base64url")}`;
}

/** The user of a live mock access token (signature, expiry and its family still standing), or null. */
export function verifyMockAccessToken(token: string, now = Date.now()): string | null {
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== "mock-access") return null;
  const body = parts.slice(0, 4).join(".");
  if (!safeEqual(parts[4], createHmac("sha256", env().JWT_SECRET).update(body).digest("base64url"))) return null;
  if (!/^\d+$/.test(parts[2]) || Number(parts[2]) * 1000 < now) return null;
  if (!isLiveFamily(parts[3], "mock")) return null;
  return Buffer.from(parts[1], "base64url").toString();
}

/** A mock sign-in: a new family with its access and refresh token. */
export function issueMockTokenPair(userId: string) {
  const familyId = openTokenFamily(userId, "mock");
  return { access_token: signMockAccessToken(userId, familyId), refresh_token: issueRefreshToken(userId, familyId, MOCK_REFRESH_PREFIX) };
}

/** The next pair of the same mock sign-in; a refresh token used twice ends the family (rotateRefreshToken). */
export function refreshMockTokenPair(refreshToken: string) {
  if (!refreshToken.startsWith(MOCK_REFRESH_PREFIX) || refreshToken.length > 200) return null;
  const rotated = rotateRefreshToken(refreshToken, "mock", MOCK_REFRESH_PREFIX);
  if (!rotated) return null;
  return { user: rotated.user, tokens: { access_token: signMockAccessToken(rotated.user.id, rotated.familyId), refresh_token: rotated.refreshToken } };
}
