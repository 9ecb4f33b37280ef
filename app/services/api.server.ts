import { json } from "@remix-run/node";
import { covers } from "~/lib/permissions";
import type { AccessUser } from "~/models/user.server";
import { noteUser } from "./request-context.server";
import { verifyAccessToken } from "./tokens.server";

/**
 * The JSON API's wrapper (spec section 7): {status, data} on success, {status:false,
 * message, ...} with a fitting HTTP status on failure. Thrown Responses from services
 * already carry that shape, so handlers can let them through.
 */
export const ok = (data: unknown, init?: ResponseInit) => json({ status: true, data }, init);
export const fail = (status: number, message: string, extra: Record<string, unknown> = {}) => json({ status: false, message, code: status, ...extra }, { status });

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/** The API caller from the bearer token; 401 with the catalogue's message when missing, invalid, expired or blacklisted. */
export async function requireApiUser(request: Request): Promise<AccessUser> {
  const token = bearerToken(request);
  if (!token) throw fail(401, "Invalid access token");
  const check = await verifyAccessToken(token);
  if (!check.ok) throw fail(401, check.message);
  noteUser(check.user.id);
  return check.user;
}

export async function requireApiPermission(request: Request, permission: string): Promise<AccessUser> {
  const user = await requireApiUser(request);
  if (!covers(user.permissions, permission)) throw fail(403, `You need the permission ${permission} for this.`);
  return user;
}

/** Reads a JSON or form body as a plain object; a malformed body is a 400, never a 500. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = await request.json();
      if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
      throw new Error("not an object");
    }
    if (type.includes("form")) return Object.fromEntries(await request.formData());
    const text = await request.text();
    return text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw fail(400, "The request body is not valid JSON or form data");
  }
}

/** Runs an API handler so every failure leaves as the wrapper: thrown Responses pass, anything else is a logged 500. */
export async function apiHandler(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    const { logger } = await import("./logger.server");
    logger.error({ err: error instanceof Error ? error.stack : String(error) }, "api error");
    return fail(500, "Something went wrong");
  }
}
