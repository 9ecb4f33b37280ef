/**
 * A second process guessing one-time codes on the same database (DATABASE_PATH), for otp-parallel.test.ts: it waits
 * until GO_AT (so both processes guess at once), then sends OTP_TRIES wrong codes for OTP_USER and prints how many
 * were judged (answered "not correct" or the lock that the judging caused).
 */
import { closeDb } from "#db/client.server";
import { verifyOtp } from "~/services/otp.server";

const userId = process.env.OTP_USER!;
const tries = Number(process.env.OTP_TRIES ?? 25);
const goAt = Number(process.env.GO_AT ?? 0);
while (Date.now() < goAt) {
  /* spin until the agreed moment */
}
const codes: string[] = [];
for (let i = 0; i < tries; i++) codes.push(((r) => (r.ok ? "ok" : r.code))(verifyOtp(userId, process.env.OTP_WRONG!)));
closeDb();
console.log(JSON.stringify({ pid: process.pid, codes }));
