import type { LoaderFunctionArgs } from "@remix-run/node";
import { CREDIT_NOTE_COLUMNS } from "~/components/credit-notes/columns";
import { todayInJakarta } from "~/domain/dates";
import { creditNoteRows } from "~/models/credit-note.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { creditNoteScope, parseCreditNoteParams } from "~/services/credit-notes.server";
import { READ_PERMISSION } from "~/services/document-access.server";
import { addListSheet, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";

const MAX_ROWS = 50_000;

/** The credit-note list as an Excel file: the screen's scope, filters, search and sort (its URL), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const params = parseCreditNoteParams(new URL(request.url));
  const rows = creditNoteRows(creditNoteScope(user), params, MAX_ROWS);
  const t = await requestTranslator(request, context, "lists");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(
    workbook,
    t("creditNotes:title.list" as never),
    CREDIT_NOTE_COLUMNS.map((c) => ({ header: t(c.header as never), key: c.id, width: c.excel.width, style: c.excel.numFmt ? { numFmt: c.excel.numFmt } : undefined })),
  );
  const excel = { t, product: () => undefined };
  for (const r of rows) sheet.addRow(Object.fromEntries(CREDIT_NOTE_COLUMNS.map((c) => [c.id, c.excel.value(r, excel)])));
  if (rows.length) {
    const totals = Object.fromEntries(CREDIT_NOTE_COLUMNS.filter((c) => c.excel.total).map((c) => [c.id, rows.reduce((sum, r) => sum + Number(c.excel.value(r, excel) ?? 0), 0)]));
    sheet.addRow(totals).font = { bold: true };
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `credit-notes-${todayInJakarta(new Date())}.xlsx`);
}
