import type { z } from "zod";
import { covers } from "~/lib/permissions";
import { type ListQuery, type ListSpec, parseListQuery } from "~/lib/list-query";
import type { AccessUser } from "~/models/user.server";
import { fail, readBody, requireApiUser } from "./api.server";

/**
 * Small helpers shared by the administration API routes, so that every bad parameter and body is
 * a 400 that names the problem (never a 500), in the API's wrapper {status:false, message, code}.
 */
export function parseQueryOr400<L extends string, F extends string, S extends string>(request: Request, spec: ListSpec<L, F, S>): ListQuery<L, F, S> {
  const parsed = parseListQuery(new URL(request.url).searchParams, spec);
  if (!parsed.ok) throw fail(400, parsed.errors.join("; "), { errors: parsed.errors });
  return parsed.query;
}

/** The JSON or form body checked by `schema`; field errors come back as errors {field: [messages]}. */
export async function parseBodyOr400<T extends z.ZodTypeAny>(request: Request, schema: T): Promise<z.infer<T>> {
  const body = await readBody(request);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".") || "body";
      (errors[key] ??= []).push(issue.message);
    }
    throw fail(400, Object.entries(errors).map(([k, v]) => `${k}: ${v.join(", ")}`).join("; "), { errors });
  }
  return parsed.data;
}

/** A signed-in caller holding at least one of `permissions`; 401 without a valid token, 403 without any of them. */
export async function requireApiAnyPermission(request: Request, permissions: string[]): Promise<AccessUser> {
  const user = await requireApiUser(request);
  if (!permissions.some((p) => covers(user.permissions, p))) throw fail(403, `You need one of the permissions ${permissions.join(", ")} for this.`);
  return user;
}

export const methodNotAllowed = (allowed: string) => fail(405, `Use ${allowed}`);

/** A single text query parameter, trimmed, at most `max` characters (else 400). */
export function textParam(request: Request, name: string, { required = false, max = 100 } = {}): string | null {
  const value = new URL(request.url).searchParams.get(name)?.trim() ?? "";
  if (!value) {
    if (required) throw fail(400, `The query parameter ${name} is required`);
    return null;
  }
  if (value.length > max) throw fail(400, `${name} is longer than ${max} characters`);
  return value;
}
