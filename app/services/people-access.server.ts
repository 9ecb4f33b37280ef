import { covers } from "~/lib/permissions";
import { userInScope } from "~/models/user-admin.server";
import { type AccessUser, findUserById } from "~/models/user.server";
import type { ListScope } from "./access-scope.server";
import { userScope } from "./user-admin.server";

/**
 * Which other people a caller may see in an answer (issue 16: every call that returns people needs read:user):
 * nobody without a read:user permission; with one, the user list's own scope (userScope: everyone, or the users
 * mapped to the divisions of their scope). People who are not portal users (a partner company's PIC, a ticket's
 * contact) belong to no division, so only a caller who sees every user sees them, as with unmapped users.
 */
export type PeopleScope = { scope: ListScope | null; sees: (user: { positionDivisionId: string | null }) => boolean; seesUserId: (userId: string | null | undefined) => boolean; seesOutsiders: boolean };

export function peopleScope(caller: AccessUser): PeopleScope {
  const scope = covers(caller.permissions, "read:user") ? userScope(caller) : null;
  const sees = (user: { positionDivisionId: string | null }) => scope !== null && userInScope(user, scope);
  const known = new Map<string, boolean>();
  const seesUserId = (userId: string | null | undefined) => {
    if (!scope) return false;
    if (!userId) return scope.all;
    if (!known.has(userId)) {
      const row = findUserById(userId);
      known.set(userId, Boolean(row && sees(row)));
    }
    return known.get(userId)!;
  };
  return { scope, sees, seesUserId, seesOutsiders: Boolean(scope?.all) };
}

/** Whether the caller may ask for people at all (read:user in any scope). */
export const mayReadPeople = (caller: AccessUser) => covers(caller.permissions, "read:user");

const PERSON_KEYS = ["name", "fullname", "email", "by", "phone", "phoneNumber", "jobPosition"] as const;

/**
 * A copy of a mock answer with the people the caller may not see blanked out, wherever they sit in it:
 * - an object with a `userId` (a companion, a history entry's actor, an account manager's row) keeps its name,
 *   e-mail and actor only when that user is in the caller's people scope; otherwise those and the id become null;
 * - a company's `pic` list keeps only the PICs the caller may see (a PIC without an account: see below);
 * - people who are no portal user (an actor `by` without a userId, a partner's `pic` name, a ticket's
 *   `customerInfo`) are kept only for a caller who sees every user.
 * Objects without a userId keep their own `name`, `email` and `phone` (a company's, a product's).
 */
export function withoutHiddenPeople<T>(value: T, people: PeopleScope): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    const source = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(source)) {
      // A company's PICs: the hidden ones are left out, not listed blank.
      out[key] = key === "pic" && Array.isArray(inner) ? inner.filter((p) => people.seesUserId(typeof p?.userId === "string" ? p.userId : null)).map(walk) : walk(inner);
    }
    if ("userId" in source) {
      const userId = typeof source.userId === "string" ? source.userId : null;
      if (!people.seesUserId(userId)) {
        for (const key of ["userId", ...PERSON_KEYS]) if (key in out) out[key] = null;
      }
      return out;
    }
    if (!people.seesOutsiders) {
      if (typeof out.by === "string") out.by = null;
      if (typeof out.pic === "string") out.pic = null;
      if ("customerInfo" in out) out.customerInfo = null;
    }
    return out;
  };
  return walk(value) as T;
}
