import type { AccessUser } from "~/models/user.server";
import { ageingReport } from "./ageing.server";
import { revenueReport } from "./revenue.server";
import { taxReport } from "./tax.server";
import { paymentsReport } from "./payments.server";
import { recurringForecastReport } from "./recurring-forecast.server";
import { auditReport } from "./audit.server";
import type { AnyReportDefinition, ReportName } from "./types";

/**
 * Every report, in the order the /reports list shows them. A report registers with one import and
 * one line in REPORTS.
 */
const REPORTS: AnyReportDefinition[] = [
  ageingReport,
  revenueReport,
  taxReport,
  paymentsReport,
  recurringForecastReport,
  auditReport,
];

export function allReports(): AnyReportDefinition[] {
  return REPORTS;
}

/** The reports this user may open (each needs its permission). */
export function reportsFor(user: AccessUser): AnyReportDefinition[] {
  return REPORTS.filter((report) => user.permissions.includes(report.permission));
}

export function findReport(name: string): AnyReportDefinition | undefined {
  return REPORTS.find((report) => report.name === (name as ReportName));
}
