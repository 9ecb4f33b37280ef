import type { ZodType, ZodTypeDef } from "zod";
import type { AccessUser } from "~/models/user.server";

/**
 * The reports of issue 22. Each report is one ReportDefinition registered in registry.server.ts; the
 * framework (the /reports screens, the Excel writer, the PDF template, export runs) knows nothing else
 * about a report, so a new report is one file and one line in the registry.
 */
export type ReportName = "ageing" | "revenue" | "tax" | "payments" | "recurring-forecast" | "audit";

export type ReportCell = string | number | Date | null;

/** "month": a calendar month as yyyy-mm, shown in words in the viewer's language ("Agustus 2026") and written to
 *  Excel as a date cell (the first of the month) with a month format. */
export type ReportColumnType = "text" | "rupiah" | "number" | "date" | "datetime" | "month";

export type ReportColumn<Row> = {
  key: string;
  /** i18n key in the reports namespace, e.g. "reports:ageing.columns.customer". */
  label: string;
  type: ReportColumnType;
  /** Relative width (characters in Excel, share of the page in the PDF); defaults by type. */
  width?: number;
  /** The cell's text is an i18n key (a status, a bucket): the screen and the files show it translated. */
  translate?: boolean;
  value: (row: Row) => ReportCell;
};

/** One filter input on the report's screen; its value travels in the URL under `name`. */
export type ReportFilterField = {
  name: string;
  /** i18n key in the reports namespace. */
  label: string;
  /** "period" renders the period picker (period, from, to); "select" a list of options; "text" a search box. */
  kind: "period" | "select" | "text" | "date";
  /** For "select": the options the viewer may pick (already scoped to the viewer). Labels are plain text
   *  unless `translate` is true, when they are i18n keys. */
  options?: (user: AccessUser) => Array<{ value: string; label: string }>;
  translate?: boolean;
};

export type ReportDefinition<Filters, Row> = {
  name: ReportName;
  /** i18n key, e.g. "reports:ageing.title". */
  title: string;
  /** i18n key: one sentence on the list of reports. */
  description?: string;
  permission: "read:report";
  /**
   * Filters from the URL: the schema parses Object.fromEntries(url.searchParams) without `page` and
   * `format`; its issues become field errors on the screen (400 for an export).
   */
  filters: ZodType<Filters, ZodTypeDef, unknown>;
  /** The filter inputs on the screen (the schema above validates them). */
  filterFields?: ReportFilterField[];
  /** Human summary of the filters for the PDF header and the Excel title rows: [label key, value]. */
  describeFilters?: (filters: Filters) => Array<[string, string]>;
  columns: ReportColumn<Row>[];
  /** The columns for these filters, where they depend on them (revenue's group column is a month when grouped by month). */
  columnsFor?(filters: Filters): ReportColumn<Row>[];
  /** Rows in the report's order, read in keyset batches (never all rows in memory) within the viewer's scope. */
  rows(user: AccessUser, filters: Filters): Iterable<Row>;
  count(user: AccessUser, filters: Filters): number;
  /** Optional totals row: rupiah sums etc. keyed by column key. */
  totals?(user: AccessUser, filters: Filters): Partial<Record<string, number>>;
  /** Optional sub-totals shown above the table and after the totals row (e.g. ageing per bucket): label is an i18n key. */
  summary?(user: AccessUser, filters: Filters): Array<{ label: string; count: number; amount: number }>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReportDefinition = ReportDefinition<any, any>;

/** A report's columns for its filters (null: the filters did not parse, the report's own columns). */
export function reportColumns(report: AnyReportDefinition, filters: unknown): ReportColumn<unknown>[] {
  return ((filters !== null && report.columnsFor?.(filters)) || report.columns) as ReportColumn<unknown>[];
}
