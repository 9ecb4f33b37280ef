import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { effectiveQuotationStatus, READ_QUOTATION } from "~/domain/quotations";
import { listQuotations } from "~/models/quotation.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, DATE_FORMAT, excelDate, loadExcelJS, RUPIAH_FORMAT, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseQuotationParams, quotationScope } from "~/services/quotations.server";

/** A cap, so that a mistake cannot build a huge file. */
const MAX_ROWS = 50_000;

/** The quotations list as an Excel file: the screen's filters (its URL) and scope, without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_QUOTATION);
  const { rows } = listQuotations({ ...parseQuotationParams(new URL(request.url)), page: 1 }, quotationScope(user), { limit: MAX_ROWS });
  const t = await requestTranslator(request, context, "quotations");
  const td = await requestTranslator(request, context, "documents");
  const today = todayInJakarta(new Date());
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t("list.sheet"), [
    { header: t("col.number"), key: "number", width: 20 },
    { header: t("col.customer"), key: "customer", width: 36 },
    { header: t("col.product"), key: "product", width: 28 },
    { header: t("col.date"), key: "date", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: t("col.validUntil"), key: "validUntil", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: t("col.finalPrice"), key: "finalPrice", width: 18, style: { numFmt: RUPIAH_FORMAT } },
    { header: t("col.status"), key: "status", width: 18 },
  ]);
  for (const r of rows) {
    sheet.addRow({
      number: r.quotationNumber, customer: r.customer, product: `${r.productCode} · ${r.productName}`, date: excelDate(r.quotationDate), validUntil: excelDate(r.validUntil),
      finalPrice: r.finalPrice, status: td(`status.${effectiveQuotationStatus(r, today)}`),
    });
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `quotations-${today}.xlsx`);
}
