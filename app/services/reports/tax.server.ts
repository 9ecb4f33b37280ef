import { z } from "zod";
import { asTaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { COUNTED_FAKTUR_STATUSES, type TaxFilters, type TaxSourceRow, taxCount, taxSourceRows, taxTotals } from "~/models/reports.server";
import { optionalText, periodField, periodShape, productField, reportProductIds, resolvePeriod } from "./filters.server";
import type { ReportDefinition } from "./types";

/**
 * How a faktur goes into the PPN return (SPT Masa PPN, domain-id.md section 1): a granted faktur is reported in
 * the tax period of its date; a replacement (fgPengganti 1) is reported under the original's serial and the
 * original it supersedes no longer counts; a cancelled one (batal) is listed as cancelled, with no tax.
 */
export type TaxReportStatus = "normal" | "replacement" | "cancelling" | "cancelled" | "replaced";

export type TaxRow = {
  invoiceNumber: string | null;
  fakturNumber: string | null;
  fakturDate: string;
  taxPeriod: string;
  status: TaxReportStatus;
  buyerName: string;
  buyerNpwp: string;
  dpp: number;
  ppn: number;
  counted: boolean;
};

export function taxRowOf(r: TaxSourceRow): TaxRow {
  const record = asTaxInvoiceRecord(r.taxInvoice ? JSON.parse(r.taxInvoice) : null);
  const data = record.data;
  const counted = (COUNTED_FAKTUR_STATUSES as readonly string[]).includes(r.statusFaktur);
  const replacement = data?.fgPengganti === "1";
  const status: TaxReportStatus =
    r.statusFaktur === "canceled" ? "cancelled" : r.statusFaktur === "replaced" ? "replaced" : r.statusFaktur === "canceling" ? "cancelling" : replacement ? "replacement" : "normal";
  const dpp = data?.jumlahDpp ? Number(data.jumlahDpp) : r.billingDpp;
  const ppn = data?.jumlahPpn ? Number(data.jumlahPpn) : r.billingTax;
  return {
    invoiceNumber: r.invoiceNumber,
    fakturNumber: data?.nomorFaktur ?? null,
    fakturDate: r.billingDate,
    taxPeriod: r.billingDate.slice(0, 7),
    status,
    buyerName: data?.namaLawanTransaksi ?? r.customerName,
    buyerNpwp: data?.npwpLawanTransaksi ?? "",
    dpp,
    ppn,
    counted,
  };
}

const filters = z
  .object({ ...periodShape(), product: optionalText })
  .transform((v, ctx): TaxFilters => {
    // The return is filed per month: last month is what the tax team prepares.
    const period = resolvePeriod(v, "last-month", ctx);
    return { from: period.from, to: period.to, productId: v.product };
  });

/** PPN output per period: each granted faktur with its number, DPP, PPN, date and buyer NPWP. */
export const taxReport: ReportDefinition<TaxFilters, TaxRow> = {
  name: "tax",
  title: "reports:tax.title",
  description: "reports:tax.description",
  permission: "read:report",
  filters,
  filterFields: [periodField, productField],
  describeFilters: (f) => [["reports:filters.period", `${f.from} – ${f.to}`]],
  columns: [
    { key: "fakturNumber", label: "reports:columns.fakturNumber", type: "text", width: 20, value: (r) => r.fakturNumber },
    { key: "fakturDate", label: "reports:columns.fakturDate", type: "date", value: (r) => r.fakturDate },
    { key: "taxPeriod", label: "reports:columns.taxPeriod", type: "text", width: 10, value: (r) => r.taxPeriod },
    { key: "status", label: "reports:columns.fakturStatus", type: "text", width: 16, translate: true, value: (r) => `reports:tax.status.${r.status}` },
    { key: "invoiceNumber", label: "reports:columns.invoiceNumber", type: "text", width: 22, value: (r) => r.invoiceNumber },
    { key: "buyerName", label: "reports:columns.buyer", type: "text", width: 30, value: (r) => r.buyerName },
    { key: "buyerNpwp", label: "reports:columns.buyerNpwp", type: "text", width: 20, value: (r) => r.buyerNpwp },
    { key: "dpp", label: "reports:columns.dpp", type: "rupiah", value: (r) => r.dpp },
    { key: "ppn", label: "reports:columns.ppn", type: "rupiah", value: (r) => r.ppn },
    // What the return counts: a cancelled or superseded faktur's tax is not owed.
    { key: "reportedPpn", label: "reports:columns.reportedPpn", type: "rupiah", value: (r) => (r.counted ? r.ppn : 0) },
  ],
  rows: (user, f) => mapIterable(taxSourceRows(reportProductIds(user), f), taxRowOf),
  count: (user, f) => taxCount(reportProductIds(user), f),
  totals(user, f) {
    const t = taxTotals(reportProductIds(user), f);
    return { dpp: t.dpp, reportedPpn: t.ppn };
  },
};

function* mapIterable<A, B>(source: Iterable<A>, map: (a: A) => B): Generator<B> {
  for (const a of source) yield map(a);
}
