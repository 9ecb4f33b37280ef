import type { TFunction } from "i18next";
import type { ReactNode } from "react";

/**
 * One column of a list, read by everything that shows the list: the screen's header (label, sort),
 * its rows (cell) and the Excel export (excel). A list's columns live in one module under columns/,
 * imported by its route and by resources.export.$kind.ts, so the screen and the file cannot drift.
 */

export type ProductOption = { id: string; name: string; productCode: string };

/** The document lists' translator: the page's (cells) or the reader's (the export). */
export type ListTranslator = TFunction<"lists">;

/** What a cell may need besides its row: the product of an id, the list narrowed to a customer, the page's translator. */
export type CellContext = {
  product: (id: string) => ProductOption | undefined;
  /** The current list (filters and sort kept) narrowed to this customer; the customer shows as a removable chip. */
  customerHref: (customerId: string) => string;
  /** One translator for every cell of the table (placeholders, statuses), rather than a hook per cell. */
  t: ListTranslator;
};

/** What the Excel accessor may need besides its row (the file is written in its reader's language). */
export type ExcelContext = { product: (id: string) => Pick<ProductOption, "name" | "productCode"> | undefined; t: ListTranslator };

/** A cell of the workbook: text, a number or a date (exceljs writes a Date as a date serial); null leaves it empty. */
export type ExcelValue = string | number | Date | null;

/** `C` and `X` are what the cell and the Excel accessor get besides the row (the document lists' by default). */
export type ListColumn<Row, C = CellContext, X = ExcelContext> = {
  /** Stable within the list: the React key and the workbook column's key. */
  id: string;
  /**
   * The header, on the screen and in the workbook's first row. The document lists' columns give a `lists` key
   * ("columns.invoice"), which the table and the export translate; the catalogue's columns give their text.
   */
  header: string;
  /** The sort key (one of the list's sorts); a column without one does not sort. */
  sort?: string;
  /** The first click's direction (the next flips it). */
  firstDir?: "asc" | "desc";
  /** The column shows a value that falls as the sort key rises (days passed against creation time). */
  inverted?: boolean;
  align?: "start" | "end";
  /** Extra classes of the body cell (a compact cell of two lines). */
  cellClassName?: string;
  cell: (row: Row, context: C) => ReactNode;
  excel: {
    value: (row: Row, context: X) => ExcelValue;
    /** Excel's number format (RUPIAH_FORMAT, DATE_FORMAT, ...). */
    numFmt?: string;
    width: number;
    /** The last row sums this column. */
    total?: boolean;
  };
};

/** Helps TypeScript infer a list's row type once for all its columns. */
export function defineColumns<Row, C = CellContext, X = ExcelContext>(columns: ListColumn<Row, C, X>[]): ListColumn<Row, C, X>[] {
  return columns;
}
