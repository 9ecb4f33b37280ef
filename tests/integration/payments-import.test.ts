/** Issue 20: statement import, dedupe and the automatic matching rule (exact, ambiguous, none). */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, payments, statementImports } from "#db/schema";
import { invoicesDueForFinest } from "~/models/finest-report.server";
import { billingsOpenForAmountQuery, getBilling } from "~/models/billing.server";
import { importStatement, matchPayment, NOT_MATCHED_MESSAGE } from "~/services/payments/index.server";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";
import { AC_ACCOUNT, allocationsOf, invoiceOf, issuedBilling, metaOf, paymentByRef, settlement, ST_ACCOUNT, statement, transitionsOf } from "./payments-fixtures";

useDemoData();

describe("importing a statement", () => {
  it("matches a credit equal to exactly one open billing's amount due: billing and invoice paid, history, cash-in queued, actor recorded", async () => {
    const { id, invoice, due } = issuedBilling();
    const s = statement([{ credit: due }, { debit: 250_000 }]);
    const ref = s.lines[0]!.referenceNo;
    const result = await importStatement(s, metaOf(s), settlement());
    expect(result).toMatchObject({ added: 1, duplicates: 0, matched: 1, unmatched: 0 });
    const payment = paymentByRef(ref);
    expect(payment).toMatchObject({ source: "statement", account: ST_ACCOUNT, amount: due, credit: due, statusMatch: "matched", statusPayment: "settled", state: "matched", allocatedAmount: due, importId: result.importId, productId: "prd-st" });
    const billing = getBilling(id)!;
    expect(billing).toMatchObject({ status: "paid", statusPaid: "paid", paidAmount: due });
    expect(billing.paymentHistory).toEqual([expect.objectContaining({ payment_id: payment.id, amount: due, surplus: 0, reference_no: ref, by: settlement().name })]);
    expect(invoiceOf(id).statusPaid).toBe("paid");
    expect(allocationsOf(payment.id)).toEqual([expect.objectContaining({ billingId: id, amount: due, surplus: 0, auto: true, createdById: "usr-owner", reversedAt: null })]);
    const billingLog = transitionsOf("billing", id).at(-1)!;
    expect(billingLog).toMatchObject({ event: "billing.pay", fromState: "issued", toState: "paid", actorId: "usr-owner" });
    // The finest cash-in report becomes due once the delivered report is booked (finest-report.server.ts).
    db().update(invoices).set({ statusDeliveredFinest: "sent" }).where(eq(invoices.id, invoice.id)).run();
    expect(invoicesDueForFinest("cashin", new Date(), 1000).map((d) => d.invoice.id)).toContain(invoice.id);
    const imported = db().select().from(statementImports).where(eq(statementImports.id, result.importId)).get()!;
    expect(imported).toMatchObject({ account: ST_ACCOUNT, layout: "mandiri", lines: 2, credits: 1, added: 1, matched: 1, importedById: "usr-owner" });
  });

  it("adds nothing when the same statement is imported again; two identical credits without a reference are two payments", async () => {
    const s = statement([{ credit: 777_001, referenceNo: "" }, { credit: 777_001, referenceNo: "" }, { credit: 777_002 }]);
    const first = await importStatement(s, metaOf(s), settlement());
    expect(first).toMatchObject({ added: 3, duplicates: 0, unmatched: 3 });
    const again = await importStatement(s, metaOf(s), settlement());
    expect(again).toMatchObject({ added: 0, duplicates: 3, matched: 0, unmatched: 0 });
    expect(db().select().from(payments).where(eq(payments.amount, 777_001)).all()).toHaveLength(2);
    // An overlapping statement with one new line adds just that line.
    const overlap = { ...s, lines: [...s.lines, { ...s.lines[2]!, line: 5, referenceNo: "FT-NEW-1" }] };
    expect(await importStatement(overlap, metaOf(overlap), settlement())).toMatchObject({ added: 1, duplicates: 3 });
  });

  it("leaves a credit no open billing has unmatched with 'Payment is not matched'", async () => {
    issuedBilling();
    const s = statement([{ credit: 1_234_567 }]);
    expect(await importStatement(s, metaOf(s), settlement())).toMatchObject({ added: 1, matched: 0, unmatched: 1 });
    const payment = paymentByRef(s.lines[0]!.referenceNo);
    expect(payment).toMatchObject({ statusMatch: "unmatched", statusPayment: "unsettled", allocatedAmount: 0 });
    expect(payment.matchNote).toMatch(new RegExp(`^${NOT_MATCHED_MESSAGE}: no open billing`));
  });

  it("does not match a credit into another account, even of the exact amount", async () => {
    const { id, due } = issuedBilling();
    const s = statement([{ credit: due }], AC_ACCOUNT);
    expect(await importStatement(s, metaOf(s), settlement())).toMatchObject({ matched: 0, unmatched: 1 });
    expect(getBilling(id)!.statusPaid).toBe("unpaid");
  });

  it("leaves an ambiguous credit (two open billings of that amount) in the queue, where it is matched by hand", async () => {
    const a = issuedBilling({ productId: "prd-ac", price: 4_440_000 });
    const b = issuedBilling({ productId: "prd-ac", price: 4_440_000 });
    expect(a.due).toBe(b.due);
    const s = statement([{ credit: a.due }], AC_ACCOUNT);
    expect(await importStatement(s, metaOf(s), settlement())).toMatchObject({ matched: 0, unmatched: 1 });
    const payment = paymentByRef(s.lines[0]!.referenceNo);
    expect(payment.matchNote).toMatch(/2 open billings/);
    const matched = await matchPayment(payment.id, [{ billingId: b.id, amount: a.due }], settlement());
    expect(matched).toMatchObject({ state: "matched", allocated: a.due, allocations: [{ billingId: b.id, applied: a.due, surplus: 0, billingState: "paid", balanceDue: 0 }] });
    expect(getBilling(a.id)!.statusPaid).toBe("unpaid");
    expect(getBilling(b.id)!.statusPaid).toBe("paid");
    expect(allocationsOf(payment.id)[0]).toMatchObject({ auto: false, createdById: "usr-owner" });
  });

  it("refuses a statement with sen or a bad line, naming the line, and writes nothing", async () => {
    const before = db().select().from(statementImports).all().length;
    const s = statement([{ credit: 500_000 }, { credit: 100_000.5 }, { credit: 5, transactionDate: "25/11/2026" }]);
    const refused = await refusal(() => importStatement(s, metaOf(s), settlement()));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/line 3: .*whole rupiah/);
    expect(refused.message).toMatch(/line 4: the date/);
    expect(db().select().from(statementImports).all()).toHaveLength(before);
    expect(db().select().from(payments).where(eq(payments.amount, 500_000)).all()).toHaveLength(0);
  });

  it("finds the candidates of an amount through the partial expression index", async () => {
    const { due } = issuedBilling();
    const query = billingsOpenForAmountQuery(db()).toSQL();
    expect(query.params).toHaveLength(2); // the amount and the limit: the partial terms are literals, as the index states them
    const plan = db().$client.prepare(`explain query plan ${query.sql}`).all(due, 50) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/billings_open_amount_due_idx/);
  });
});
