import type ExcelJS from "exceljs";

// Formats and helpers shared by the Excel exports (the document lists and the product catalogue).

// [$Rp-421] is the Rupiah symbol of the id-ID locale; Excel shows the groups with the reader's separators.
export const RUPIAH_FORMAT = "[$Rp-421] #,##0;[Red]-[$Rp-421] #,##0";
export const DATE_FORMAT = "dd/mm/yyyy";
export const DATE_TIME_FORMAT = "dd/mm/yyyy hh:mm";

/** yyyy-mm-dd as the Excel date of that day (exceljs writes Dates as UTC serials). */
export const excelDate = (isoDate: string | null) => (isoDate ? new Date(`${isoDate.slice(0, 10)}T00:00:00Z`) : null);
/** An instant as its WIB wall-clock time (Excel has no time zones; Asia/Jakarta is a fixed UTC+7). */
export const excelDateTime = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000);

/** Names the workbook's author and adds a sheet with a frozen, bold header row of these columns. */
export function addListSheet(workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Partial<ExcelJS.Column>[]) {
  workbook.creator = "Digimon";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** An .xlsx download that is never cached. */
export function xlsxResponse(body: BodyInit, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
