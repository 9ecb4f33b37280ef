/**
 * A second process requesting a cash-out on the same database (DATABASE_PATH), for cash-outs.test.ts: it waits until
 * GO_AT (so both processes ask at once), then requests CASHOUT_AMOUNT of CASHOUT_PRODUCT's balance as the settlement
 * demo user and prints whether it passed, or the status it was refused with.
 */
import { closeDb } from "#db/client.server";
import { loadAccessUser } from "~/models/user.server";
import { requestCashOut } from "~/services/cash-out/cash-outs.server";
import { actorOf } from "~/services/workflows.server";

const productId = process.env.CASHOUT_PRODUCT!;
const amount = Number(process.env.CASHOUT_AMOUNT);
const goAt = Number(process.env.GO_AT ?? 0);
const actor = actorOf(loadAccessUser("usr-settlement")!);
while (Date.now() < goAt) {
  /* spin until the agreed moment */
}
let outcome: string;
try {
  await requestCashOut({ productId, amount, bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Mitra", note: `pid ${process.pid}` }, [], actor);
  outcome = "ok";
} catch (error) {
  outcome = error instanceof Response ? String(error.status) : `error: ${String(error)}`;
}
closeDb();
console.log(JSON.stringify({ pid: process.pid, outcome }));
