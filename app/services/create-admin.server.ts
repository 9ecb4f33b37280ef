import { createPendingSuperAdmin } from "~/models/admin-account.server";
import { findUserByEmail, loadAccessUser, logActivity } from "~/models/user.server";
import { EmailSchema } from "~/lib/password-rules";
import { issueFirstPasswordLink } from "./account.server";

export type CreateAdminOutcome = { ok: true; created: boolean; email: string; link: string } | { ok: false; message: string };

/**
 * `npm run create-admin`: the first super-admin of a production install, which starts with no account. Creates a
 * pending super-admin without a password and returns a single-use link (one day) through which that person
 * chooses a password and activates the account. An address already in use is refused, except a super-admin
 * still pending (the link was lost or expired): that account gets a fresh link, and the old one stops working.
 */
export function createAdmin(input: { email: string; name?: string | null }): CreateAdminOutcome {
  const parsed = EmailSchema.safeParse(input.email);
  if (!parsed.success) return { ok: false, message: `Not an e-mail address: ${input.email}` };
  const email = parsed.data.trim().toLowerCase();
  const existing = findUserByEmail(email);
  if (existing) {
    const stillPendingAdmin = existing.status === "pending" && !existing.passwordHash && loadAccessUser(existing.id)?.roles.includes("super-admin");
    if (!stillPendingAdmin) return { ok: false, message: `An account with the e-mail ${email} already exists (${existing.status}). Nothing was changed.` };
    logActivity(existing.id, "account.admin-link-reissued");
    return { ok: true, created: false, email, link: issueFirstPasswordLink(existing) };
  }
  const id = createPendingSuperAdmin({ email, fullname: input.name?.trim() || null });
  logActivity(id, "account.admin-created", { via: "create-admin" });
  return { ok: true, created: true, email, link: issueFirstPasswordLink({ id, email }) };
}
