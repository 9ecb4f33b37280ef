import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, pointMovements, redemptions, rewardItems } from "#db/schema";
import { getRewardItem, invoicesToAward, invoicesToAwardQuery, pointBalance, pointBreakdown } from "~/models/reward.server";
import { loadAccessUser } from "~/models/user.server";
import { type AwardRun, awardPaidInvoices } from "~/services/rewards/awards.server";
import { approveRedemption, convertPoints, createRewardItem, fulfilRedemption, rejectRedemption, requestRedemption, savePointRule } from "~/services/rewards/rewards.server";
import { signedInPayload } from "~/services/api-auth.server";
import { actorOf } from "~/services/workflows.server";
import { registerAllEffects } from "~/services/effects.server";
import { runWorker, workerAnswer } from "../support/child-process";
import { useDemoData } from "../support/seed";
import { approvedInvoiceDue, copiesOf } from "./dunning-fixtures";

useDemoData();
beforeAll(() => registerAllEffects());

const WORKER = path.resolve("tests/integration/rewards-worker.ts");
const person = (id: string) => actorOf(loadAccessUser(id)!);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  throw new Error("expected a refusal");
};

/** `count` paid invoices (one made through the services, the rest copies of it) raised by usr-owner. */
async function paidInvoices(count: number) {
  const { invoice } = await approvedInvoiceDue("2026-12-31");
  const ids = [invoice.id, ...copiesOf(invoice.id, count - 1, "2026-12-31")];
  db().update(invoices).set({ statusPaid: "paid" }).where(inArray(invoices.id, ids)).run();
  db().update(billings).set({ statusPaid: "paid" }).where(eq(billings.id, invoice.billingId)).run();
  const billing = db().select().from(billings).where(eq(billings.id, invoice.billingId)).get()!;
  expect(billing.createdBy).toBe("usr-owner");
  return { ids, totalPrice: billing.totalPrice };
}
const earnedRows = (ids: string[]) => db().select().from(pointMovements).where(sql`${pointMovements.kind} = 'earned' and ${pointMovements.sourceId} in ${ids}`).all();

function fromAnotherProcess(env: Record<string, string>, goAt: number) {
  return workerAnswer<{ outcome: unknown }>(runWorker(WORKER, { ...env, GO_AT: String(goAt) })).then((a) => a.outcome);
}

describe("points are awarded exactly once per paid invoice", () => {
  it("awards the billing's creator point_simple points, and nothing more when the job runs again", async () => {
    const { ids, totalPrice } = await paidInvoices(5);
    const before = pointBalance("usr-owner");
    const first = awardPaidInvoices();
    expect(first.invoices).toBe(5);
    const rows = earnedRows(ids);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(["usr-owner"]));
    expect(rows.every((r) => r.points === Math.floor(totalPrice / 100_000) && r.rupiah === totalPrice)).toBe(true);
    expect(awardPaidInvoices()).toEqual({ invoices: 0, points: 0, failed: 0 });
    expect(earnedRows(ids)).toHaveLength(5);
    expect(pointBalance("usr-owner") - before).toBe(5 * Math.floor(totalPrice / 100_000));
  });

  it("marks each awarded invoice, and an unmarked invoice with its row is marked without a second row", async () => {
    const { ids } = await paidInvoices(2);
    awardPaidInvoices();
    const marks = () => db().select({ at: invoices.pointsAwardedAt }).from(invoices).where(inArray(invoices.id, ids)).all().map((r) => r.at);
    expect(marks().every(Boolean)).toBe(true);
    db().update(invoices).set({ pointsAwardedAt: null }).where(eq(invoices.id, ids[0]!)).run();
    expect(invoicesToAward(10).map((c) => c.invoiceId)).toEqual([ids[0]]);
    expect(awardPaidInvoices()).toEqual({ invoices: 0, points: 0, failed: 0 });
    expect(earnedRows(ids)).toHaveLength(2);
    expect(marks().every(Boolean)).toBe(true);
    expect(invoicesToAward(10)).toEqual([]);
  });

  it("reads the award queue through its partial index, in order, without a sort", () => {
    const query = invoicesToAwardQuery(200).toSQL();
    const plan = (db().$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as { detail: string }[]).map((p) => p.detail).join(" | ");
    expect(plan).toMatch(/SEARCH invoices USING INDEX invoices_award_queue_idx \(status_paid=\? AND status_invoice=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("awards each invoice once when two processes run the job at the same moment", async () => {
    const { ids } = await paidInvoices(40);
    const goAt = Date.now() + 6_000;
    const runs = (await Promise.all([fromAnotherProcess({ MODE: "award" }, goAt), fromAnotherProcess({ MODE: "award" }, goAt)])) as AwardRun[];
    expect(runs.map((r) => r.failed)).toEqual([0, 0]);
    expect(runs[0]!.invoices + runs[1]!.invoices).toBe(40);
    expect(earnedRows(ids)).toHaveLength(40);
  }, 60_000);

  it("uses a product's point_formula, and refuses an unsafe formula on save", async () => {
    const { ids, totalPrice } = await paidInvoices(1);
    const productId = db().select().from(invoices).where(eq(invoices.id, ids[0]!)).get()!.productId;
    const admin = person("usr-admin");
    const bad = (formula: string) => refusal(() => savePointRule({ productId, pointType: "point_formula", rupiahPerPoint: 100_000, formula }, admin));
    expect(bad("process.exit()")).toBe(400);
    expect(bad("constructor")).toBe(400);
    savePointRule({ productId, pointType: "point_formula", rupiahPerPoint: 100_000, formula: "amount / 10000 * (achievement >= 1 ? 2 : 1)" }, admin);
    awardPaidInvoices();
    // No division target in the demo data: achievement is 0, so the factor is 1.
    expect(earnedRows(ids)[0]!.points).toBe(Math.floor(totalPrice / 10_000));
  });
});

describe("redemptions never take a balance or a stock below zero", () => {
  const item = (pointsCost: number, stock: number) => createRewardItem({ name: `Voucher ${pointsCost}/${stock}/${Math.random()}`, description: "", pointsCost, stock, active: true }, person("usr-admin"));

  it("holds the points, takes stock on approval, and gives the points back on rejection", () => {
    const owner = person("usr-owner");
    const balance = pointBalance("usr-owner");
    expect(balance).toBeGreaterThan(10);
    const voucher = item(10, 1);
    const r = requestRedemption(voucher.id, owner);
    expect(pointBalance("usr-owner")).toBe(balance - 10);
    expect(refusal(() => approveRedemption(r.id, owner))).toBe(409); // never one's own
    approveRedemption(r.id, person("usr-finance"));
    expect(getRewardItem(voucher.id)!.stock).toBe(0);
    expect(pointBreakdown("usr-owner")).toMatchObject({ held: 0, available: balance - 10 });
    fulfilRedemption(r.id, person("usr-finance"));
    expect(db().select().from(redemptions).where(eq(redemptions.id, r.id)).get()!.state).toBe("fulfilled");

    const other = item(5, 3);
    const r2 = requestRedemption(other.id, owner);
    rejectRedemption(r2.id, "Not this quarter", person("usr-finance"));
    expect(pointBalance("usr-owner")).toBe(balance - 10);
    expect(getRewardItem(other.id)!.stock).toBe(3);
  });

  it("refuses a redemption over the balance and an approval with no stock left", () => {
    const owner = person("usr-owner");
    expect(refusal(() => requestRedemption(item(pointBalance("usr-owner") + 1, 5).id, owner))).toBe(409);
    const last = item(1, 1);
    const a = requestRedemption(last.id, owner);
    const b = requestRedemption(last.id, owner);
    approveRedemption(a.id, person("usr-finance"));
    expect(refusal(() => approveRedemption(b.id, person("usr-finance")))).toBe(409);
    expect(getRewardItem(last.id)!.stock).toBe(0);
    expect(db().select().from(redemptions).where(eq(redemptions.id, b.id)).get()!.state).toBe("requested");
    expect(() => db().update(rewardItems).set({ stock: -1 }).where(eq(rewardItems.id, last.id)).run()).toThrow(/CHECK constraint failed/);
  });

  it("lets only one of two processes spend the same last points", async () => {
    const balance = pointBalance("usr-owner");
    const everything = item(balance, 5);
    const goAt = Date.now() + 6_000;
    const env = { MODE: "redeem", REWARD_ITEM: everything.id, REWARD_USER: "usr-owner" };
    const outcomes = (await Promise.all([fromAnotherProcess(env, goAt), fromAnotherProcess(env, goAt)])) as string[];
    expect(outcomes.sort()).toEqual(["409", "ok"]);
    expect(pointBalance("usr-owner")).toBe(0);
  }, 60_000);

  it("converts points at the group's rate, never more than the balance", async () => {
    await paidInvoices(1);
    awardPaidInvoices();
    const owner = person("usr-owner");
    const balance = pointBalance("usr-owner");
    expect(refusal(() => convertPoints(balance + 1, owner))).toBe(400);
    const row = convertPoints(2, owner);
    expect(row).toMatchObject({ kind: "converted", points: -2, rupiah: 2_000 });
    expect(pointBalance("usr-owner")).toBe(balance - 2);
  });
});

describe("the sign-in answer carries point_type", () => {
  it("is point_simple by default and the group's saved type after", async () => {
    const tokens = () => ({ access_token: "a", refresh_token: "r" });
    const user = loadAccessUser("usr-member")!;
    expect((await signedInPayload(user, tokens)).point_type).toBe("point_simple");
    savePointRule({ productId: "", pointType: "point_formula", rupiahPerPoint: 100_000, formula: "amount / 100000" }, person("usr-admin"));
    expect((await signedInPayload(user, tokens)).point_type).toBe("point_formula");
    savePointRule({ productId: "", pointType: "point_simple", rupiahPerPoint: 100_000, formula: "" }, person("usr-admin"));
  });
});
