import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { listCashOuts } from "~/models/cash-out.server";
import { requireUser } from "~/services/auth.server";
import { parseCashOutParams, requireCashOutReader } from "~/services/cash-out/cash-outs.server";
import { addListSheet, excelDateTime, loadExcelJS, RUPIAH_FORMAT, DATE_TIME_FORMAT, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";

/** A cap, so that a mistake cannot build a huge file. */
const MAX_ROWS = 50_000;

/** The cash-outs list as an Excel file: the screen's filters (its URL), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireCashOutReader(user);
  const { rows } = listCashOuts({ ...parseCashOutParams(new URL(request.url)), page: 1 }, { limit: MAX_ROWS });
  const t = await requestTranslator(request, context, "cashOuts");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t("excel.sheet"), [
    { header: t("col.number"), key: "number", width: 18 },
    { header: t("col.product"), key: "product", width: 28 },
    { header: t("col.amount"), key: "amount", width: 16, style: { numFmt: RUPIAH_FORMAT } },
    { header: t("col.destination"), key: "destination", width: 40 },
    { header: t("col.maker"), key: "maker", width: 22 },
    { header: t("col.checker"), key: "checker", width: 22 },
    { header: t("col.requestedAt"), key: "createdAt", width: 20, style: { numFmt: DATE_TIME_FORMAT } },
    { header: t("col.state"), key: "state", width: 20 },
    { header: t("col.reference"), key: "reference", width: 24 },
  ]);
  for (const r of rows) {
    sheet.addRow({
      number: r.number, product: r.productName, amount: r.amount, destination: `${r.bankName} ${r.accountNumber} ${r.accountHolder}`, maker: r.makerName, checker: r.checkerName ?? "",
      createdAt: excelDateTime(r.createdAt), state: t(`state.${r.state}`), reference: r.transferReference ?? "",
    });
  }
  if (rows.length) sheet.addRow({ amount: rows.reduce((sum, r) => sum + r.amount, 0) }).font = { bold: true };
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `cash-outs-${todayInJakarta(new Date())}.xlsx`);
}
