import type { LoaderFunctionArgs } from "@remix-run/node";
import { TICKET_COLUMNS, withOverdue } from "~/components/tickets/columns";
import { todayInJakarta } from "~/domain/dates";
import { READ_TICKET } from "~/domain/tickets";
import { ticketRows } from "~/models/ticket.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseTicketParams, ticketScope } from "~/services/tickets.server";

const MAX_ROWS = 50_000;

/** The ticket list as an Excel file: the screen's scope, filters, search and sort (its URL), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_TICKET);
  const params = parseTicketParams(new URL(request.url));
  const now = new Date();
  const rows = withOverdue(ticketRows(ticketScope(user), params, MAX_ROWS, now), now);
  const t = await requestTranslator(request, context, "lists");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(
    workbook,
    t("tickets:title.list" as never),
    TICKET_COLUMNS.map((c) => ({ header: t(c.header as never), key: c.id, width: c.excel.width, style: c.excel.numFmt ? { numFmt: c.excel.numFmt } : undefined })),
  );
  const excel = { t, product: () => undefined };
  for (const r of rows) sheet.addRow(Object.fromEntries(TICKET_COLUMNS.map((c) => [c.id, c.excel.value(r, excel)])));
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `tickets-${todayInJakarta(new Date())}.xlsx`);
}
