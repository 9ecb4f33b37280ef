import path from "node:path";
import { eq } from "drizzle-orm";
import { db, writeTransaction } from "#db/client.server";
import { newId } from "#db/ids";
import { balanceMovements, cashOutRequests, products } from "#db/schema";
import { loadAccessUser } from "~/models/user.server";
import { availableBalance, balanceBreakdown, creditSettledNet } from "~/services/cash-out/balance.server";
import { approveCashOut, completeCashOut, rejectCashOut, requestCashOut } from "~/services/cash-out/cash-outs.server";
import { drainOutbox } from "~/services/outbox.server";
import { actorOf } from "~/services/workflows.server";
import { registerAllEffects } from "~/services/effects.server";
import { action as detailAction, loader as detailLoader } from "~/routes/_portal.cash-outs.$id";
import { loader as listLoader } from "~/routes/_portal.cash-outs._index";
import { loader as approvalsLoader } from "~/routes/_portal.cash-outs.approvals";
import { action as newAction, loader as newLoader } from "~/routes/_portal.cash-outs.new";
import { runWorker, workerAnswer } from "../support/child-process";
import { denied, routeRunner } from "../support/route-runner";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());

const WORKER = path.resolve("tests/integration/cash-out-worker.ts");
const maker = () => actorOf(loadAccessUser("usr-settlement")!);
const checker = () => actorOf(loadAccessUser("usr-finance")!);
const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], "proof.pdf", { type: "application/pdf" });

/** A product of its own with `amount` of settled net credited by a settlement, as the settlement code does. */
function productWithBalance(amount: number) {
  const [template] = db().select().from(products).limit(1).all();
  const id = newId();
  db().insert(products).values({ ...template!, id, productCode: `CO${id.slice(-8).toUpperCase()}`, name: `Cash-out test ${id.slice(-8)}` }).run();
  writeTransaction((tx) => creditSettledNet(tx, { productId: id, settlementId: `stl-${id}`, amount, at: new Date() }));
  return id;
}
const input = (productId: string, amount: number) => ({ productId, amount, bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Mitra Sejahtera", note: "" });
const refusal = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (error) {
    if (error instanceof Response) return { ...((await error.json()) as { message: string; field?: string }), status: error.status };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("the balance ledger", () => {
  it("credits a settlement's net once, however often it is recorded", () => {
    const productId = productWithBalance(1_000_000);
    expect(writeTransaction((tx) => creditSettledNet(tx, { productId, settlementId: `stl-${productId}`, amount: 1_000_000, at: "2026-11-26T00:00:00Z" }))).toBe(false);
    expect(availableBalance(productId)).toBe(1_000_000);
    expect(() => writeTransaction((tx) => creditSettledNet(tx, { productId, settlementId: `stl-${productId}`, amount: 999, at: new Date() }))).toThrow(/credited 1000000/);
    expect(writeTransaction((tx) => creditSettledNet(tx, { productId, settlementId: "stl-other", amount: 0, at: new Date() }))).toBe(false);
    expect(availableBalance(productId)).toBe(1_000_000);
  });

  it("rolls a credit back with the caller's transaction", () => {
    const productId = productWithBalance(10);
    expect(() => writeTransaction((tx) => {
      creditSettledNet(tx, { productId, settlementId: "stl-rolled-back", amount: 500, at: new Date() });
      throw new Error("settlement failed");
    })).toThrow("settlement failed");
    expect(availableBalance(productId)).toBe(10);
  });
});

describe("a cash-out request", () => {
  it("holds the amount when it is made", async () => {
    const productId = productWithBalance(5_000_000);
    const row = await requestCashOut(input(productId, 2_000_000), [], maker());
    expect(row).toMatchObject({ state: "requested", amount: 2_000_000, makerId: "usr-settlement", number: expect.stringMatching(/^CO-\d{4}-\d{5}$/) });
    expect(balanceBreakdown(productId)).toEqual({ settled: 5_000_000, held: 2_000_000, paidOut: 0, available: 3_000_000 });
  });

  it("refuses more than the available balance, beside the amount field, and writes nothing", async () => {
    const productId = productWithBalance(1_000_000);
    await requestCashOut(input(productId, 600_000), [], maker());
    const refused = await refusal(requestCashOut(input(productId, 400_001), [], maker()));
    expect(refused).toMatchObject({ status: 400, field: "amount", message: expect.stringContaining("Rp 400.000") });
    expect(db().select().from(cashOutRequests).where(eq(cashOutRequests.productId, productId)).all()).toHaveLength(1);
    expect(availableBalance(productId)).toBe(400_000);
  });

  it("refuses its own maker as checker, on the server, whatever their permissions", async () => {
    const productId = productWithBalance(1_000_000);
    const superAdmin = actorOf(loadAccessUser("usr-super-admin")!);
    const row = await requestCashOut(input(productId, 1_000_000), [], superAdmin);
    const approved = await refusal(() => approveCashOut(row.id, superAdmin));
    expect(approved).toMatchObject({ status: 409, message: expect.stringContaining("maker-checker") });
    const rejected = await refusal(() => rejectCashOut(row.id, "changed my mind", superAdmin));
    expect(rejected.status).toBe(409);
    expect(db().select().from(cashOutRequests).where(eq(cashOutRequests.id, row.id)).get()).toMatchObject({ state: "requested", checkerId: null });
  });

  it("gives the hold back when the checker rejects it with a reason", async () => {
    const productId = productWithBalance(3_000_000);
    const row = await requestCashOut(input(productId, 3_000_000), [], maker());
    expect(availableBalance(productId)).toBe(0);
    expect((await refusal(() => rejectCashOut(row.id, "  ", checker()))).status).toBe(409);
    rejectCashOut(row.id, "The account holder does not match the partner", checker());
    expect(db().select().from(cashOutRequests).where(eq(cashOutRequests.id, row.id)).get()).toMatchObject({ state: "rejected", checkerId: "usr-finance", rejectReason: "The account holder does not match the partner" });
    expect(balanceBreakdown(productId)).toEqual({ settled: 3_000_000, held: 0, paidOut: 0, available: 3_000_000 });
    expect((await refusal(() => approveCashOut(row.id, checker()))).status).toBe(409);
  });

  it("is completed by hand with the transfer reference and proof: the money leaves the balance once", async () => {
    const productId = productWithBalance(2_500_000);
    const row = await requestCashOut(input(productId, 2_000_000), [], maker());
    approveCashOut(row.id, checker());
    expect(balanceBreakdown(productId)).toEqual({ settled: 2_500_000, held: 2_000_000, paidOut: 0, available: 500_000 });
    expect(await refusal(completeCashOut(row.id, "TRF-1", null, checker()))).toMatchObject({ status: 400, field: "proof" });
    await completeCashOut(row.id, "TRF-20261126-77", pdf(), checker());
    const done = db().select().from(cashOutRequests).where(eq(cashOutRequests.id, row.id)).get()!;
    expect(done).toMatchObject({ state: "completed", transferVia: "manual", transferReference: "TRF-20261126-77", completedById: "usr-finance", transferProofId: expect.any(String) });
    expect(balanceBreakdown(productId)).toEqual({ settled: 2_500_000, held: 0, paidOut: 2_000_000, available: 500_000 });
    expect((await refusal(completeCashOut(row.id, "TRF-again", pdf(), checker()))).status).toBe(409);
    expect(db().select().from(balanceMovements).where(eq(balanceMovements.sourceId, row.id)).all().map((m) => [m.kind, m.amount])).toEqual([["cash-out hold", -2_000_000], ["hold released", 2_000_000], ["paid out", -2_000_000]]);
  });

  it("is completed by the sandbox bank twin through the outbox after approval", async () => {
    const productId = productWithBalance(700_000);
    const row = await requestCashOut(input(productId, 700_000), [], maker());
    approveCashOut(row.id, checker());
    await drainOutbox({ limit: 1000 });
    const done = db().select().from(cashOutRequests).where(eq(cashOutRequests.id, row.id)).get()!;
    expect(done).toMatchObject({ state: "completed", transferVia: "bank", transferReference: expect.stringMatching(/^SBX-TRF-/), completedById: "system" });
    expect(balanceBreakdown(productId)).toMatchObject({ held: 0, paidOut: 700_000, available: 0 });
  });
});

describe("two requests for the whole balance at once, from two processes", () => {
  /** Requests the whole balance from another process at the agreed moment. */
  function requestFromAnotherProcess(productId: string, amount: number, goAt: number) {
    return workerAnswer<{ outcome: string }>(runWorker(WORKER, { CASHOUT_PRODUCT: productId, CASHOUT_AMOUNT: String(amount), GO_AT: String(goAt) })).then((a) => a.outcome);
  }

  it("lets exactly one succeed; the balance never goes below zero", async () => {
    const productId = productWithBalance(4_000_000);
    const goAt = Date.now() + 6_000;
    const outcomes = await Promise.all([requestFromAnotherProcess(productId, 4_000_000, goAt), requestFromAnotherProcess(productId, 4_000_000, goAt)]);
    expect(outcomes.sort()).toEqual(["400", "ok"]);
    expect(db().select().from(cashOutRequests).where(eq(cashOutRequests.productId, productId)).all()).toHaveLength(1);
    expect(availableBalance(productId)).toBe(0);
  }, 60_000);
});

describe("the cash-out screens", () => {
  const run = routeRunner();
  it("offers each product with its available balance on the request form, the richest first", async () => {
    const productId = productWithBalance(777_000);
    const page = (await (await run(newLoader, "/cash-outs/new", "usr-settlement")).json()) as { products: { id: string; available: number }[] };
    expect(page.products.find((p) => p.id === productId)!.available).toBe(777_000);
    // The demo's seeded settled balances (db/seed/cash-outs.ts).
    expect(page.products.filter((p) => p.available > 0).length).toBeGreaterThanOrEqual(3);
    expect(page.products.map((p) => p.available)).toEqual([...page.products.map((p) => p.available)].sort((a, b) => b - a));
  });

  it("answers a request over the balance with a field error beside the amount, and the maker's own approval with a refusal", async () => {
    const productId = productWithBalance(900_000);
    const form = { productId, amount: "900001", bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Mitra Sejahtera" };
    const over = await run(newAction, "/cash-outs/new", "usr-settlement", { form });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.amount).toEqual([expect.stringContaining("Rp 900.000")]);
    const blank = await run(newAction, "/cash-outs/new", "usr-settlement", { form: { productId } });
    expect(Object.keys(((await blank.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).sort()).toEqual(["accountHolder", "accountNumber", "amount", "bankName"]);
    const made = await run(newAction, "/cash-outs/new", "usr-super-admin", { form: { ...form, amount: "900000" } });
    expect(made.status).toBe(302);
    const id = made.headers.get("Location")!.split("/").pop()!;
    const own = await run(detailAction, `/cash-outs/${id}`, "usr-super-admin", { params: { id }, form: { intent: "approve" } });
    expect(own.status).toBe(409);
    expect(((await own.json()) as { message: string }).message).toContain("maker-checker");
    expect(denied(await run(detailAction, `/cash-outs/${id}`, "usr-settlement", { params: { id }, form: { intent: "approve" } }))).toBe(true);
    const approved = await run(detailAction, `/cash-outs/${id}`, "usr-finance", { params: { id }, form: { intent: "approve" } });
    expect(approved.status).toBe(302);
    const page = (await (await run(detailLoader, `/cash-outs/${id}`, "usr-settlement", { params: { id } })).json()) as { row: { state: string; checkerName: string } };
    expect(page.row).toMatchObject({ state: "approved", checkerName: "Lukas Pranoto" });
    const inbox = (await (await run(approvalsLoader, "/cash-outs/approvals", "usr-finance")).json()) as { rows: { id: string }[] };
    expect(inbox.rows.some((r) => r.id === id)).toBe(false);
    const list = (await (await run(listLoader, `/cash-outs?state=approved&product=${productId}`, "usr-settlement")).json()) as { rows: { id: string }[] };
    expect(list.rows.map((r) => r.id)).toEqual([id]);
  });
});
