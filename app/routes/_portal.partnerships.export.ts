import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusText } from "~/components/documents/status-badge";
import { todayInJakarta } from "~/domain/dates";
import { listPartnerships } from "~/models/partnership.server";
import { requireUser } from "~/services/auth.server";
import { addListSheet, DATE_FORMAT, excelDate, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { parsePartnershipParams, partnershipScope } from "~/services/partnerships.server";

/** A cap, so that a mistake cannot build a huge file. */
const MAX_ROWS = 50_000;

/** The partnerships list as an Excel file: the screen's filters (its URL) and scope, without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const scope = partnershipScope(user);
  const { rows } = listPartnerships({ ...parsePartnershipParams(new URL(request.url)), page: 1 }, scope, { limit: MAX_ROWS });
  const t = await requestTranslator(request, context, "partnerships");
  const td = await requestTranslator(request, context, "documents");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const date = { numFmt: DATE_FORMAT };
  const sheet = addListSheet(workbook, t("excel.sheet"), [
    { header: t("col.id"), key: "id", width: 12 },
    { header: t("col.title"), key: "title", width: 44 },
    { header: t("col.company"), key: "company", width: 36 },
    { header: t("col.partners"), key: "partners", width: 10 },
    { header: t("col.division"), key: "division", width: 30 },
    { header: t("col.model"), key: "model", width: 18 },
    { header: t("col.phase"), key: "phase", width: 16 },
    { header: t("col.subPhase"), key: "subPhase", width: 18 },
    { header: t("col.priority"), key: "priority", width: 10 },
    { header: t("col.dueDate"), key: "dueDate", width: 14, style: date },
    { header: t("detail.started"), key: "started", width: 14, style: date },
    { header: t("detail.ended"), key: "ended", width: 14, style: date },
    { header: t("detail.newEnded"), key: "newEnded", width: 14, style: date },
    { header: t("col.status"), key: "status", width: 14 },
  ]);
  const day = (v: string | null) => (v ? excelDate(v) : null);
  for (const r of rows) {
    sheet.addRow({
      id: r.id, title: r.title, company: r.companyName, partners: r.partners, division: r.divisionName ?? "", model: r.modelName ?? "",
      phase: t(`phase.${r.phase}`), subPhase: r.subPhase ? t(`subPhase.${r.subPhase}` as "subPhase.screening") : "", priority: t(`priority.${r.priority}`),
      dueDate: day(r.dueDate), started: day(r.started), ended: day(r.ended), newEnded: day(r.newEnded), status: statusText(td as never, r.status),
    });
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `partnerships-${todayInJakarta(new Date())}.xlsx`);
}
