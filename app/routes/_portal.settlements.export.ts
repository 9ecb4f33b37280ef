import type { LoaderFunctionArgs } from "@remix-run/node";
import { SETTLEMENT_COLUMNS } from "~/components/settlements/columns";
import { todayInJakarta } from "~/domain/dates";
import { settlementRowsForExport } from "~/models/settlement.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseSettlementParams, READ_PAYMENT, settlementScope } from "~/services/settlement-screens.server";

const MAX_ROWS = 20_000;

/** The settlements list as an Excel file: the screen's scope and filters (its URL), without paging, with totals. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const params = parseSettlementParams(new URL(request.url));
  const rows = settlementRowsForExport(params.filters, settlementScope(user), MAX_ROWS);
  const t = await requestTranslator(request, context, "lists");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(
    workbook,
    t("settlements:title.list" as never),
    SETTLEMENT_COLUMNS.map((c) => ({ header: t(c.header as never), key: c.id, width: c.excel.width, style: c.excel.numFmt ? { numFmt: c.excel.numFmt } : undefined })),
  );
  const ctx = { t, product: () => undefined };
  for (const r of rows) sheet.addRow(Object.fromEntries(SETTLEMENT_COLUMNS.map((c) => [c.id, c.excel.value(r, ctx)])));
  if (rows.length) {
    const totals = Object.fromEntries(SETTLEMENT_COLUMNS.filter((c) => c.excel.total).map((c) => [c.id, rows.reduce((sum, r) => sum + Number(c.excel.value(r, ctx) ?? 0), 0)]));
    sheet.addRow(totals).font = { bold: true };
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `settlements-${todayInJakarta(new Date())}.xlsx`);
}
