import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { pointKindKey, READ_REWARD } from "~/domain/rewards";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, DATE_TIME_FORMAT, excelDateTime, loadExcelJS, RUPIAH_FORMAT, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { historyFor, parseHistoryParams } from "~/services/rewards/rewards.server";

/** A cap, so that a mistake cannot build a huge file. */
const MAX_ROWS = 50_000;

/** The point history as an Excel file: the screen's filters and scope (one's own, or everyone's for who may), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_REWARD);
  const filters = { ...parseHistoryParams(new URL(request.url), user), page: 1 };
  const { rows } = historyFor(user, filters, MAX_ROWS);
  const t = await requestTranslator(request, context, "rewards");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t("excel.history"), [
    { header: t("history.at"), key: "at", width: 18, style: { numFmt: DATE_TIME_FORMAT } },
    { header: t("history.person"), key: "person", width: 24 },
    { header: t("history.kind"), key: "kind", width: 30 },
    { header: t("history.reference"), key: "reference", width: 30 },
    { header: t("history.points"), key: "points", width: 12, style: { numFmt: "#,##0;-#,##0" } },
    { header: t("history.rupiah"), key: "rupiah", width: 18, style: { numFmt: RUPIAH_FORMAT } },
  ]);
  for (const m of rows) {
    sheet.addRow({ at: excelDateTime(m.at), person: m.userName, kind: t(pointKindKey(m.kind)), reference: m.note, points: m.points, rupiah: m.rupiah });
  }
  // The points' total in the last row, as the other lists' exports end: one's own history sums to one's balance.
  sheet.addRow({ at: t("history.total"), points: rows.reduce((sum, m) => sum + m.points, 0) }).font = { bold: true };
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `point-history-${todayInJakarta(new Date())}.xlsx`);
}
