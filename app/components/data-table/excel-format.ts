/**
 * The number formats and cell values of the Excel exports, pure so that the list columns (which the
 * screens import too) can name them; excel.server.ts re-exports them for the exports themselves.
 */

// [$Rp-421] is the Rupiah symbol of the id-ID locale; Excel shows the groups with the reader's separators.
export const RUPIAH_FORMAT = "[$Rp-421] #,##0;[Red]-[$Rp-421] #,##0";
export const DATE_FORMAT = "dd/mm/yyyy";
export const DATE_TIME_FORMAT = "dd/mm/yyyy hh:mm";
export const INTEGER_FORMAT = "0";
/** A month in words in the reader's language, whatever Excel's own: [$-421] is id-ID ("Agustus 2026"), [$-409] en-US. */
export const MONTH_FORMAT = { id: "[$-421]mmmm yyyy", en: "[$-409]mmmm yyyy" } as const;

/** yyyy-mm-dd (or an ISO instant's first ten characters) as the Excel date of that day (exceljs writes Dates as UTC serials). */
export const excelDate = (isoDate: string | null) => (isoDate ? new Date(`${isoDate.slice(0, 10)}T00:00:00Z`) : null);

const WIB_MS = 7 * 3_600_000;
/** An instant as its WIB wall-clock time (Excel has no time zones; Asia/Jakarta is a fixed UTC+7). */
export const excelDateTime = (iso: string) => new Date(Date.parse(iso) + WIB_MS);

/** The WIB calendar day of an instant, as an Excel date (a row's "Created" day, as the screen shows it). */
export const excelWibDate = (iso: string | null) => (iso ? excelDate(new Date(Date.parse(iso) + WIB_MS).toISOString()) : null);
