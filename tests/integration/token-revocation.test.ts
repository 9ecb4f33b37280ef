import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { trustedDevices, users } from "#db/schema";
import { loadAccessUser } from "~/models/user.server";
import { action as changePasswordAction } from "~/routes/_portal.change-password";
import { loader as notifications } from "~/routes/api.v3.notifications._index";
import { action as refresh } from "~/routes/api.v3.auth.refresh-token";
import { action as blacklist } from "~/routes/api.v3.token-blacklist";
import { action as logout } from "~/routes/logout";
import { action as mockLogin } from "~/routes/mock.authenticate.login";
import { action as mockRefresh } from "~/routes/mock.authenticate.refresh-token";
import { loader as mockBookmarks } from "~/routes/mock.bookmarks";
import { createWebSession, isTrustedDevice, readWebSession, trustDevice } from "~/services/auth-session.server";
import { forgotPassword, resetPassword } from "~/services/account.server";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { issueTokenPair } from "~/services/tokens.server";
import { call, latestMailTo, respond } from "../support/api";
import { useDemoData } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoData();
const PASSWORD = "Digimon#2026";

/** An API sign-in of `userId` as the OTP verification hands it out. */
const apiSignIn = (userId: string) => issueTokenPair(loadAccessUser(userId)!);

/** A browser session of `userId`: the Cookie header value. */
const browserSession = async (userId: string) => (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0];

/**
 * A mock sign-in as a client makes it: the password on a device trusted at an earlier code verification (without
 * one the mock login asks for the code and hands out no token; account-lifecycle.test.ts).
 */
async function mockSignIn(userId: string, deviceToken?: string) {
  const device = deviceToken ?? (await trustDevice(new Request("http://localhost/login"), userId)).token;
  const login = db().select({ email: users.email }).from(users).where(eq(users.id, userId)).get()!;
  const res = await call(mockLogin, { body: { email: login.email, password: PASSWORD }, headers: { "x-device-token": device } });
  expect(res.json.data).toMatchObject({ fingerprintStatus: true });
  return res.json.data as { access_token: string; refresh_token: string };
}

const apiWorks = async (accessToken: string) => (await call(notifications, { method: "GET", token: accessToken })).status === 200;
const sessionWorks = async (cookie: string) => Boolean(await readWebSession(new Request("http://localhost/", { headers: { Cookie: cookie } }), freshLoadContext()));
const deviceTrusted = (userId: string, deviceToken: string) => isTrustedDevice(new Request("http://localhost/", { headers: { "x-device-token": deviceToken } }), userId);

describe("token-blacklist", () => {
  it("refuses to revoke another user's token (403) and leaves it working", async () => {
    const victim = await apiSignIn("usr-owner");
    const attacker = await apiSignIn("usr-member");
    const res = await call(blacklist, { token: attacker.access_token, body: { token: victim.access_token } });
    expect(res.status).toBe(403);
    expect(await apiWorks(victim.access_token)).toBe(true);
    expect((await call(refresh, { body: { refresh_token: victim.refresh_token } })).status).toBe(200);
  });

  it("revokes the caller's own token given in the body", async () => {
    const first = await apiSignIn("usr-owner");
    const second = await apiSignIn("usr-owner");
    expect((await call(blacklist, { token: second.access_token, body: { token: first.access_token } })).status).toBe(200);
    expect(await apiWorks(first.access_token)).toBe(false);
    expect(await apiWorks(second.access_token)).toBe(true);
  });
});

describe("logout", () => {
  it("API logout also ends that sign-in's refresh token, and only that sign-in's", async () => {
    const phone = await apiSignIn("usr-signer");
    const laptop = await apiSignIn("usr-signer");
    expect((await call(blacklist, { token: phone.access_token })).status).toBe(200);
    expect(await apiWorks(phone.access_token)).toBe(false);
    expect((await call(refresh, { body: { refresh_token: phone.refresh_token } })).status).toBe(401);
    expect(await apiWorks(laptop.access_token)).toBe(true);
    expect((await call(refresh, { body: { refresh_token: laptop.refresh_token } })).status).toBe(200);
  });

  it("API logout with a refreshed access token ends the refresh token handed out with it", async () => {
    const signIn = await apiSignIn("usr-signer");
    const next = (await call(refresh, { body: { refresh_token: signIn.refresh_token } })).json.data as { access_token: string; refresh_token: string };
    expect((await call(blacklist, { token: next.access_token })).status).toBe(200);
    expect((await call(refresh, { body: { refresh_token: next.refresh_token } })).status).toBe(401);
  });

  it("web logout ends the browser session", async () => {
    const cookie = await browserSession("usr-signer");
    const res = await respond(logout as never, new Request("http://localhost/logout", { method: "POST", headers: { Cookie: cookie } }));
    expect(res.response.status).toBe(302);
    expect(await sessionWorks(cookie)).toBe(false);
  });
});

describe("refresh token reuse", () => {
  it("a refresh token used twice revokes its whole family: the thief's and the owner's copies stop working", async () => {
    const signIn = await apiSignIn("usr-companion");
    const other = await apiSignIn("usr-companion");
    // The thief refreshes first with a stolen copy...
    const thief = (await call(refresh, { body: { refresh_token: signIn.refresh_token } })).json.data as { access_token: string; refresh_token: string };
    expect(await apiWorks(thief.access_token)).toBe(true);
    // ...then the owner presents the same (already used) token: reuse, the family ends.
    expect((await call(refresh, { body: { refresh_token: signIn.refresh_token } })).status).toBe(401);
    expect((await call(refresh, { body: { refresh_token: thief.refresh_token } })).status).toBe(401);
    expect(await apiWorks(thief.access_token)).toBe(false);
    expect(await apiWorks(signIn.access_token)).toBe(false);
    // Another sign-in of the same person is not touched.
    expect(await apiWorks(other.access_token)).toBe(true);
  });

  it("the same for the mock sign-in's tokens", async () => {
    const login = await mockSignIn("usr-owner");
    const first = (await call(mockRefresh, { body: { refresh_token: login.refresh_token } })).json.data as { access_token: string; refresh_token: string };
    expect((await call(mockBookmarks, { method: "GET", token: first.access_token })).status).toBe(200);
    expect((await call(mockRefresh, { body: { refresh_token: login.refresh_token } })).status).toBe(401);
    expect((await call(mockRefresh, { body: { refresh_token: first.refresh_token } })).status).toBe(401);
    expect((await call(mockBookmarks, { method: "GET", token: first.access_token })).status).toBe(401);
    // A real API refresh token is no mock refresh token, and the reverse.
    const api = await apiSignIn("usr-owner");
    expect((await call(mockRefresh, { body: { refresh_token: api.refresh_token } })).status).toBe(401);
    const mock = await mockSignIn("usr-owner");
    expect((await call(refresh, { body: { refresh_token: mock.refresh_token } })).status).toBe(401);
  });
});

describe("password change and reset", () => {
  async function everySignInOf(userId: string) {
    const { token: device } = await trustDevice(new Request("http://localhost/login"), userId);
    const mock = await mockSignIn(userId, device);
    return { here: await browserSession(userId), elsewhere: await browserSession(userId), api: await apiSignIn(userId), device, mock };
  }

  it("a change keeps this browser and ends every other session, refresh token and trusted device", async () => {
    const userId = "usr-settlement";
    const s = await everySignInOf(userId);
    expect(await sessionWorks(s.elsewhere)).toBe(true);
    expect(await deviceTrusted(userId, s.device)).toBe(true);
    const form = new FormData();
    form.set("currentPassword", PASSWORD);
    form.set("newPassword", "Kata-sandi-baru-2026");
    form.set("confirmPassword", "Kata-sandi-baru-2026");
    const res = await respond(changePasswordAction as never, new Request("http://localhost/change-password", { method: "POST", body: form, headers: { Cookie: s.here } }));
    expect(res.response.status).toBe(302);
    expect(await sessionWorks(s.here)).toBe(true);
    expect(await sessionWorks(s.elsewhere)).toBe(false);
    expect(await apiWorks(s.api.access_token)).toBe(false);
    expect((await call(refresh, { body: { refresh_token: s.api.refresh_token } })).status).toBe(401);
    expect((await call(mockBookmarks, { method: "GET", token: s.mock.access_token })).status).toBe(401);
    expect((await call(mockRefresh, { body: { refresh_token: s.mock.refresh_token } })).status).toBe(401);
    expect(await deviceTrusted(userId, s.device)).toBe(false);
    expect(db().select().from(trustedDevices).where(eq(trustedDevices.userId, userId)).all()).toHaveLength(0);
  });

  it("a reset ends every session (none kept), every refresh token and every trusted device", async () => {
    const userId = "usr-partner";
    const s = await everySignInOf(userId);
    forgotPassword("partner@digimon.test", null);
    // The reset mail goes through the outbox (register-forgot.test.ts); send it as the worker would.
    registerAllEffects();
    await drainOutbox({ limit: 1000 });
    const link = new URL(/(http\S+)/.exec((await latestMailTo("partner@digimon.test")).text)![1]);
    const token = decodeURIComponent(link.pathname.split("/").pop()!);
    expect(await resetPassword(token, "partner@digimon.test", "Sandi-reset-2026x")).toBe(true);
    expect(await sessionWorks(s.here)).toBe(false);
    expect(await sessionWorks(s.elsewhere)).toBe(false);
    expect(await apiWorks(s.api.access_token)).toBe(false);
    expect((await call(refresh, { body: { refresh_token: s.api.refresh_token } })).status).toBe(401);
    expect((await call(mockBookmarks, { method: "GET", token: s.mock.access_token })).status).toBe(401);
    expect(await deviceTrusted(userId, s.device)).toBe(false);
  });
});
