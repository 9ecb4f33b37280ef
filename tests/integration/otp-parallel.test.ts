/**
 * Issue 16, "OTP budget per account, not per code": a code's tries are claimed with one UPDATE ... RETURNING, so
 * parallel guesses (50 at once in this process, and two other processes at the same moment) never get more than
 * MAX_OTP_ATTEMPTS judged; and an account is sent at most OTP_CODES_PER_HOUR codes an hour.
 */
import path from "node:path";
import { and, asc, eq, isNull, like } from "drizzle-orm";
import { db } from "#db/client.server";
import { activityLogs, otpCodes, users } from "#db/schema";
import { MAX_OTP_ATTEMPTS } from "#machines/otp.machine";
import { action as requestOtpRoute } from "~/routes/api.v3.auth.otp";
import { action as verify } from "~/routes/api.v3.auth.otp_.verification";
import { OTP_CODES_PER_HOUR, requestOtp } from "~/services/otp.server";
import { runWorker } from "../support/child-process";
import { call, latestOtp } from "../support/api";
import { useDemoData } from "../support/seed";

useDemoData();
const PASSWORD = "Digimon#2026";
const WORKER = path.resolve("tests/integration/otp-guess-worker.ts");
/** The n-th active generated account (each test guesses on its own). */
const activeUser = (n: number) => db().select().from(users).where(and(like(users.id, "usr-gen-%"), eq(users.status, "active"))).orderBy(asc(users.id)).all()[n].id;
const userOf = (id: string) => db().select().from(users).where(eq(users.id, id)).get()!;
const currentCode = (userId: string) => db().select().from(otpCodes).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).get();
/** Every wrong code that was judged counted one failure toward the account (sign-in.failed, reason otp). */
const judged = (userId: string) => db().select().from(activityLogs).where(and(eq(activityLogs.userId, userId), eq(activityLogs.action, "sign-in.failed"))).all().filter((r) => (r.detail as { reason?: string }).reason === "otp").length;

function guessFromAnotherProcess(userId: string, wrong: string, goAt: number) {
  return runWorker(WORKER, { OTP_USER: userId, OTP_WRONG: wrong, OTP_TRIES: "25", GO_AT: String(goAt) }).done.then((r) => r.out);
}

it("judges at most five of 50 wrong codes sent at once to the API", async () => {
  const id = activeUser(10);
  const email = userOf(id).email;
  expect((await call(requestOtpRoute, { body: { email, password: PASSWORD } })).status).toBe(200);
  const right = await latestOtp(email);
  const wrong = right === "000000" ? "111111" : "000000";
  const answers = await Promise.all(Array.from({ length: 50 }, () => call(verify, { body: { email, password: PASSWORD, otp_code: wrong } })));
  expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(MAX_OTP_ATTEMPTS - 1);
  expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  expect(judged(id)).toBe(MAX_OTP_ATTEMPTS);
  expect(currentCode(id)!.attempts).toBe(MAX_OTP_ATTEMPTS);
});

it("judges at most five when two other processes and this one guess at the same moment", async () => {
  const id = activeUser(11);
  const user = userOf(id);
  expect((await requestOtp(id)).ok).toBe(true);
  const right = await latestOtp(user.email);
  const wrong = right === "000000" ? "111111" : "000000";
  // Far enough ahead for both children to start (tsx takes a second or two).
  const goAt = Date.now() + 6_000;
  const children = [guessFromAnotherProcess(id, wrong, goAt), guessFromAnotherProcess(id, wrong, goAt)];
  await new Promise((r) => setTimeout(r, goAt - Date.now()));
  const { verifyOtp } = await import("~/services/otp.server");
  const mine = Array.from({ length: 25 }, () => ((r) => (r.ok ? "ok" : r.code))(verifyOtp(id, wrong)));
  const outs = await Promise.all(children);
  const theirs = outs.flatMap((o) => (JSON.parse(o.trim().split("\n").at(-1)!) as { codes: string[] }).codes);
  expect(theirs).toHaveLength(50);
  const all = [...mine, ...theirs];
  expect(all.filter((c) => c === "wrong").length).toBeLessThanOrEqual(MAX_OTP_ATTEMPTS - 1);
  expect(judged(id)).toBe(MAX_OTP_ATTEMPTS);
  expect(currentCode(id)!.attempts).toBe(MAX_OTP_ATTEMPTS);
}, 60_000);

it(`sends an account at most ${OTP_CODES_PER_HOUR} codes an hour, besides the once-a-minute limit`, async () => {
  const id = activeUser(12);
  const t0 = Date.parse("2026-11-25T01:00:00.000Z");
  for (let i = 0; i < OTP_CODES_PER_HOUR; i++) expect((await requestOtp(id, new Date(t0 + i * 61_000))).ok).toBe(true);
  const sixth = await requestOtp(id, new Date(t0 + 5 * 61_000));
  expect(sixth).toMatchObject({ ok: false, status: 429, code: "hourly-limit", message: `This account was sent ${OTP_CODES_PER_HOUR} sign-in codes in the last hour, the most we send. You can ask for a new one in 55 minutes.` });
  expect((await requestOtp(id, new Date(t0 + 3_600_000 + 1_000))).ok).toBe(true);
});
