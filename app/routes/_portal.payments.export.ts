import type { LoaderFunctionArgs } from "@remix-run/node";
import { PAYMENT_COLUMNS } from "~/components/payments/columns";
import { todayInJakarta } from "~/domain/dates";
import { paymentRows } from "~/models/payment-screens.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { parsePaymentParams, paymentScope, READ_PAYMENT } from "~/services/payment-screens.server";

/** A cap, so that a mistake cannot build a huge file (a year of statements is well under it). */
const MAX_ROWS = 50_000;

/** The payments list as an Excel file: the screen's scope, filters, search, sort and columns (its URL), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const params = parsePaymentParams(new URL(request.url));
  const rows = paymentRows(paymentScope(user), params, { limit: MAX_ROWS });
  const t = await requestTranslator(request, context, "lists");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(
    workbook,
    t("payments:title.list" as never),
    PAYMENT_COLUMNS.map((c) => ({ header: t(c.header as never), key: c.id, width: c.excel.width, style: c.excel.numFmt ? { numFmt: c.excel.numFmt } : undefined })),
  );
  const context_ = { t, product: () => undefined };
  for (const r of rows) sheet.addRow(Object.fromEntries(PAYMENT_COLUMNS.map((c) => [c.id, c.excel.value(r, context_)])));
  // The money columns' totals, in the last row (as the document lists' exports end).
  if (rows.length) {
    const totals = Object.fromEntries(PAYMENT_COLUMNS.filter((c) => c.excel.total).map((c) => [c.id, rows.reduce((sum, r) => sum + Number(c.excel.value(r, context_) ?? 0), 0)]));
    sheet.addRow(totals).font = { bold: true };
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `payments-${todayInJakarta(new Date())}.xlsx`);
}
