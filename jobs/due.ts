/**
 * The scheduler's question before each turn of a job: is there anything to do? One small indexed query on the
 * primary's main thread, asked instead of starting a worker thread that would find nothing (issue 19: a job whose
 * queue is empty costs a query, not a thread start). Each check asks exactly what the job's own run selects, through
 * the same model or service function, so a check can never say "nothing" while the run would find work.
 * A job without a check here is started on every turn. Manual runs ("Run now", `npm run job`) never ask.
 */
import { todayInJakarta } from "~/domain/dates";
import { finestReportsDue } from "~/models/finest-report.server";
import { dueProfileIds } from "~/models/recurring.server";
import { nextTaxAttemptAt } from "~/models/tax-invoice.server";
import { backupDue } from "~/services/backup.server";
import { dunningDue } from "~/services/dunning.server";
import { awardsDue } from "~/services/rewards/awards.server";
import { env } from "~/services/env.server";
import { logger } from "~/services/logger.server";
import { hasDueEffects } from "~/services/outbox.server";
import type { JobName } from "./catalogue";

export type DueCheck = (now: Date) => boolean;

export const DUE_CHECKS: Partial<Record<JobName, DueCheck>> = {
  // drainOutbox's own predicate: pending, available, not held by another drain.
  "outbox-drain": (now) => hasDueEffects(now),
  // claimDueTaxRequests: pending or sent requests whose next attempt has come.
  "tax-polling": (now) => {
    const next = nextTaxAttemptAt();
    return next !== null && next <= now.toISOString();
  },
  // billDueProfiles: Active profiles whose next billing date (Jakarta's calendar) has come.
  "recurring-billing": (now) => dueProfileIds(todayInJakarta(now), 1).length > 0,
  // sendFinestReports: delivered reports, cash-in reversals and cash-in reports, each past its backoff.
  "finest-reports": (now) => finestReportsDue(now),
  // scheduledBackup: none yet, or the newest older than BACKUP_INTERVAL_HOURS.
  backup: (now) => backupDue(env().BACKUP_DIR, env().BACKUP_INTERVAL_HOURS, now),
  // runDunning: approved, unpaid, unpaused invoices owed a reminder step (or the escalation) on Jakarta's today.
  dunning: (now) => dunningDue(now),
  // awardPaidInvoices: paid, approved invoices without their "earned" row.
  "reward-points": () => awardsDue(),
};

/** Whether `name` has work now. A check that throws (a locked or missing database) answers yes: the run reports it. */
export function isDue(name: string, now = new Date(), checks: Partial<Record<string, DueCheck>> = DUE_CHECKS): boolean {
  const check = checks[name];
  if (!check) return true;
  try {
    return check(now);
  } catch (error) {
    logger.warn({ job: name, err: String(error) }, "could not ask whether the job has work; starting it");
    return true;
  }
}
