/**
 * Issue 16, "Admins cannot act on super-admins": every change to a super-admin's account needs a super-admin, by the
 * one guard in user-admin.server.ts, whichever door it comes through (the JSON API or the admin screen's action).
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { userRoles, users } from "#db/schema";
import { action as resetAttempt } from "~/routes/api.v3.auth.otp_.reset_attempt";
import { action as block } from "~/routes/api.v3.users.$id.block";
import { action as userAction } from "~/routes/api.v3.users.$id._index";
import { action as loginAttempt } from "~/routes/api.v3.users.$id.login-attempt";
import { action as mapping } from "~/routes/api.v3.users.$id.position-mapping";
import { action as unblock } from "~/routes/api.v3.users.$id.unblock";
import { action as createUser } from "~/routes/api.v3.users._index";
import { action as screenAction } from "~/routes/_portal.admin.users.$id";
import { createWebSession } from "~/services/auth-session.server";
import { call, respond } from "../support/api";
import { useDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";

useDemoData();

const TARGET = DEMO["super-admin"];
const MESSAGE = "Only a super-admin can change a super-admin's account.";
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
  superAdmin = await tokenFor(DEMO["super-admin"]);
});

/** Everything an operation on the target could change. */
const stateOf = (id: string) => ({ user: db().select().from(users).where(eq(users.id, id)).get(), roles: db().select().from(userRoles).where(eq(userRoles.userId, id)).all() });

const apiOperations: [string, (token: string, id: string) => ReturnType<typeof call>][] = [
  ["change the e-mail", (token, id) => call(userAction, { method: "PUT", token, params: { id }, body: { email: "rina.taken@digimon.test" } })],
  ["change the roles", (token, id) => call(userAction, { method: "PUT", token, params: { id }, body: { roles: ["admin"] } })],
  ["change the name", (token, id) => call(userAction, { method: "PUT", token, params: { id }, body: { fullname: "Someone Else" } })],
  ["block", (token, id) => call(block, { token, params: { id } })],
  ["unblock", (token, id) => call(unblock, { token, params: { id } })],
  ["delete", (token, id) => call(userAction, { method: "DELETE", token, params: { id } })],
  ["reset the failed sign-in counter", (token, id) => call(loginAttempt, { token, params: { id }, body: { fail_login_attempt: 0 } })],
  ["reset the OTP attempts", (token, id) => call(resetAttempt, { token, body: { _id: id } })],
  ["map the position", (token, id) => call(mapping, { token, params: { id }, body: { positionId: "org-FCT10000000-P02" } })],
  ["clear the position", (token, id) => call(mapping, { method: "DELETE", token, params: { id } })],
];

describe("through /api/v3/users*", () => {
  it.each(apiOperations)("an admin cannot %s of a super-admin: 403 with a plain message, nothing written", async (_name, run) => {
    const before = stateOf(TARGET);
    const res = await run(admin, TARGET);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGE);
    expect(stateOf(TARGET)).toEqual(before);
  });

  it("an admin cannot make anyone a super-admin, by creating or by changing roles", async () => {
    const fresh = { fullname: "Calon Ketua", email: "calon.ketua@digimon.test", password: "Sangat-aman-2026", roles: ["super-admin"], type: "telkom" };
    const created = await call(createUser, { token: admin, body: fresh });
    expect(created.status).toBe(403);
    expect(created.json.message).toBe("Only a super-admin can give the super-admin role");
    expect(db().select().from(users).where(eq(users.email, fresh.email)).get()).toBeUndefined();
    const before = stateOf(DEMO.member);
    const promoted = await call(userAction, { method: "PUT", token: admin, params: { id: DEMO.member }, body: { roles: ["super-admin"] } });
    expect(promoted.status).toBe(403);
    expect(stateOf(DEMO.member)).toEqual(before);
  });

  it("a super-admin can do each of these to another super-admin", async () => {
    const made = await call(createUser, { token: superAdmin, body: { fullname: "Wakil Ketua", email: "wakil.ketua@digimon.test", password: "Sangat-aman-2026", roles: ["super-admin"], type: "telkom" } });
    expect(made.status, made.text).toBe(201);
    const id = String((made.json.data as { _id: string })._id);
    for (const [name, run] of apiOperations.filter(([n]) => n !== "delete" && n !== "unblock" && n !== "change the roles")) {
      const res = await run(superAdmin, id);
      expect(res.status, `${name}: ${res.text}`).toBe(200);
    }
    expect((await call(unblock, { token: superAdmin, params: { id } })).status).toBe(200);
    expect((await call(userAction, { method: "DELETE", token: superAdmin, params: { id } })).status).toBe(200);
  });
});

describe("through the admin screen's action", () => {
  async function post(actorId: string, id: string, form: Record<string, string | string[]>) {
    const headers = await createWebSession(new Request("http://localhost/"), actorId);
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) body.append(k, one);
    const request = new Request(`http://localhost/admin/users/${id}`, {
      method: "POST",
      headers: { Cookie: headers.get("Set-Cookie")!.split(";")[0], "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: body.toString(),
    });
    const { response, json } = await respond(screenAction, request, { id });
    const flash = /__digimon_flash=([^.;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
    return { status: response.status, json, toast: Buffer.from(decodeURIComponent(flash), "base64").toString("utf8") };
  }
  const edit = { fullname: "Rina Kartika", email: "rina.other@digimon.test", roles: ["super-admin"], type: "telkom", country: "Indonesia", levelAccess: "1" };

  it.each([
    ["update", { intent: "update", ...edit }],
    ["delete", { intent: "delete", confirm: "on" }],
    ["position", { intent: "position", positionId: "org-FCT10000000-P02" }],
  ])("refuses an admin's %s of a super-admin with 403 and the message", async (_name, form) => {
    const before = stateOf(TARGET);
    const res = await post(DEMO.admin, TARGET, form);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).toContain(MESSAGE);
    expect(stateOf(TARGET)).toEqual(before);
  });

  it.each(["block", "unblock", "reset-login", "reset-otp", "clear-position"])("refuses an admin's %s of a super-admin with the message as an error toast", async (intent) => {
    const before = stateOf(TARGET);
    const res = await post(DEMO.admin, TARGET, { intent });
    expect(res.status).toBe(302);
    expect(res.toast).toContain(MESSAGE);
    expect(stateOf(TARGET)).toEqual(before);
  });
});
