import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import ExcelJS from "exceljs";
import { invoiceStatuses } from "#db/schema";
import { billingDefaultSort, dayPassed, invoiceDefaultSort, purchaseOrderDefaultSort } from "~/components/data-table/list-defaults";
import { todayInJakarta } from "~/domain/dates";
import {
  BILLING_SORTS,
  BILLING_STATUSES,
  type BillingListRow,
  exportChunks,
  INVOICE_SORTS,
  type InvoiceListRow,
  type ListKind,
  parseListParams,
  PO_SORTS,
  PO_STATUSES,
  type PurchaseOrderListRow,
  scopeProductIds,
} from "~/models/document-lists.server";
import { productsInScope } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime, RUPIAH_FORMAT, xlsxResponse } from "~/services/excel.server";
import { httpError } from "~/services/http.server";
import { logger } from "~/services/logger.server";

/**
 * Excel export of a list's current filter and sort (the list's URL parameters, without paging):
 * streamed with exceljs' WorkbookWriter in chunks of 2,000 rows, yielding to the event loop between
 * chunks so other requests keep flowing. Money is a number in an Indonesian Rupiah format, dates are
 * dates (WIB), and a last row totals the amounts with a SUM formula.
 */

/** Past this many rows the file says it stops there: a bigger one belongs in a report, not a list export. */
export const EXPORT_MAX_ROWS = 200_000;

const KINDS = {
  invoices: { entity: "invoice", sorts: INVOICE_SORTS, statuses: invoiceStatuses, defaultSortFor: invoiceDefaultSort, sheet: "Invoices" },
  billings: { entity: "billing", sorts: BILLING_SORTS, statuses: BILLING_STATUSES, defaultSortFor: billingDefaultSort, sheet: "Billings" },
  "purchase-orders": { entity: "purchase-order", sorts: PO_SORTS, statuses: PO_STATUSES, defaultSortFor: purchaseOrderDefaultSort, sheet: "Purchase orders" },
} as const;

type Column = { header: string; key: string; width: number; style?: Partial<ExcelJS.Style> };
const money: Partial<ExcelJS.Style> = { numFmt: RUPIAH_FORMAT };
const date: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };
const dateTime: Partial<ExcelJS.Style> = { numFmt: DATE_TIME_FORMAT };

type Layout = { columns: Column[]; amountKey: string; row: (r: never, products: Map<string, { productCode: string; name: string }>, now: number) => Record<string, unknown> };

const LAYOUTS: Record<ListKind, Layout> = {
  invoices: {
    amountKey: "amount",
    columns: [
      { header: "Invoice number", key: "number", width: 22 },
      { header: "Status", key: "status", width: 11 },
      { header: "Faktur", key: "faktur", width: 10 },
      { header: "Customer", key: "customer", width: 36 },
      { header: "Product", key: "product", width: 9 },
      { header: "Product name", key: "productName", width: 18 },
      { header: "PO number", key: "po", width: 22 },
      { header: "Billing number", key: "billing", width: 22 },
      { header: "Billing date", key: "billingDate", width: 12, style: date },
      { header: "Due date", key: "dueDate", width: 12, style: date },
      { header: "Amount", key: "amount", width: 18, style: money },
      { header: "Days", key: "days", width: 7 },
      { header: "Created (WIB)", key: "created", width: 17, style: dateTime },
    ],
    row: (r: InvoiceListRow, products, now) => ({
      number: r.invoiceNumber ?? "not numbered yet",
      status: r.statusInvoice,
      faktur: r.statusFaktur,
      customer: r.customerName,
      product: products.get(r.productId)?.productCode ?? "",
      productName: products.get(r.productId)?.name ?? "",
      po: r.poNumber ?? "",
      billing: r.billingNumber,
      billingDate: excelDate(r.billingDate),
      dueDate: excelDate(r.dueDate),
      amount: r.finalPrice,
      days: dayPassed(r.createdAt, now),
      created: excelDateTime(r.createdAt),
    }),
  },
  billings: {
    amountKey: "amount",
    columns: [
      { header: "Billing number", key: "number", width: 22 },
      { header: "Status", key: "status", width: 10 },
      { header: "Payment", key: "paid", width: 10 },
      { header: "Customer", key: "customer", width: 36 },
      { header: "Product", key: "product", width: 9 },
      { header: "PO number", key: "po", width: 22 },
      { header: "Invoice number", key: "invoice", width: 22 },
      { header: "Billing date", key: "billingDate", width: 12, style: date },
      { header: "Due date", key: "dueDate", width: 12, style: date },
      { header: "Final price", key: "amount", width: 18, style: money },
      { header: "Created (WIB)", key: "created", width: 17, style: dateTime },
    ],
    row: (r: BillingListRow, products) => ({
      number: r.billingNumber ?? "draft",
      status: r.status,
      paid: r.statusPaid,
      customer: r.customerName,
      product: products.get(r.productId)?.productCode ?? "",
      po: r.poNumber ?? "",
      invoice: r.invoiceId ? (r.invoiceNumber ?? "not numbered yet") : "",
      billingDate: excelDate(r.billingDate),
      dueDate: excelDate(r.dueDate),
      amount: r.finalPrice,
      created: excelDateTime(r.createdAt),
    }),
  },
  "purchase-orders": {
    amountKey: "amount",
    columns: [
      { header: "PO number", key: "number", width: 22 },
      { header: "Status", key: "status", width: 10 },
      { header: "Customer", key: "customer", width: 36 },
      { header: "Product", key: "product", width: 9 },
      { header: "PO date", key: "poDate", width: 12, style: date },
      { header: "Total", key: "amount", width: 18, style: money },
      { header: "Billing number", key: "billing", width: 22 },
      { header: "Invoice number", key: "invoice", width: 22 },
      { header: "Created (WIB)", key: "created", width: 17, style: dateTime },
    ],
    row: (r: PurchaseOrderListRow, products) => ({
      number: r.poNumber,
      status: r.statusPo,
      customer: r.customerName,
      product: products.get(r.productId)?.productCode ?? "",
      poDate: excelDate(r.poDate),
      amount: r.totalPrice,
      billing: r.billingId ? (r.billingNumber ?? "draft") : "",
      invoice: r.invoiceId ? (r.invoiceNumber ?? "not numbered yet") : "",
      created: excelDateTime(r.createdAt),
    }),
  },
};

const columnLetter = (index: number) => {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

async function writeWorkbook(stream: PassThrough, kind: ListKind, chunks: Iterable<unknown[]>, products: Map<string, { productCode: string; name: string }>) {
  const layout = LAYOUTS[kind];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = addListSheet(workbook, KINDS[kind].sheet, layout.columns.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.style })));
  sheet.getRow(1).commit();
  const now = Date.now();
  let written = 0;
  let total = 0;
  let truncated = false;
  for (const chunk of chunks) {
    for (const r of chunk) {
      if (written >= EXPORT_MAX_ROWS) {
        truncated = true;
        break;
      }
      const values = layout.row(r as never, products, now);
      total += values[layout.amountKey] as number;
      sheet.addRow(values).commit();
      written += 1;
    }
    if (truncated) break;
    // Let other requests run between chunks, and let a slow reader drain what is written.
    if (stream.writableNeedDrain) await new Promise((resolve) => stream.once("drain", resolve));
    else await new Promise((resolve) => setImmediate(resolve));
  }
  const amountColumn = columnLetter(layout.columns.findIndex((c) => c.key === layout.amountKey));
  const totals = sheet.addRow({ [layout.columns[0].key]: `Total (${written} rows)`, [layout.amountKey]: written ? { formula: `SUM(${amountColumn}2:${amountColumn}${written + 1})`, result: total } : 0 });
  totals.font = { bold: true };
  totals.commit();
  if (truncated) sheet.addRow({ [layout.columns[0].key]: `The export stops at ${EXPORT_MAX_ROWS.toLocaleString("id-ID")} rows; narrow the filter for the rest.` }).commit();
  sheet.commit();
  await workbook.commit();
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = params.kind as ListKind;
  const config = KINDS[kind as keyof typeof KINDS];
  if (!config) throw httpError(404, "There is no such export");
  const user = await requireUserWithPermission(request, context, `read:${config.entity}`);
  const listParams = parseListParams(new URL(request.url), { sorts: config.sorts, defaultSort: "created", defaultSortFor: config.defaultSortFor, statuses: config.statuses });
  const scope = listScope(user, config.entity);
  const products = new Map(productsInScope({ all: true }).map((p) => [p.id, { productCode: p.productCode, name: p.name }]));
  const stream = new PassThrough();
  const chunks = exportChunks(kind, scopeProductIds(scope), { ...listParams, cursor: null, last: false, page: 1 }, { maxRows: EXPORT_MAX_ROWS + 1 });
  writeWorkbook(stream, kind, chunks, products).catch((error: unknown) => {
    logger.error({ err: String(error), kind }, "export failed");
    stream.destroy(error as Error);
  });
  const filename = `${kind}-${todayInJakarta(new Date())}.xlsx`;
  return xlsxResponse(createReadableStreamFromReadable(stream), filename);
}
