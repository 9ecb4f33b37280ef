import type ExcelJS from "exceljs";

// Formats and helpers shared by the Excel exports (the document lists and the product catalogue).

// The formats and cell values live beside the list columns (pure: the screens import the columns too).
export { DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime, MONTH_FORMAT, RUPIAH_FORMAT } from "~/components/data-table/excel-format";

/**
 * exceljs, loaded on the first export: it adds about 30 MB to a process, and every web worker would pay it at
 * start for a feature a few people use a few times a day (issue 19, memory). Node caches the module after.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import("exceljs")).default;
}

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
