import { type AccessUser, findUserById, logActivity, resetFailedLogin, setUserStatus } from "~/models/user.server";
import { revokeAllSessionsOf } from "./auth-session.server";
import { httpError } from "./http.server";

function target(id: string) {
  const user = findUserById(id);
  if (!user || user.status === "deleted") throw httpError(404, "User not found");
  return user;
}

/** Blocks an account and ends its sessions at once; an administrator cannot block themself. */
export function blockUser(admin: AccessUser, id: string) {
  const user = target(id);
  if (user.id === admin.id) throw httpError(409, "You cannot block your own account");
  setUserStatus(id, "blocked");
  revokeAllSessionsOf(id);
  logActivity(admin.id, "user.blocked", { userId: id, email: user.email }, null, { kind: "user", id });
}

/** Unblocks and clears the failed-login counter, so the person gets five fresh tries. */
export function unblockUser(admin: AccessUser, id: string) {
  const user = target(id);
  if (user.status !== "blocked") throw httpError(409, `${user.email} is not blocked`);
  setUserStatus(id, "active");
  logActivity(admin.id, "user.unblocked", { userId: id, email: user.email }, null, { kind: "user", id });
}

export function setFailedLoginCounter(admin: AccessUser, id: string, value: number) {
  const user = target(id);
  resetFailedLogin(id, value);
  logActivity(admin.id, "user.login-attempts-set", { userId: id, email: user.email, value }, null, { kind: "user", id });
}
