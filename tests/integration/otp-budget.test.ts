/**
 * Issue 16: when an account's hourly sign-in codes are used up, the code step and the API say so plainly, with the
 * time a new code can be asked for (429), instead of a generic error or a code step waiting for mail that never comes.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import { action as requestOtpApi } from "~/routes/api.v3.auth.otp";
import { action as loginAction } from "~/routes/login";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { OTP_CODES_PER_HOUR, requestOtp } from "~/services/otp.server";
import { call, respond } from "../support/api";
import { useDemoData } from "../support/seed";

useDemoData();
const PASSWORD = "Digimon#2026";
const MINUTE = 60_000;
const emailOf = (id: string) => db().select().from(users).where(eq(users.id, id)).get()!.email;

/** Sends the account's codes of this hour, the first `firstAgoMin` minutes ago and the last `lastAgoMin` ago. */
async function spendHourlyCodes(userId: string, firstAgoMin: number, lastAgoMin: number) {
  const now = Date.now();
  for (let i = 0; i < OTP_CODES_PER_HOUR; i++) {
    const agoMin = firstAgoMin - ((firstAgoMin - lastAgoMin) * i) / (OTP_CODES_PER_HOUR - 1);
    expect((await requestOtp(userId, new Date(now - agoMin * MINUTE))).ok).toBe(true);
  }
}

/** Posts the sign-in page's form as the browser would. */
async function postLogin(fields: Record<string, string>, cookie?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (cookie) headers.Cookie = cookie;
  return respond(loginAction as never, new Request("http://localhost/login", { method: "POST", body: form, headers }));
}

describe("the hourly code budget", () => {
  it("POST auth/otp answers 429 naming the hourly limit and when to ask again", async () => {
    const id = "usr-gen-0032";
    await spendHourlyCodes(id, 40, 10);
    const res = await call(requestOtpApi, { body: { email: emailOf(id), password: PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ reason: "hourly-limit", message: expect.stringMatching(/5 sign-in codes in the last hour.*ask for a new one in 2[01] minutes\./) });
    const retryAt = Date.parse(res.json.retryAt as string);
    expect(Math.abs(retryAt - (Date.now() + 20 * MINUTE))).toBeLessThan(5_000);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(19 * 60);
  });

  it("the sign-in page's password step says so (429) instead of a code step without a code", async () => {
    const id = "usr-gen-0033";
    await spendHourlyCodes(id, 50, 30);
    const res = await postLogin({ intent: "password", email: emailOf(id), password: PASSWORD });
    expect(res.response.status).toBe(429);
    expect(res.response.headers.get("Set-Cookie")).toBeNull();
    expect(res.text).toMatch(/5 sign-in codes in the last hour, the most we send\. You can ask for a new one in 1[01] minutes\./);
  });

  it("goes on to the code step while the last code sent still works, and its resend says when (429)", async () => {
    const id = "usr-gen-0034";
    await spendHourlyCodes(id, 45, 2);
    const res = await postLogin({ intent: "password", email: emailOf(id), password: PASSWORD });
    expect(res.response.status).toBe(302);
    const cookie = res.response.headers.get("Set-Cookie")!.split(";")[0];
    const resend = await postLogin({ intent: "resend" }, cookie);
    expect(resend.response.status).toBe(429);
    expect(resend.json).toMatchObject({ refused: true, notice: expect.stringMatching(/the most we send\. You can ask for a new one in 1[56] minutes\./) });
    // The code sent two minutes ago can still be tried.
    const wrong = await postLogin({ intent: "verify", otp: "000000" }, cookie);
    expect(wrong.response.status).toBe(401);
    expect(wrong.text).toMatch(/not correct/);
  });
});
