/** Issue 20: the payments screens through their loaders and actions: permissions, import, match and split, not ours, un-match, export. */
import ExcelJS from "exceljs";
import { getBilling } from "~/models/billing.server";
import { getPayment } from "~/models/payment.server";
import { loader as detailLoader, action as detailAction } from "~/routes/_portal.payments.$id";
import { loader as exportLoader } from "~/routes/_portal.payments.export";
import { loader as importLoader, action as importAction } from "~/routes/_portal.payments.import";
import { loader as listLoader } from "~/routes/_portal.payments._index";
import { loader as queueLoader, action as queueAction } from "~/routes/_portal.payments.unmatched";
import { makeStatementCsv } from "~/services/bank-statements/fixtures";
import { importStatement } from "~/services/payments/index.server";
import { denied, routeRunner } from "../support/route-runner";
import { useDemoData } from "../support/seed";
import { allocationsOf, invoiceOf, issuedBilling, metaOf, paymentByRef, settlement, ST_ACCOUNT, statement } from "./payments-fixtures";

useDemoData();

const run = routeRunner();

async function waitingCredit(amount: number) {
  const s = statement([{ credit: amount }]);
  await importStatement(s, metaOf(s), settlement());
  return paymentByRef(s.lines[0]!.referenceNo);
}

function statementForm(csv: string, name = "mandiri.csv") {
  const form = new FormData();
  form.set("file", new File([csv], name, { type: "text/csv" }));
  return form;
}

describe("permissions", () => {
  it("a member without read:payment is sent away from the list, the export and a payment", async () => {
    const p = await waitingCredit(123_457);
    for (const res of [await run(listLoader, "/payments", "usr-member"), await run(exportLoader, "/payments/export", "usr-member"), await run(detailLoader, `/payments/${p.id}`, "usr-member", { params: { id: p.id } })]) {
      expect(denied(res), String(res.status)).toBe(true);
    }
    expect((await run(listLoader, "/payments", "usr-settlement")).status).toBe(200);
  });

  it("only manage:settlement imports and matches", async () => {
    const p = await waitingCredit(223_457);
    expect(denied(await run(importLoader, "/payments/import", "usr-member"))).toBe(true);
    expect(denied(await run(importAction, "/payments/import", "usr-member", { form: statementForm("x") }))).toBe(true);
    expect(denied(await run(queueLoader, "/payments/unmatched", "usr-owner"))).toBe(true);
    expect(denied(await run(queueAction, "/payments/unmatched", "usr-owner", { form: { intent: "not-ours", paymentId: p.id, reason: "refund of a deposit" } }))).toBe(true);
    expect(getPayment(p.id)!.state).toBe("unmatched");
    expect((await run(queueLoader, "/payments/unmatched", "usr-settlement")).status).toBe(200);
  });
});

describe("the import", () => {
  it("imports a good statement, matches the credit equal to an issued billing, and shows the counts", async () => {
    const b = issuedBilling();
    const csv = makeStatementCsv("mandiri", [
      { date: "2026-11-20", description: "TRF PT MAJU", reference: "FTSCR0000001", credit: b.due },
      { date: "2026-11-20", description: "TRF LAIN", reference: "FTSCR0000002", credit: 77_001 },
      { date: "2026-11-21", description: "BIAYA ADM", reference: "", credit: 0, debit: 5_000 },
    ], { account: ST_ACCOUNT });
    const res = await run(importAction, "/payments/import", "usr-settlement", { form: statementForm(csv) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: "imported", added: 2, duplicates: 0, matched: 1, unmatched: 1 });
    expect(getBilling(b.id)!.status).toBe("paid");
    expect(invoiceOf(b.id).statusPaid).toBe("paid");
    const again = await (await run(importAction, "/payments/import", "usr-settlement", { form: statementForm(csv) })).json();
    expect(again).toMatchObject({ added: 0, duplicates: 2 });
  });

  it("refuses a malformed file with each line and reason, writing nothing", async () => {
    const csv = makeStatementCsv("mandiri", [{ date: "2026-11-22", description: "TRF", reference: "FTBAD0000001", credit: 88_001 }], { account: ST_ACCOUNT }).replace("88.001,00", "88.001,50");
    const res = await run(importAction, "/payments/import", "usr-settlement", { form: statementForm(csv) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { kind: string; errors: { line: number; reason: string }[] };
    expect(body.kind).toBe("refused");
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0]!.line).toBeGreaterThan(0);
    expect(paymentByRef("FTBAD0000001")).toBeUndefined();
  });

  it("asks for a file when none is sent", async () => {
    const res = await run(importAction, "/payments/import", "usr-settlement", { form: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: { file: string[] } }).fieldErrors.file).toHaveLength(1);
  });
});

describe("the queue", () => {
  it("finds open billings by amount and matches one by hand", async () => {
    const b = issuedBilling();
    const p = await waitingCredit(b.due + 1); // one rupiah off: not matched automatically
    const page = (await (await run(queueLoader, `/payments/unmatched?payment=${p.id}&amount=${b.due}`, "usr-settlement")).json()) as { billings: { id: string }[] };
    expect(page.billings.map((x) => x.id)).toContain(b.id);
    const res = await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { one: b.id, paymentId: p.id } });
    expect(res.status).toBe(302);
    expect(getPayment(p.id)!.state).toBe("matched");
    expect(getBilling(b.id)!.status).toBe("paid");
  });

  it("splits a credit across billings; amounts above the credit or not whole rupiah are field errors and write nothing", async () => {
    const a = issuedBilling();
    const b = issuedBilling();
    const p = await waitingCredit(a.due + b.due);
    const tooMuch = await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { intent: "match", paymentId: p.id, [`alloc.${a.id}`]: String(a.due), [`alloc.${b.id}`]: String(b.due + 1) } });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.allocations?.[0]).toMatch(/Rp/);
    const bad = await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { intent: "match", paymentId: p.id, [`alloc.${a.id}`]: "12,5" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual([`alloc.${a.id}`]);
    const none = await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { intent: "match", paymentId: p.id } });
    expect(((await none.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.allocations).toHaveLength(1);
    expect(allocationsOf(p.id)).toHaveLength(0);
    const ok = await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { intent: "match", paymentId: p.id, [`alloc.${a.id}`]: a.due.toLocaleString("id-ID"), [`alloc.${b.id}`]: String(b.due) } });
    expect(ok.status).toBe(302);
    expect(allocationsOf(p.id).map((x) => x.amount)).toEqual([a.due, b.due]);
  });

  it("marks a credit not ours only with a reason", async () => {
    const p = await waitingCredit(333_457);
    const noReason = await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { intent: "not-ours", paymentId: p.id, reason: " " } });
    expect(noReason.status).toBe(400);
    expect(getPayment(p.id)!.state).toBe("unmatched");
    expect((await run(queueAction, "/payments/unmatched", "usr-settlement", { form: { intent: "not-ours", paymentId: p.id, reason: "transfer between our accounts" } })).status).toBe(302);
    expect(getPayment(p.id)!.statusMatch).toBe("not ours");
  });
});

describe("a payment", () => {
  it("shows its allocations and history, and un-matches with a reason", async () => {
    const b = issuedBilling();
    const s = statement([{ credit: b.due }]);
    await importStatement(s, metaOf(s), settlement());
    const p = paymentByRef(s.lines[0]!.referenceNo);
    const data = (await (await run(detailLoader, `/payments/${p.id}`, "usr-settlement", { params: { id: p.id } })).json()) as { allocations: { billingId: string; invoiceId: string | null }[]; timeline: unknown[] };
    expect(data.allocations[0]).toMatchObject({ billingId: b.id, invoiceId: b.invoice.id });
    expect(data.timeline.length).toBeGreaterThan(0);
    expect((await run(detailAction, `/payments/${p.id}`, "usr-settlement", { params: { id: p.id }, form: { intent: "unmatch", reason: "" } })).status).toBe(400);
    expect(getBilling(b.id)!.status).toBe("paid");
    expect((await run(detailAction, `/payments/${p.id}`, "usr-settlement", { params: { id: p.id }, form: { intent: "unmatch", reason: "wrong customer" } })).status).toBe(302);
    expect(getPayment(p.id)!.state).toBe("unmatched");
    expect(getBilling(b.id)!.status).toBe("issued");
  });
});

describe("the list and its export", () => {
  it("filters by the URL and exports typed cells", async () => {
    const p = await waitingCredit(444_457);
    const list = (await (await run(listLoader, "/payments?status_match=unmatched&min=444457&max=444457", "usr-settlement")).json()) as { rows: { id: string }[] };
    expect(list.rows.map((r) => r.id)).toEqual([p.id]);
    const none = (await (await run(listLoader, "/payments?status_match=matched&min=444457&max=444457", "usr-settlement")).json()) as { rows: unknown[] };
    expect(none.rows).toHaveLength(0);
    const res = await run(exportLoader, "/payments/export?status_match=unmatched&min=444457&max=444457", "usr-settlement");
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3); // header, the row, the totals
    const row = sheet.getRow(2);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (name: RegExp) => row.getCell(header.findIndex((h) => name.test(h)));
    expect(cell(/^Amount$|^Nominal$/).value).toBe(444_457);
    expect(cell(/^Date$|^Tanggal$/).value).toBeInstanceOf(Date);
    expect(cell(/^Amount$|^Nominal$/).numFmt).toContain("Rp");
    // The statuses read as every other document status does (documents:status), not a payments-only name.
    expect([cell(/^Match$|^Pencocokan$/).value, cell(/^Settlement$|^Penyelesaian$/).value]).toEqual(expect.arrayContaining([expect.stringMatching(/^(unmatched|belum dicocokkan)$/), expect.stringMatching(/^(unsettled|belum diselesaikan)$/)]));
  });
});
