/** Issue 22: the payments-and-settlement, recurring-forecast and audit reports: figures, totals and each role's scope. */
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { invoices, products } from "#db/schema";
import { netOf, reportCsv } from "~/domain/settlement-report";
import { recordGatewayPayment } from "~/services/payments/index.server";
import { importStatement } from "~/services/payments/index.server";
import { createPurchaseOrder, updatePurchaseOrder } from "~/services/purchase-orders.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { importSettlementReport, pairBankCredit, settleSettlement } from "~/services/settlements/index.server";
import { auditReport, auditRows, auditFiltersSchema } from "~/services/reports/audit.server";
import { paymentsFiltersSchema, paymentsReport, paymentsReportRows, paymentsReportTotals } from "~/services/reports/payments.server";
import { forecastRows, forecastTotals, recurringForecastReport } from "~/services/reports/recurring-forecast.server";
import { periodOf } from "~/services/reports/report-filters.server";
import { todayInJakarta } from "~/domain/dates";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";
import en from "~/locales/en/reports";
import id from "~/locales/id/reports";
import { issuedBilling, metaOf, paymentByRef, settlement, statement } from "./payments-fixtures";
import { createDueProfiles } from "./recurring-fixtures";

useDemoData();

const DAY = "2026-09-07";
const custom = (from: string, to: string) => ({ period: "custom" as const, from, to });

describe("the report period", () => {
  it("reads a running preset to today, or to its end for a forecast; refuses a reversed custom range", () => {
    expect(periodOf({ period: "this-month" }, { today: "2026-11-20" })).toMatchObject({ from: "2026-11-01", to: "2026-11-20" });
    expect(periodOf({ period: "this-month" }, { whole: true, today: "2026-11-20" })).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(periodOf({ period: "quarter" }, { whole: true, today: "2026-11-20" })).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(periodOf({ period: "year" }, { whole: true, today: "2026-02-03" })).toMatchObject({ from: "2026-01-01", to: "2026-12-31" });
    expect(paymentsFiltersSchema.safeParse(custom("2026-09-08", "2026-09-01")).success).toBe(false);
    expect(paymentsFiltersSchema.safeParse({ ...custom(DAY, DAY), status: "matched" }).success).toBe(true);
  });
});

describe("the payments and settlement report", () => {
  it("lists each payment of the period with its settlement's gross, fees, net and settled date; totals are the rows' sums; a member sees only their products", async () => {
    const paid = [];
    for (const [productId, channel] of [["prd-st", "BNI_VA"], ["prd-ac", "MANDIRI_VA"]] as const) {
      const b = issuedBilling({ productId });
      const trx = `r2-${productId}-${Date.now()}`;
      const p = await recordGatewayPayment({ billingId: b.id, gatewayTransactionId: trx, amount: b.due, paidAt: DAY, channel, description: channel }, settlement());
      const fee = channel === "BNI_VA" ? 3500 : 2500;
      paid.push({ b, paymentId: p.paymentId, line: { settlementDate: DAY, transactionId: trx, orderId: `${b.billing.billingNumber}-1`, channel, gross: b.due, channelFee: fee, mpsFee: 0, net: netOf(b.due, fee, 0) } });
    }
    const { settlementId, net, reference } = await importSettlementReport(reportCsv(paid.map((p) => p.line)), { fileName: "r2.csv", gateway: "r2" }, settlement());
    const s = statement([{ credit: net, transactionDate: "2026-09-30", description: "MIDTRANS SETTLEMENT" }]);
    await importStatement(s, metaOf(s, "r2-bank.csv"), settlement());
    pairBankCredit(settlementId, paymentByRef(s.lines[0]!.referenceNo).id, settlement());
    expect(settleSettlement(settlementId, settlement()).state).toBe("settled");

    const filters = paymentsFiltersSchema.parse(custom(DAY, DAY));
    const rows = [...paymentsReportRows(as("usr-super-admin"), filters)];
    for (const p of paid) {
      const row = rows.find((r) => r.id === p.paymentId)!;
      const invoice = db().select().from(invoices).where(eq(invoices.billingId, p.b.id)).get()!;
      expect(row).toMatchObject({ transactionDate: expect.stringMatching(/^2026-09-07/), channel: p.line.channel, amount: p.b.due, statusMatch: "matched", customer: invoice.customerName });
      expect(row).toMatchObject({ settlementReference: reference, gross: p.line.gross, channelFee: p.line.channelFee, mpsFee: 0, net: p.line.net, settledAt: expect.any(String) });
    }
    const totals = paymentsReportTotals(as("usr-super-admin"), filters);
    const sum = (k: "amount" | "gross" | "channelFee" | "net") => rows.reduce((t, r) => t + (r[k] ?? 0), 0);
    expect(totals).toEqual({ count: rows.length, amount: sum("amount"), gross: sum("gross"), channelFee: sum("channelFee"), mpsFee: 0, net: sum("net") });
    expect(paymentsReport.totals!(as("usr-super-admin"), filters)).toMatchObject({ net: sum("net") });

    // Dewi is a member of Antares Cloud, not of Smart Tenant: she sees the one and not the other.
    const hers = [...paymentsReportRows(as("usr-member"), filters)].map((r) => r.id);
    expect(hers).toContain(paid[1]!.paymentId);
    expect(hers).not.toContain(paid[0]!.paymentId);
    expect(paymentsReport.count(as("usr-member"), filters)).toBe(hers.length);
    // The status filter: nothing unmatched among these.
    expect([...paymentsReportRows(as("usr-super-admin"), { ...filters, status: "unmatched" })].map((r) => r.id)).not.toContain(paid[0]!.paymentId);
  });
});

describe("the recurring billing forecast", () => {
  it("lists each active profile's billings in the period on its own day, priced with PPN and the admin fee; scoped by product", () => {
    const [id] = createDueProfiles(1, { firstBillingDate: "2031-01-31", occurrence: 3, productId: "prd-ac", prefix: "R2FC" });
    const fee = db().select().from(products).where(eq(products.id, "prd-ac")).get()!.config.administration_fee;
    const rows = forecastRows(as("usr-super-admin"), custom("2031-01-01", "2031-06-30")).filter((r) => r.profileId === id);
    expect(rows.map((r) => [r.month, r.billingDate, r.sequence])).toEqual([
      ["2031-01", "2031-01-31", 1],
      ["2031-02", "2031-02-28", 2],
      ["2031-03", "2031-03-31", 3],
    ]);
    // 150,000 before tax; PPN 12% of 11/12 of it = 16,500.
    for (const r of rows) expect(r).toMatchObject({ subtotal: 150_000, tax: 16_500, administrationFee: fee, total: 150_000 + 16_500 + fee });
    expect(forecastRows(as("usr-super-admin"), custom("2031-02-01", "2031-02-28")).filter((r) => r.profileId === id)).toHaveLength(1);
    const all = forecastRows(as("usr-super-admin"), custom("2031-01-01", "2031-06-30"));
    expect(recurringForecastReport.totals!(as("usr-super-admin"), custom("2031-01-01", "2031-06-30"))).toEqual(forecastTotals(all));
    expect(forecastTotals(rows).total).toBe(3 * (166_500 + fee));
    // Siti sees Smart Tenant only; Dewi (Antares Cloud) sees the profile.
    expect(forecastRows(as("usr-owner"), custom("2031-01-01", "2031-06-30")).some((r) => r.profileId === id)).toBe(false);
    expect(forecastRows(as("usr-member"), custom("2031-01-01", "2031-06-30")).some((r) => r.profileId === id)).toBe(true);
    expect(forecastRows(as("usr-super-admin"), { ...custom("2031-01-01", "2031-06-30"), product: "prd-st" }).some((r) => r.profileId === id)).toBe(false);
  });
});

describe("the audit report", () => {
  it("shows each changed field with before and after, who and a link, and the billing's status changes; filters by kind, user and product; scoped", () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    updatePurchaseOrder(as("usr-owner"), po.id, poInput({ note: "Second thoughts" }));
    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    issueBilling(as("usr-owner"), billingId);
    const today = todayInJakarta(new Date());
    const filters = auditFiltersSchema.parse(custom(today, today));

    const rows = [...auditRows(as("usr-super-admin"), filters)];
    const note = rows.find((r) => r.entityId === po.id && r.action === "purchase-order.updated" && r.field === "note");
    expect(note).toMatchObject({ who: "Siti Nurhaliza", entity: "purchase_order", reference: po.poNumber, before: "", after: "Second thoughts", productId: "prd-st" });
    expect(auditReport.columns.find((c) => c.key === "link")!.value(note!)).toBe(`/purchase-orders/${po.id}`);
    const created = rows.find((r) => r.entityId === po.id && r.action === "purchase-order.created" && r.field === "totalPrice");
    expect(created).toMatchObject({ before: null, after: 28_750_000 });
    const status = rows.filter((r) => r.entityId === billingId && r.field === "status").map((r) => [r.before, r.after]);
    expect(status).toContainEqual(["draft", "issued"]);
    // In order of time.
    expect(rows.map((r) => r.at)).toEqual([...rows.map((r) => r.at)].sort());

    const billingsOnly = [...auditRows(as("usr-super-admin"), { ...filters, entity: "billing" })];
    expect(billingsOnly.length).toBeGreaterThan(0);
    expect(billingsOnly.every((r) => r.entity === "billing")).toBe(true);
    expect([...auditRows(as("usr-super-admin"), { ...filters, user: "usr-member" })].some((r) => r.entityId === po.id)).toBe(false);
    expect([...auditRows(as("usr-super-admin"), { ...filters, product: "prd-ac" })].some((r) => r.entityId === po.id)).toBe(false);
    expect(auditReport.count(as("usr-super-admin"), filters)).toBe(rows.length);
    // Dewi's scope is Antares Cloud: the Smart Tenant PO's changes are not hers to see.
    expect([...auditRows(as("usr-member"), filters)].some((r) => r.entityId === po.id)).toBe(false);
    expect([...auditRows(as("usr-owner"), filters)].some((r) => r.entityId === po.id)).toBe(true);
  });
});

describe("the audit report's columns", () => {
  it("writes before and after as text, whatever the field's type, and an empty cell for none", () => {
    const col = (key: string) => auditReport.columns.find((c) => c.key === key)!;
    const row = { before: 6500, after: null } as unknown as Parameters<(typeof auditReport.columns)[number]["value"]>[0];
    expect(col("before").value(row)).toBe("6500");
    expect(col("after").value(row)).toBeNull();
    // Kinds of record and match statuses are keys the screen and the files translate (each key exists in en and id).
    expect(col("entity").value({ entity: "purchase_order" } as never)).toBe("reports:audit.entities.purchase_order");
    const status = paymentsReport.columns.find((c) => c.key === "statusMatch")!;
    expect(status.value({ statusMatch: "partly matched" } as never)).toBe("reports:payments.status.partly-matched");
    for (const lang of [en, id]) {
      expect(lang.audit.entities.purchase_order).toBeTruthy();
      expect(lang.payments.status["partly-matched"]).toBeTruthy();
    }
  });
});

describe("the three reports through the reports framework", () => {
  it("are registered; the screen reads URL filters (a reversed range is a field error); the .xlsx has number and date cells and the totals", async () => {
    const { findReport } = await import("~/services/reports/registry.server");
    expect(["payments", "recurring-forecast", "audit"].map((n) => findReport(n)?.name)).toEqual(["payments", "recurring-forecast", "audit"]);
    const { reportScreen } = await import("~/services/reports/screen.server");
    const refused = reportScreen(auditReport, as("usr-super-admin"), new URL("http://localhost/reports/audit?period=custom&from=2026-09-08&to=2026-09-01"));
    expect(refused.errors).toEqual({ from: "reports:period.errors.reversed" });

    const [id] = createDueProfiles(1, { firstBillingDate: "2032-05-10", occurrence: 2, productId: "prd-ac", prefix: "R2XL" });
    const url = new URL("http://localhost/reports/recurring-forecast?period=custom&from=2032-05-01&to=2032-06-30&product=prd-ac");
    const screen = reportScreen(recurringForecastReport, as("usr-super-admin"), url);
    expect(screen.errors).toBeNull();
    const rows = forecastRows(as("usr-super-admin"), custom("2032-05-01", "2032-06-30")).filter((r) => r.productName && r.profileId === id);
    expect(rows).toHaveLength(2);
    expect(screen.count).toBe(forecastRows(as("usr-super-admin"), { ...custom("2032-05-01", "2032-06-30"), product: "prd-ac" }).length);

    const { PassThrough } = await import("node:stream");
    const { writeReportXlsx } = await import("~/services/reports/run.server");
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => stream.on("end", resolve));
    await writeReportXlsx(stream, recurringForecastReport, as("usr-super-admin"), { ...custom("2032-05-01", "2032-06-30"), product: "prd-ac" }, (k) => k.replace("reports:", ""));
    await done;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (key: string) => header.indexOf(`recurringForecast.columns.${key}`) + 1;
    const mine = [] as ExcelJS.Row[];
    sheet.eachRow((row) => {
      if (row.getCell(col("profile")).value === rows[0]!.recurringId) mine.push(row);
    });
    expect(mine).toHaveLength(2);
    expect(mine[0]!.getCell(col("total")).value).toBe(rows[0]!.total);
    expect(mine[0]!.getCell(col("billingDate")).value).toBeInstanceOf(Date);
    let totals: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === "table.totals") totals = row;
    });
    const all = forecastRows(as("usr-super-admin"), { ...custom("2032-05-01", "2032-06-30"), product: "prd-ac" });
    expect(totals!.getCell(col("total")).value).toBe(forecastTotals(all).total);
  });
});
