/**
 * The finest cash-in reversal (issue 20): un-matching a paid billing whose cash-in finest booked sends a reversal
 * of that cash-in, once (even when the effect or the job runs twice, or the process dies after finest answered);
 * a re-match sends a new cash-in under a new key; a cash-in not booked needs no reversal; refusals are retried
 * with backoff; and the sandbox twin and the HTTP client speak the reversal's wire contract.
 */
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, sandboxRecords } from "#db/schema";
import { createAccountingHttpClient } from "~/integrations/accounting/http-client.server";
import { accounting, type Accounting, type FinestReport, useAccounting } from "~/integrations/accounting/index.server";
import { createAccountingSandbox } from "~/integrations/accounting/sandbox.server";
import type { FinestCashinRecord } from "~/models/finest-report.server";
import { addSandboxRule, clearSandboxRules } from "~/models/sandbox-rules.server";
import { registerAllEffects } from "~/services/effects.server";
import { finestBackoffMs, finestKeys, sendFinestReports } from "~/services/finest.server";
import { drainOutbox } from "~/services/outbox.server";
import { reverseCashinEffect } from "~/services/payments/effects.server";
import { importStatement, matchPayment, unmatchPayment } from "~/services/payments/index.server";
import { findMessage } from "~/lib/server-message";
import { useStubServer } from "../support/stub-http-server";
import { useDemoData } from "../support/seed";
import { invoiceOf, issuedBilling, metaOf, outboxOf, paymentByRef, settlement, statement } from "./payments-fixtures";

useDemoData();
beforeAll(() => registerAllEffects());
afterEach(() => {
  clearSandboxRules("accounting");
  useAccounting(null);
});

const later = (ms: number) => () => new Date(Date.now() + ms);
const cashinOf = (billingId: string) => invoiceOf(billingId).finestCashin as FinestCashinRecord | null;
/** finest's bookings (the sandbox twin's successful records) under one idempotency key. */
const bookedUnder = (key: string) => db().select().from(sandboxRecords).where(and(eq(sandboxRecords.system, "accounting"), eq(sandboxRecords.reference, key), eq(sandboxRecords.outcome, "success"))).all();

/**
 * An issued billing whose delivered report finest booked (that path is tax-finest-reports.test.ts's), paid by an
 * imported transfer of exactly its amount due (matched automatically).
 */
async function paidBilling() {
  const billing = issuedBilling();
  db().update(invoices).set({ statusDeliveredFinest: "sent", finestDelivered: { document_no: "182600000000" } }).where(eq(invoices.id, billing.invoice.id)).run();
  const s = statement([{ credit: billing.due }]);
  await importStatement(s, metaOf(s), settlement());
  const payment = paymentByRef(s.lines[0]!.referenceNo);
  expect(payment.state).toBe("matched");
  return { ...billing, invoiceId: billing.invoice.id, paymentId: payment.id };
}

async function unmatch(paymentId: string, reason = "Transfer was for another customer's billing") {
  await unmatchPayment(paymentId, reason, settlement());
  await drainOutbox({ limit: 500 });
}

describe("a booked cash-in, un-matched", () => {
  it("sends the reversal once, even when the effect and the job run twice; a re-match sends a new cash-in under a new key", async () => {
    const a = await paidBilling();
    await sendFinestReports();
    const booked = cashinOf(a.id)!;
    expect(invoiceOf(a.id).statusCashinFinest).toBe("sent");
    expect(booked).toMatchObject({ seq: 1, idempotency_key: finestKeys.cashin(a.invoiceId, 1), document_no: expect.stringMatching(/^14\d{12}$/), amount: a.billing.finalPrice });

    await unmatch(a.paymentId);
    const [row] = outboxOf("effect.reverseCashin", a.id);
    reverseCashinEffect(row!); // the effect repeated after a crash adds nothing
    expect(cashinOf(a.id)!.reversal).toMatchObject({ seq: 1, reverses: booked.document_no, reverses_key: finestKeys.cashin(a.invoiceId, 1), amount: booked.amount, reason: "Transfer was for another customer's billing", outbox_id: row!.id });

    expect(await sendFinestReports()).toMatchObject({ reversal: 1 });
    expect(await sendFinestReports()).toMatchObject({ reversal: 0 });
    const reversed = invoiceOf(a.id);
    expect(reversed.statusCashinFinest).toBe("not yet");
    const history = (reversed.finestCashin as FinestCashinRecord).history!;
    expect(reversed.finestCashin).toEqual({ seq: 2, history: [expect.objectContaining({ seq: 1, document_no: booked.document_no })] });
    expect(history[0]!.reversal).toMatchObject({ document_no: expect.stringMatching(/^15\d{12}$/), idempotency_key: finestKeys.reversal(a.invoiceId, 1), error: null });
    expect(bookedUnder(finestKeys.reversal(a.invoiceId, 1))).toHaveLength(1);
    // The billing is not paid: no new cash-in is due.
    await sendFinestReports();
    expect(invoiceOf(a.id).statusCashinFinest).toBe("not yet");

    await matchPayment(a.paymentId, [{ billingId: a.id, amount: a.due }], settlement());
    await sendFinestReports();
    const again = cashinOf(a.id)!;
    expect(invoiceOf(a.id).statusCashinFinest).toBe("sent");
    expect(again).toMatchObject({ seq: 2, idempotency_key: finestKeys.cashin(a.invoiceId, 2), document_no: expect.stringMatching(/^14\d{12}$/) });
    expect(again.document_no).not.toBe(booked.document_no);
    expect(again.history).toHaveLength(1);
    expect(bookedUnder(finestKeys.cashin(a.invoiceId, 1))).toHaveLength(1);
    expect(bookedUnder(finestKeys.cashin(a.invoiceId, 2))).toHaveLength(1);
  });

  it("a reversal resent after the process died with finest's answer unrecorded is booked once", async () => {
    const a = await paidBilling();
    await sendFinestReports();
    await unmatch(a.paymentId);
    const pending = invoiceOf(a.id);
    expect(await sendFinestReports()).toMatchObject({ reversal: 1 });
    const first = (invoiceOf(a.id).finestCashin as FinestCashinRecord).history![0]!.reversal.document_no;
    // The crash: finest booked the reversal, but the portal's write of its answer never happened.
    db().update(invoices).set({ statusCashinFinest: pending.statusCashinFinest, finestCashin: pending.finestCashin }).where(eq(invoices.id, a.invoiceId)).run();
    expect(await sendFinestReports()).toMatchObject({ reversal: 1 });
    expect((invoiceOf(a.id).finestCashin as FinestCashinRecord).history![0]!.reversal.document_no).toBe(first);
    expect(bookedUnder(finestKeys.reversal(a.invoiceId, 1))).toHaveLength(1);
  });

  it("a refused or unreachable reversal stays pending with its error and is retried after the backoff", async () => {
    const a = await paidBilling();
    await sendFinestReports();
    await unmatch(a.paymentId);
    addSandboxRule({ system: "accounting", outcome: "costElement", match: { kind: "cashin-reversal" }, remaining: 1 });
    expect(await sendFinestReports()).toMatchObject({ reversal: 0, refused: 1 });
    let reversal = cashinOf(a.id)!.reversal!;
    expect(reversal).toMatchObject({ attempts: 1, error: { message: expect.stringContaining("Cost element value") } });
    expect(Date.parse(reversal.next_attempt_at!) - Date.parse(reversal.error!.at)).toBe(finestBackoffMs(1));
    // Within the backoff nothing is sent.
    expect(await sendFinestReports()).toMatchObject({ reversal: 0, refused: 0 });
    addSandboxRule({ system: "accounting", outcome: "unreachable", match: { kind: "cashin-reversal" }, remaining: 1 });
    expect(await sendFinestReports({ now: later(finestBackoffMs(1) + 1_000) })).toMatchObject({ unreachable: 1 });
    reversal = cashinOf(a.id)!.reversal!;
    expect(reversal).toMatchObject({ attempts: 2, error: { message: expect.stringContaining("unreachable") } });
    expect(invoiceOf(a.id).statusCashinFinest).toBe("sent");
    expect(await sendFinestReports({ now: later(finestBackoffMs(1) + finestBackoffMs(2) + 2_000) })).toMatchObject({ reversal: 1 });
    expect(invoiceOf(a.id).statusCashinFinest).toBe("not yet");
    expect(cashinOf(a.id)!.history![0]!.reversal).toMatchObject({ attempts: 3, error: null });
  });

  it("a re-match before the reversal is booked waits for it, then sends the new cash-in", async () => {
    const a = await paidBilling();
    await sendFinestReports();
    await unmatch(a.paymentId);
    addSandboxRule({ system: "accounting", outcome: "unreachable", match: { kind: "cashin-reversal" }, remaining: 1 });
    await sendFinestReports();
    await matchPayment(a.paymentId, [{ billingId: a.id, amount: a.due }], settlement());
    await sendFinestReports();
    expect(cashinOf(a.id)).toMatchObject({ seq: 1, reversal: { attempts: 1 } });
    await sendFinestReports({ now: later(finestBackoffMs(1) + 1_000) });
    expect(cashinOf(a.id)).toMatchObject({ seq: 2, idempotency_key: finestKeys.cashin(a.invoiceId, 2), history: [expect.objectContaining({ seq: 1 })] });
    expect(invoiceOf(a.id).statusCashinFinest).toBe("sent");
  });
});

describe("a cash-in not booked when its payment is un-matched", () => {
  it("needs no reversal: it stops being due, and a re-match sends it with its key unchanged", async () => {
    const a = await paidBilling();
    await unmatch(a.paymentId);
    expect(outboxOf("effect.reverseCashin", a.id)).toHaveLength(1);
    await sendFinestReports();
    expect(invoiceOf(a.id).statusCashinFinest).toBe("not yet");
    expect(cashinOf(a.id)).toBeNull();
    expect(bookedUnder(finestKeys.cashin(a.invoiceId, 1))).toHaveLength(0);
    await matchPayment(a.paymentId, [{ billingId: a.id, amount: a.due }], settlement());
    await sendFinestReports();
    expect(cashinOf(a.id)).toMatchObject({ seq: 1, idempotency_key: finestKeys.cashin(a.invoiceId, 1) });
    expect(cashinOf(a.id)!.reversal).toBeUndefined();
  });

  it("one booked while the un-match was under way gets its reversal when its booking is recorded", async () => {
    const a = await paidBilling();
    const sandbox = createAccountingSandbox();
    // finest answers the cash-in only after settlement staff un-matched the payment.
    const slow: Accounting = {
      name: "slow",
      async send(report, options) {
        if (report.kind === "cashin" && report.invoiceId === a.invoiceId) await unmatch(a.paymentId, "Wrong customer");
        return sandbox.send(report, options);
      },
    };
    useAccounting(slow);
    await sendFinestReports();
    const record = cashinOf(a.id)!;
    expect(invoiceOf(a.id).statusCashinFinest).toBe("sent");
    expect(record.reversal).toMatchObject({ seq: 1, reverses: record.document_no, outbox_id: null });
    useAccounting(null);
    expect(await sendFinestReports()).toMatchObject({ reversal: 1 });
    expect(invoiceOf(a.id).statusCashinFinest).toBe("not yet");
  });
});

describe("finest's side of a reversal", () => {
  const reversalOf = (documentNo: string, key: string): FinestReport => ({
    kind: "cashin-reversal", idempotencyKey: key, invoiceId: "inv-x", invoiceNumber: "INV-X", productCode: "ST", customer: { name: "PT X", npwp: "", sapCustomerId: "SAP-1" },
    amount: 1_000, dpp: 900, ppn: 100, date: "2026-11-26", nomorFaktur: null, accounts: { pendapatan: "4011", piutang: "1131", bank: "1112", pdd: "2151" }, businessArea: "T001", kodeUnit: "DDB1",
    reverses: { documentNo, idempotencyKey: "inv-x:cashin:1", reason: "Wrong billing" },
  });

  it("the sandbox refuses a reversal of a document it never booked as a cash-in, and a second reversal of one document", async () => {
    const sandbox = accounting();
    expect(await sandbox.send(reversalOf("149999999999", "inv-x:cashin-reversal:1"))).toEqual({ ok: false, message: "Document 149999999999 is not a booked cash-in; there is nothing to reverse" });
    const cashin = await sandbox.send({ ...reversalOf("", "inv-y:cashin:1"), kind: "cashin", reverses: undefined });
    expect(cashin.ok).toBe(true);
    const documentNo = cashin.ok ? cashin.documentNo : "";
    const first = await sandbox.send(reversalOf(documentNo, "inv-y:cashin-reversal:1"));
    expect(first).toEqual({ ok: true, documentNo: expect.stringMatching(/^15\d{12}$/) });
    expect(await sandbox.send(reversalOf(documentNo, "inv-y:cashin-reversal:1"))).toEqual(first);
    const second = await sandbox.send(reversalOf(documentNo, "inv-y:cashin-reversal:2"));
    expect(second).toEqual({ ok: false, message: `Document ${documentNo} was already reversed by document ${first.ok ? first.documentNo : ""}` });
    // The sandbox panel shows these refusals in the reader's language.
    expect(findMessage(second.ok ? "" : second.message)).not.toBeNull();
    expect(findMessage("Document 149999999999 is not a booked cash-in; there is nothing to reverse")).not.toBeNull();
  });

  describe("over HTTP", () => {
    const stub = useStubServer("/api/");
    it("posts the reversal to /reports/cashin-reversal with its key and the document it cancels", async () => {
      stub.handler = (_req, _body, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: true, data: { document_no: "1520260000001" } }));
      };
      const client = createAccountingHttpClient(stub.base, { timeoutMs: 500 });
      expect(await client.send(reversalOf("1420260000001", "inv-x:cashin-reversal:1"))).toEqual({ ok: true, documentNo: "1520260000001" });
      expect(stub.seen[0]).toMatchObject({ method: "POST", url: "/api/reports/cashin-reversal", headers: { "idempotency-key": "inv-x:cashin-reversal:1" } });
      expect(JSON.parse(stub.seen[0]!.body)).toMatchObject({ kind: "cashin-reversal", reverses: { documentNo: "1420260000001", idempotencyKey: "inv-x:cashin:1" } });
    });
  });
});
