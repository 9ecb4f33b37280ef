import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { listCompanies } from "~/models/company.server";
import { requireUser } from "~/services/auth.server";
import { companyScope, parseCompanyParams } from "~/services/companies.server";
import { addListSheet, DATE_TIME_FORMAT, excelDateTime, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";

/** A cap, so that a mistake cannot build a huge file. */
const MAX_ROWS = 50_000;

/** The companies list as an Excel file: the screen's filters (its URL) and scope, without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const scope = companyScope(user);
  const { rows } = listCompanies({ ...parseCompanyParams(new URL(request.url)), page: 1 }, scope, { limit: MAX_ROWS });
  const t = await requestTranslator(request, context, "companies");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t("excel.sheet"), [
    { header: t("col.name"), key: "name", width: 40 },
    { header: t("col.category"), key: "category", width: 22 },
    { header: t("col.city"), key: "city", width: 18 },
    { header: t("col.taxId"), key: "taxId", width: 20 },
    { header: t("col.email"), key: "email", width: 30 },
    { header: t("col.phone"), key: "phone", width: 16 },
    { header: t("col.pics"), key: "pics", width: 12 },
    { header: t("col.registeredAt"), key: "registeredAt", width: 20, style: { numFmt: DATE_TIME_FORMAT } },
    { header: t("col.approvedAt"), key: "approvedAt", width: 20, style: { numFmt: DATE_TIME_FORMAT } },
    { header: t("col.status"), key: "status", width: 20 },
  ]);
  for (const r of rows) {
    sheet.addRow({
      name: r.name, category: r.category, city: r.city, taxId: r.taxId ?? "", email: r.email, phone: r.phoneNumber ?? "", pics: r.pics,
      registeredAt: r.registeredAt ? excelDateTime(r.registeredAt) : null, approvedAt: r.approvedAt ? excelDateTime(r.approvedAt) : null, status: t(`status.${r.status}`),
    });
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `companies-${todayInJakarta(new Date())}.xlsx`);
}
