import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { BILLING_COLUMNS } from "~/components/data-table/columns/billings";
import { INVOICE_COLUMNS, invoiceRowView } from "~/components/data-table/columns/invoices";
import { PURCHASE_ORDER_COLUMNS } from "~/components/data-table/columns/purchase-orders";
import type { ExcelContext, ExcelValue, ListColumn } from "~/components/data-table/column";
import { billingDefaultSort, invoiceDefaultSort, purchaseOrderDefaultSort } from "~/domain/lists";
import { todayInJakarta } from "~/domain/dates";
import {
  BILLING_SORTS,
  BILLING_STATUSES,
  type BillingListRow,
  exportChunks,
  INVOICE_SORTS,
  INVOICE_STATUSES,
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
import { addListSheet, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { logger } from "~/services/logger.server";

/**
 * Excel export of a list's current filter and sort (the list's URL parameters, without paging):
 * streamed with exceljs' WorkbookWriter in chunks of 2,000 rows, yielding to the event loop between
 * chunks so other requests keep flowing. The columns are the screen's (columns/*: same headers, same
 * order); money is a number in an Indonesian Rupiah format, dates are dates (WIB), and a last row
 * totals the amounts with a SUM formula. Its words (headers, statuses, the sheet's name) are in the reader's language.
 */

/** Past this many rows the file says it stops there: a bigger one belongs in a report, not a list export. */
export const EXPORT_MAX_ROWS = 200_000;

const KINDS = {
  invoices: { entity: "invoice", sorts: INVOICE_SORTS, statuses: INVOICE_STATUSES, defaultSortFor: invoiceDefaultSort, sheet: "export.sheet.invoices" },
  billings: { entity: "billing", sorts: BILLING_SORTS, statuses: BILLING_STATUSES, defaultSortFor: billingDefaultSort, sheet: "export.sheet.billings" },
  "purchase-orders": { entity: "purchase-order", sorts: PO_SORTS, statuses: PO_STATUSES, defaultSortFor: purchaseOrderDefaultSort, sheet: "export.sheet.purchaseOrders" },
} as const;

/**
 * What the workbook reads of each list: its columns (the same objects the screen's header and rows read,
 * columns/*), and how a row of the model becomes the row the columns read.
 */
type Export<Source, Row> = { columns: ListColumn<Row>[]; row: (source: Source, now: number) => Row };
const exportOf = <Source, Row>(e: Export<Source, Row>) => e as unknown as Export<unknown, unknown>;

const EXPORTS: Record<ListKind, Export<unknown, unknown>> = {
  invoices: exportOf({ columns: INVOICE_COLUMNS, row: (r: InvoiceListRow, now) => invoiceRowView(r, now) }),
  billings: exportOf({ columns: BILLING_COLUMNS, row: (r: BillingListRow) => r }),
  "purchase-orders": exportOf({ columns: PURCHASE_ORDER_COLUMNS, row: (r: PurchaseOrderListRow) => r }),
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

async function writeWorkbook(stream: PassThrough, kind: ListKind, chunks: Iterable<unknown[]>, context: ExcelContext) {
  const { columns, row } = EXPORTS[kind];
  const { t } = context;
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = addListSheet(
    workbook,
    t(KINDS[kind].sheet),
    columns.map((c) => ({ header: t(c.header as never), key: c.id, width: c.excel.width, style: c.excel.numFmt ? { numFmt: c.excel.numFmt } : undefined })),
  );
  sheet.getRow(1).commit();
  const totalled = columns.filter((c) => c.excel.total);
  const totals = totalled.map(() => 0);
  const now = Date.now();
  let written = 0;
  let truncated = false;
  for (const chunk of chunks) {
    for (const source of chunk) {
      if (written >= EXPORT_MAX_ROWS) {
        truncated = true;
        break;
      }
      const r = row(source, now);
      const values: Record<string, ExcelValue> = {};
      for (const c of columns) values[c.id] = c.excel.value(r, context);
      totalled.forEach((c, i) => (totals[i] += (values[c.id] as number | null) ?? 0));
      sheet.addRow(values).commit();
      written += 1;
    }
    if (truncated) break;
    // Let other requests run between chunks, and let a slow reader drain what is written.
    if (stream.writableNeedDrain) await new Promise((resolve) => stream.once("drain", resolve));
    else await new Promise((resolve) => setImmediate(resolve));
  }
  const totalRow: Record<string, unknown> = { [columns[0].id]: t("export.total", { rows: written }) };
  totalled.forEach((c, i) => {
    const letter = columnLetter(columns.indexOf(c));
    totalRow[c.id] = written ? { formula: `SUM(${letter}2:${letter}${written + 1})`, result: totals[i] } : 0;
  });
  const last = sheet.addRow(totalRow);
  last.font = { bold: true };
  last.commit();
  if (truncated) sheet.addRow({ [columns[0].id]: t("export.capped", { max: EXPORT_MAX_ROWS.toLocaleString("id-ID") }) }).commit();
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
  const excelContext: ExcelContext = { product: (id) => products.get(id), t: await requestTranslator(request, context, "lists") };
  const stream = new PassThrough();
  const chunks = exportChunks(kind, scopeProductIds(scope), { ...listParams, cursor: null, last: false, page: 1 }, { maxRows: EXPORT_MAX_ROWS + 1 });
  writeWorkbook(stream, kind, chunks, excelContext).catch((error: unknown) => {
    logger.error({ err: String(error), kind }, "export failed");
    stream.destroy(error as Error);
  });
  const filename = `${kind}-${todayInJakarta(new Date())}.xlsx`;
  return xlsxResponse(createReadableStreamFromReadable(stream), filename);
}
