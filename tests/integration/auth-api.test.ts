import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { otpCodes, users } from "#db/schema";
import { action as activation } from "~/routes/api.v3.activation";
import { action as forgot } from "~/routes/api.v3.forgot-password";
import { action as login } from "~/routes/api.v3.auth.login";
import { action as requestOtp } from "~/routes/api.v3.auth.otp";
import { action as resetAttempt } from "~/routes/api.v3.auth.otp_.reset_attempt";
import { action as verify } from "~/routes/api.v3.auth.otp_.verification";
import { action as refresh } from "~/routes/api.v3.auth.refresh-token";
import { action as register } from "~/routes/api.v3.register";
import { action as resetPassword } from "~/routes/api.v3.reset-password.$token";
import { loader as role } from "~/routes/api.v3.roles.$role";
import { action as blacklist } from "~/routes/api.v3.token-blacklist";
import { action as block } from "~/routes/api.v3.users.$id.block";
import { action as loginAttempt } from "~/routes/api.v3.users.$id.login-attempt";
import { action as unblock } from "~/routes/api.v3.users.$id.unblock";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { clearRateLimit } from "~/services/rate-limit.server";
import { call, latestMailTo, latestOtp } from "../support/api";
import { useDemoData } from "../support/seed";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";

useDemoData();
beforeAll(() => registerAllEffects());
const PASSWORD = "Digimon#2026";

/** The whole API sign-in: password, code by e-mail, verification. */
async function signIn(email: string, extra: Record<string, unknown> = {}) {
  // Tests sign the same person in more than once a minute; the resend limit has its own test.
  clearRateLimit(`otp-send:${db().select().from(users).where(eq(users.email, email)).get()!.id}`);
  await call(requestOtp, { body: { email, password: PASSWORD } });
  const res = await call(verify, { body: { email, password: PASSWORD, otp_code: await latestOtp(email), ...extra } });
  expect(res.status).toBe(200);
  return res.json.data as { access_token: string; refresh_token: string; device_token: string | null; role: string; permissions: string[]; menus: unknown[] };
}

describe("POST auth/login", () => {
  it.each([
    ["a wrong password", "owner@digimon.test", "wrong-password-1"],
    ["an unknown e-mail", "nobody@digimon.test", PASSWORD],
  ])("answers 'Email Or Password Invalid' for %s, never saying which", async (_case, email, password) => {
    const res = await call(login, { body: { email, password } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status: false, message: "Email Or Password Invalid" });
  });

  it("hands out no usable token before the OTP on an untrusted device", async () => {
    const res = await call(login, { body: { email: "signer@digimon.test", password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ fingerprintStatus: false, access_token: null, refresh_token: null });
  });

  it("refuses a bad body with 400, not 500", async () => {
    expect((await call(login, { body: "{not json" })).status).toBe(400);
    expect((await call(login, { body: { email: "" } })).status).toBe(400);
  });

  it("signs straight in with a trusted device token (fingerprintStatus true)", async () => {
    const { device_token } = await signIn("owner@digimon.test", { trust_device: true });
    expect(device_token).toBeTruthy();
    const res = await call(login, { body: { email: "owner@digimon.test", password: PASSWORD }, headers: { "x-device-token": device_token! } });
    expect(res.json.data).toMatchObject({ fingerprintStatus: true, token_type: "Bearer" });
    expect(typeof res.json.data!.access_token).toBe("string");
  });

  it("throttles sign-in attempts per IP address", async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: "192.0.2.77" };
    for (let i = 0; i < 20; i++) await call(login, { body: { email: `ghost${i}@digimon.test`, password: "x" }, headers });
    const res = await call(login, { body: { email: "owner@digimon.test", password: PASSWORD }, headers });
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/Too many sign-in attempts from this address/);
  });
});

describe("OTP request and verification", () => {
  it("returns tokens, role, permissions and menus for the right code, and the code works once", async () => {
    const email = "signer@digimon.test";
    expect((await call(requestOtp, { body: { email, password: PASSWORD } })).status).toBe(200);
    const code = await latestOtp(email);
    const res = await call(verify, { body: { email, password: PASSWORD, otp_code: code } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ token_type: "Bearer", role: "invoice-signer" });
    expect(res.json.data!.permissions).toContain("approve:invoice");
    expect((res.json.data!.menus as unknown[]).length).toBeGreaterThan(0);
    const again = await call(verify, { body: { email, password: PASSWORD, otp_code: code } });
    expect(again.status).toBe(400);
  });

  it("limits resends to one a minute", async () => {
    const email = "member@digimon.test";
    expect((await call(requestOtp, { body: { email, password: PASSWORD } })).status).toBe(200);
    const res = await call(requestOtp, { body: { email, password: PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/less than a minute ago/);
  });

  it("refuses a wrong code, then locks after five", async () => {
    const email = "settlement@digimon.test";
    await call(requestOtp, { body: { email, password: PASSWORD } });
    const right = await latestOtp(email);
    const wrong = right === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push(String((await call(verify, { body: { email, password: PASSWORD, otp_code: wrong } })).json.message));
    expect(messages.slice(0, 4)).toEqual(["The code is not correct. 4 tries left.", "The code is not correct. 3 tries left.", "The code is not correct. 2 tries left.", "The code is not correct. 1 try left."]);
    // The fifth wrong code also reaches the account's temporary lock (wrong codes count like wrong passwords).
    expect(messages[4]).toBe("Too many failed sign-ins: this account is locked for a while. Try again in 1 minute.");
    const locked = await call(verify, { body: { email, password: PASSWORD, otp_code: right } });
    expect(locked.status).toBe(429);
  });

  it("refuses an expired code", async () => {
    const email = "companion@digimon.test";
    await call(requestOtp, { body: { email, password: PASSWORD } });
    const code = await latestOtp(email);
    const user = db().select().from(users).where(eq(users.email, email)).get()!;
    db().update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(otpCodes.userId, user.id)).run();
    const res = await call(verify, { body: { email, password: PASSWORD, otp_code: code } });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("This code has expired. Ask for a new one.");
  });

  it("lets an administrator reset a user's wrong-code count", async () => {
    const admin = await signIn("admin@digimon.test");
    const target = db().select().from(users).where(eq(users.email, "settlement@digimon.test")).get()!;
    const res = await call(resetAttempt, { token: admin.access_token, body: { _id: target.id } });
    expect(res.status).toBe(200);
    const member = await signIn("partner@digimon.test");
    expect((await call(resetAttempt, { token: member.access_token, body: { _id: target.id } })).status).toBe(403);
  });
});

describe("five wrong passwords lock the account for a while; an administrator's block is separate", () => {
  it("locks with a time to try again, an admin resets the counter, blocks and unblocks deliberately", async () => {
    const email = "gilang.wibowo.0016@digimon.test";
    const target = db().select().from(users).where(eq(users.email, email)).get();
    expect(target, "seeded user").toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(login, { body: { email, password: "not-the-password-1" } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await call(login, { body: { email, password: PASSWORD } });
    expect(locked).toMatchObject({ status: 429, json: { message: expect.stringMatching(/^Too many failed sign-ins: this account is locked for a while\. Try again in (1 minute|\d\d? seconds)\.$/) } });
    const admin = await signIn("super.admin@digimon.test");
    expect((await call(loginAttempt, { token: admin.access_token, params: { id: target!.id }, body: { fail_login_attempt: 0 } })).status).toBe(200);
    expect(db().select().from(users).where(eq(users.id, target!.id)).get()).toMatchObject({ failLoginAttempt: 0, lockedUntil: null, status: "active" });
    expect((await call(login, { body: { email, password: PASSWORD } })).json.data).toMatchObject({ fingerprintStatus: false });
    expect((await call(block, { token: admin.access_token, params: { id: target!.id } })).status).toBe(200);
    const blocked = await call(login, { body: { email, password: PASSWORD } });
    expect(blocked).toMatchObject({ status: 403, json: { message: "This account has been blocked by an administrator. Ask an administrator to unblock it." } });
    expect((await call(unblock, { token: admin.access_token, params: { id: target!.id } })).status).toBe(200);
    expect((await call(login, { body: { email, password: PASSWORD } })).json.data).toMatchObject({ fingerprintStatus: false });
    expect((await call(loginAttempt, { token: admin.access_token, params: { id: target!.id }, body: { fail_login_attempt: "x" } })).status).toBe(400);
  });
});

describe("tokens", () => {
  it("serves role permissions to the bearer and refuses a blacklisted token with 401", async () => {
    const { access_token } = await signIn("owner@digimon.test");
    const res = await call(role, { method: "GET", token: access_token, params: { role: "product-owner" } });
    expect(res.status).toBe(200);
    expect(res.json.data!.permissions).toContain("manage:product");
    expect((await call(role, { method: "GET", token: access_token, params: { role: "super-admin" } })).status).toBe(403);
    expect((await call(role, { method: "GET", params: { role: "member" } })).json).toMatchObject({ status: false, message: "Invalid access token" });
    expect((await call(blacklist, { token: access_token })).status).toBe(200);
    const after = await call(role, { method: "GET", token: access_token, params: { role: "product-owner" } });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe("Token has been revoked");
  });

  it("rotates refresh tokens: each works once", async () => {
    const { refresh_token } = await signIn("companion@digimon.test");
    const first = await call(refresh, { body: { refresh_token } });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ token_type: "Bearer" });
    expect((await call(refresh, { body: { refresh_token } })).status).toBe(401);
  });
});

describe("register, activation, forgot and reset password", () => {
  it("registers, refuses a duplicate and a nameless body, activates once", async () => {
    const body = { fullname: "Putri Ayu", email: "putri.ayu@partner.test", phoneNumber: "081298765432", password: "Sangat-aman-2026", country: "Indonesia" };
    const first = await call(register, { body });
    expect(first.status).toBe(201);
    // A used address answers exactly like a new one (its owner is mailed instead: register-forgot.test.ts).
    const again = await call(register, { body });
    expect({ status: again.status, json: again.json }).toEqual({ status: first.status, json: first.json });
    expect((await call(register, { body: { ...body, email: "x@partner.test", fullname: "" } })).json.message).toBe("Please enter your name.");
    expect((await call(login, { body: { email: body.email, password: body.password } })).json.message).toMatch(/not activated yet/);
    await drainOutbox();
    const link = new URL(/(http\S+)/.exec((await latestMailTo(body.email)).text)![1]);
    const path = `/api/v3/activation${link.search}`;
    expect((await call(activation, { path })).status).toBe(200);
    expect((await call(activation, { path })).status).toBe(400);
    expect((await call(login, { body: { email: body.email, password: body.password } })).json.data).toMatchObject({ fingerprintStatus: false });
  });

  it("resets a password with the e-mailed link exactly once", async () => {
    const email = "citra.utami.0012@digimon.test";
    const target = db().select().from(users).where(eq(users.id, "usr-gen-0012")).get()!;
    expect(target.email).toBe(email);
    expect((await call(forgot, { body: { email } })).status).toBe(200);
    expect((await call(forgot, { body: { email: "nobody@digimon.test" } })).status).toBe(200);
    await drainOutbox();
    const link = new URL(/(http\S+)/.exec((await latestMailTo(email)).text)![1]);
    const token = decodeURIComponent(link.pathname.split("/").pop()!);
    const path = `/api/v3/reset-password/${token}${link.search}`;
    expect((await call(resetPassword, { path, params: { token }, body: { password: "short" } })).status).toBe(400);
    expect((await call(resetPassword, { path, params: { token }, body: { password: "Baru-sekali-2026" } })).status).toBe(200);
    const reused = await call(resetPassword, { path, params: { token }, body: { password: "Lagi-lagi-2026x" } });
    expect(reused).toMatchObject({ status: 400, json: { message: "This reset link has expired or was already used" } });
    expect((await call(login, { body: { email, password: "Baru-sekali-2026" } })).status).toBe(200);
  });
});
