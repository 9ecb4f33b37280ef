/**
 * Issue 16: the account lifecycle goes through the workflow service and the account machine (status written by its
 * binding, every change logged, refusals 409), and per-account sign-in throttling is a temporary lock with backoff
 * that wrong passwords and wrong one-time codes both count toward, instead of a block that needs an administrator.
 */
import { and, asc, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { users, workflowSnapshots, workflowTransitions } from "#db/schema";
import { action as login } from "~/routes/api.v3.auth.login";
import { action as requestOtp } from "~/routes/api.v3.auth.otp";
import { action as verify } from "~/routes/api.v3.auth.otp_.verification";
import { action as block } from "~/routes/api.v3.users.$id.block";
import { action as userAction } from "~/routes/api.v3.users.$id._index";
import { action as resetPasswordAction } from "~/routes/api.v3.reset-password.$token";
import { action as unblock } from "~/routes/api.v3.users.$id.unblock";
import { changePassword, forgotPassword } from "~/services/account.server";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { machinesOverview } from "~/services/inspector.server";
import { clearRateLimit } from "~/services/rate-limit.server";
import { call, latestMailTo, latestOtp } from "../support/api";
import { useDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";

useDemoData();
const PASSWORD = "Digimon#2026";
const userOf = (id: string) => db().select().from(users).where(eq(users.id, id)).get()!;
const snapshotOf = (id: string) => db().select().from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, "user"), eq(workflowSnapshots.entityId, id))).get();
const logOf = (id: string) =>
  db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "user"), eq(workflowTransitions.entityId, id))).orderBy(asc(workflowTransitions.id)).all()
    .map((t) => `${t.event}:${t.fromState ?? "-"}>${t.toState}`);
const wrong = (email: string) => call(login, { body: { email, password: "not-the-password-1" } });
const right = (email: string) => call(login, { body: { email, password: PASSWORD } });

let admin: string;
beforeAll(async () => {
  admin = await tokenFor(DEMO["super-admin"]);
});
afterEach(() => vi.useRealTimers());

describe("the account machine drives the users table", () => {
  it("opens a seeded account lazily in the state its row says, then logs and writes each change", async () => {
    const id = "usr-gen-0020";
    expect(snapshotOf(id), "seeded accounts have no instance until their first change").toBeUndefined();
    expect((await call(block, { token: admin, params: { id } })).status).toBe(200);
    expect(snapshotOf(id)).toMatchObject({ machineId: "account", state: "blocked", version: 2 });
    expect(userOf(id).status).toBe("blocked");
    expect((await call(unblock, { token: admin, params: { id } })).status).toBe(200);
    expect((await call(userAction, { method: "DELETE", token: admin, params: { id } })).status).toBe(200);
    expect(userOf(id)).toMatchObject({ status: "deleted" });
    expect(userOf(id).deletedAt).toBeTruthy();
    expect(logOf(id)).toEqual(["workflow.start:->active", "account.block:active>blocked", "account.unblock:blocked>active", "account.delete:active>deleted"]);
    const t = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "user"), eq(workflowTransitions.entityId, id))).all()[1];
    expect(t).toMatchObject({ actorId: DEMO["super-admin"], actorName: "Rina Kartika" });
  });

  it("opens a seeded blocked account as blocked", async () => {
    const id = "usr-gen-0021";
    db().update(users).set({ status: "blocked" }).where(eq(users.id, id)).run();
    expect((await call(unblock, { token: admin, params: { id } })).status).toBe(200);
    expect(logOf(id)).toEqual(["workflow.start:->blocked", "account.unblock:blocked>active"]);
  });

  it("refuses with 409 and a plain message what the account's state does not allow, and writes nothing", async () => {
    const id = "usr-gen-0022";
    const before = userOf(id);
    const res = await call(unblock, { token: admin, params: { id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(`${before.email} is not blocked, so there is nothing to unblock.`);
    expect(userOf(id)).toEqual(before);
  });

  it("is listed in the machine inspector with its instances per state", () => {
    const account = machinesOverview().find((m) => m.id === "account")!;
    expect(account).toMatchObject({ entity: "user", version: 2 });
    const stored = db().select().from(workflowSnapshots).where(eq(workflowSnapshots.machineId, "account")).all();
    expect(account.instances).toBe(stored.length);
    expect(account.instances).toBeGreaterThan(0);
  });
});

describe("a temporary lock with backoff instead of a block", () => {
  it("locks for a minute at the fifth wrong password, does not judge passwords meanwhile, doubles, and a success clears it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const T0 = new Date("2026-11-25T03:00:00.000Z").getTime();
    vi.setSystemTime(T0);
    const email = userOf("usr-gen-0023").email;
    const id = db().select().from(users).where(eq(users.email, email)).get()?.id;
    expect(id, "seeded user").toBeTruthy();
    for (let i = 0; i < 4; i++) expect((await wrong(email)).status).toBe(401);
    const fifth = await wrong(email);
    expect(fifth).toMatchObject({ status: 429, json: { message: "Too many failed sign-ins: this account is locked for a while. Try again in 1 minute." } });
    expect(userOf(id!)).toMatchObject({ status: "active", failLoginAttempt: 5, lockedUntil: new Date(T0 + 60_000).toISOString() });
    // The right password during the lock is not even judged, and nothing is counted.
    vi.setSystemTime(T0 + 30_000);
    expect((await right(email)).json.message).toBe("Too many failed sign-ins: this account is locked for a while. Try again in 30 seconds.");
    expect(userOf(id!).failLoginAttempt).toBe(5);
    // After the minute, one more failure locks for two.
    vi.setSystemTime(T0 + 61_000);
    expect((await wrong(email)).json.message).toBe("Too many failed sign-ins: this account is locked for a while. Try again in 2 minutes.");
    vi.setSystemTime(T0 + 61_000 + 120_000);
    expect((await wrong(email)).json.message).toBe("Too many failed sign-ins: this account is locked for a while. Try again in 4 minutes.");
    // A completed sign-in (here: the code) clears the count; the password step alone does not.
    vi.setSystemTime(T0 + 61_000 + 120_000 + 240_000);
    expect((await right(email)).status).toBe(200);
    expect(userOf(id!).failLoginAttempt).toBe(7);
    clearRateLimit(`otp-send:${id}`);
    expect((await call(requestOtp, { body: { email, password: PASSWORD } })).status).toBe(200);
    expect((await call(verify, { body: { email, password: PASSWORD, otp_code: await latestOtp(email) } })).status).toBe(200);
    expect(userOf(id!)).toMatchObject({ status: "active", failLoginAttempt: 0, lockedUntil: null });
    expect(snapshotOf(id!)!.state).toBe("active");
  });

  it("counts wrong one-time codes toward the same lock", async () => {
    const email = userOf("usr-gen-0024").email;
    const id = db().select().from(users).where(eq(users.email, email)).get()?.id;
    expect(id, "seeded user").toBeTruthy();
    for (let i = 0; i < 3; i++) await wrong(email);
    expect((await call(requestOtp, { body: { email, password: PASSWORD } })).status).toBe(200);
    const code = await latestOtp(email);
    const bad = code === "000000" ? "111111" : "000000";
    expect((await call(verify, { body: { email, password: PASSWORD, otp_code: bad } })).json.message).toBe("The code is not correct. 4 tries left.");
    const locking = await call(verify, { body: { email, password: PASSWORD, otp_code: bad } });
    expect(locking.status).toBe(429);
    expect(locking.json.message).toMatch(/locked for a while\. Try again in 1 minute\./);
    expect((await call(verify, { body: { email, password: PASSWORD, otp_code: code } })).status).toBe(429);
    expect(logOf(id!).filter((e) => e.startsWith("account.signInFailed"))).toHaveLength(5);
  });

  it("never blocks: the account stays active and the lock runs out by itself", async () => {
    const email = userOf("usr-gen-0025").email;
    const row = db().select().from(users).where(eq(users.email, email)).get();
    expect(row, "seeded user").toBeTruthy();
    for (let i = 0; i < 12; i++) await wrong(email);
    expect(userOf(row!.id).status).toBe("active");
  });
});

describe("a new password clears the failures through the account machine", () => {
  const lockWithWrongPasswords = async (id: string) => {
    const email = userOf(id).email;
    for (let i = 0; i < 5; i++) await wrong(email);
    expect(userOf(id).lockedUntil).toBeTruthy();
    expect(snapshotOf(id)).toMatchObject({ state: "locked", context: { failures: 5 } });
    return email;
  };

  it("a reset through the link unlocks: the machine's count is 0 and one wrong password does not lock again", async () => {
    const id = "usr-gen-0029";
    const email = await lockWithWrongPasswords(id);
    registerAllEffects();
    forgotPassword(email, null);
    await drainOutbox({ limit: 1000 });
    const link = new URL(/(http\S+)/.exec((await latestMailTo(email)).text)![1]);
    const token = decodeURIComponent(link.pathname.split("/").pop()!);
    const reset = await call(resetPasswordAction, { path: `/api/v3/reset-password/${token}?email=${encodeURIComponent(email)}`, params: { token }, body: { password: "Sandi-baru-2026x" } });
    expect(reset.status).toBe(200);
    expect(snapshotOf(id)).toMatchObject({ state: "active", context: { failures: 0, lockedUntil: null } });
    expect(userOf(id)).toMatchObject({ failLoginAttempt: 0, lockedUntil: null });
    expect(logOf(id).at(-1)).toBe("account.resetFailures:locked>active");
    const once = await wrong(email);
    expect(once.status).toBe(401);
    expect(userOf(id)).toMatchObject({ failLoginAttempt: 1, lockedUntil: null });
    expect(snapshotOf(id)).toMatchObject({ state: "active", context: { failures: 1 } });
    expect((await call(login, { body: { email, password: "Sandi-baru-2026x" } })).status).toBe(200);
  });

  it("a password change does the same", async () => {
    const id = "usr-gen-0031";
    await lockWithWrongPasswords(id);
    await changePassword(id, "Kata-sandi-baru-2026");
    expect(snapshotOf(id)).toMatchObject({ state: "active", context: { failures: 0, lockedUntil: null } });
    expect(userOf(id)).toMatchObject({ failLoginAttempt: 0, lockedUntil: null });
  });
});

describe("/mock/authenticate/login uses the same sign-in service", () => {
  it("counts wrong passwords toward the same lock, keeping the catalogue message", async () => {
    const { action: mockLogin } = await import("~/routes/mock.authenticate.login");
    const id = "usr-gen-0027";
    const email = userOf(id).email;
    expect(userOf(id).status).toBe("active");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call(mockLogin, { body: { email, password: "not-the-password-1" } }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
    expect(answers.every((a) => a.json.message === "Email Or Password Invalid")).toBe(true);
    expect(answers[4].json.data).toMatchObject({ reason: "locked" });
    expect(userOf(id)).toMatchObject({ failLoginAttempt: 5 });
    const locked = await call(mockLogin, { body: { email, password: PASSWORD } });
    expect(locked).toMatchObject({ status: 429, json: { message: "Email Or Password Invalid" } });
    expect(logOf(id).filter((e) => e.startsWith("account.signInFailed"))).toHaveLength(5);
  });

  it("asks for the one-time code like auth/login: no token without a trusted device, tokens with one", async () => {
    const { action: mockLogin } = await import("~/routes/mock.authenticate.login");
    const id = "usr-gen-0028";
    const email = userOf(id).email;
    expect(userOf(id).status).toBe("active");
    const untrusted = await call(mockLogin, { body: { email, password: PASSWORD } });
    expect(untrusted.status).toBe(200);
    expect(untrusted.json.data).toMatchObject({ fingerprintStatus: false, access_token: null, refresh_token: null, user: { email } });
    // A real client trusts its device at the code verification, then signs in with the password alone.
    await call(requestOtp, { body: { email, password: PASSWORD } });
    const verified = await call(verify, { body: { email, password: PASSWORD, otp_code: await latestOtp(email), trust_device: true } });
    const device = (verified.json.data as { device_token: string }).device_token;
    expect(device).toBeTruthy();
    const trusted = await call(mockLogin, { body: { email, password: PASSWORD }, headers: { "x-device-token": device } });
    expect(trusted.json.data).toMatchObject({ fingerprintStatus: true, access_token: expect.stringMatching(/^mock-access\./), refresh_token: expect.any(String) });
    // The device does not stand in for the password, and failures keep the catalogue's message.
    const wrongPassword = await call(mockLogin, { body: { email, password: "not-the-password-1" }, headers: { "x-device-token": device } });
    expect(wrongPassword).toMatchObject({ status: 401, json: { message: "Email Or Password Invalid", data: { reason: "invalid" } } });
    expect((await call(mockLogin, { body: { email: "nobody.here@digimon.test", password: PASSWORD } })).json.message).toBe("Email Or Password Invalid");
  });
});
