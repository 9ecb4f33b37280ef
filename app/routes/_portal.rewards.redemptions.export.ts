import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusText } from "~/components/documents/status-badge";
import { todayInJakarta } from "~/domain/dates";
import { APPROVE_REDEMPTION } from "~/domain/rewards";
import { listRedemptions } from "~/models/reward.server";
import { hasPermission, requireUser } from "~/services/auth.server";
import { addListSheet, DATE_TIME_FORMAT, excelDateTime, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseRedemptionParams, requireRewardReader } from "~/services/rewards/rewards.server";

/** A cap, so that a mistake cannot build a huge file. */
const MAX_ROWS = 50_000;

/** The redemptions list as an Excel file: the screen's filters and scope, without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireRewardReader(user);
  const { rows } = listRedemptions({ ...parseRedemptionParams(new URL(request.url)), page: 1 }, hasPermission(user, APPROVE_REDEMPTION) ? null : user.id, MAX_ROWS);
  const t = await requestTranslator(request, context, "rewards");
  const documents = await requestTranslator(request, context, "documents");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t("excel.sheet"), [
    { header: t("col.number"), key: "number", width: 18 },
    { header: t("col.item"), key: "item", width: 30 },
    { header: t("col.requester"), key: "requester", width: 24 },
    { header: t("col.points"), key: "points", width: 12, style: { numFmt: "#,##0" } },
    { header: t("col.state"), key: "state", width: 16 },
    { header: t("col.decider"), key: "decider", width: 24 },
    { header: t("col.requestedAt"), key: "createdAt", width: 20, style: { numFmt: DATE_TIME_FORMAT } },
  ]);
  for (const r of rows) {
    sheet.addRow({ number: r.number, item: r.itemName, requester: r.userName, points: r.points, state: statusText(documents as never, r.state), decider: r.deciderName ?? "", createdAt: excelDateTime(r.createdAt) });
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `redemptions-${todayInJakarta(new Date())}.xlsx`);
}
