/**
 * Reports to finest, the group's accounting system: the delivered report once an invoice is out with its tax
 * invoice, the cash-in report once its billing is paid, and the cash-in reversal once a paid billing whose cash-in
 * finest booked is un-matched. Run by the finest-reports job, with backoff after a refusal or an unreachable finest.
 *
 * Idempotency keys (finest books a key once, and answers a repeated key with the document it booked):
 * - `${invoiceId}:delivered`: one receivable per invoice.
 * - `${invoiceId}:cashin:${n}`: the invoice's n-th cash-in (n = finest_cashin.seq, 1 for the first). A report
 *   resent after a crash or a lost answer keeps its n, so it is booked once.
 * - `${invoiceId}:cashin-reversal:${n}`: the reversal of cash-in n, resent with the same key until booked, so it
 *   is booked once too. Once it is booked, n moves to n + 1: the cash-in of a later match is a new key, which
 *   finest books instead of answering with the reversed document. A cash-in never booked when its payment is
 *   un-matched keeps its n (it stops being due; if finest did book it behind a lost answer, the re-match resends
 *   the same key and finest answers with that booking instead of booking twice).
 * - `${invoiceId}:delivered-reversal:${n}` (issue 21): the reversal of the delivered report when the invoice is
 *   cancelled with a credit note; n is 1 (an invoice is delivered once), resent with the same key until booked.
 */
import { todayInJakarta } from "~/domain/dates";
import { accounting, AccountingUnavailableError, type FinestReport, type FinestReportKind } from "~/integrations/accounting/index.server";
import {
  cashinSeqOf,
  type FinestCashinRecord,
  type FinestDeliveredRecord,
  markDeliveredReversalRetry,
  markDeliveredReversalSent,
  type FinestRecord,
  invoicesDueForFinest,
  markFinestRetry,
  markFinestSent,
  markReversalRetry,
  markReversalSent,
} from "~/models/finest-report.server";
import { logger } from "./logger.server";

/** After a refusal or an unreachable finest: 1 min, 2 min, 4 min … capped at 6 hours. */
export const finestBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

type Due = ReturnType<typeof invoicesDueForFinest>[number];

export const finestKeys = {
  delivered: (invoiceId: string) => `${invoiceId}:delivered`,
  cashin: (invoiceId: string, seq: number) => `${invoiceId}:cashin:${seq}`,
  reversal: (invoiceId: string, seq: number) => `${invoiceId}:cashin-reversal:${seq}`,
  deliveredReversal: (invoiceId: string, seq: number) => `${invoiceId}:delivered-reversal:${seq}`,
};

function reportOf(kind: FinestReportKind, { invoice, billing, product }: Due): FinestReport {
  const faktur = (invoice.taxInvoice as { data?: { nomorFaktur?: string } } | null)?.data?.nomorFaktur ?? null;
  const cashin = invoice.finestCashin as FinestCashinRecord | null;
  const delivered = invoice.finestDelivered as FinestDeliveredRecord | null;
  const reversal = kind === "cashin-reversal" ? cashin?.reversal ?? null : kind === "delivered-reversal" ? delivered?.reversal ?? null : null;
  const base: FinestReport = {
    kind,
    idempotencyKey: kind === "delivered" ? finestKeys.delivered(invoice.id) : finestKeys.cashin(invoice.id, cashinSeqOf(cashin)),
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber ?? "",
    productCode: product.productCode,
    customer: { name: billing.to.name, npwp: billing.to.npwp, sapCustomerId: billing.to.sap_customer_id ?? "" },
    amount: billing.finalPrice,
    dpp: billing.dpp,
    ppn: billing.tax,
    date: kind === "delivered" ? (invoice.approved?.at ? todayInJakarta(new Date(invoice.approved.at)) : billing.billingDate) : todayInJakarta(new Date(billing.updatedAt)),
    nomorFaktur: faktur,
    accounts: { pendapatan: product.config.akun_pendapatan, piutang: product.config.akun_piutang, bank: product.config.akun_bank, pdd: product.config.akun_pdd },
    businessArea: product.config.business_area,
    kodeUnit: product.config.kode_unit,
  };
  if (!reversal) return base;
  // The reversal cancels exactly what was booked: the cash-in's amount, dated the day of the un-match.
  return {
    ...base,
    idempotencyKey: kind === "delivered-reversal" ? finestKeys.deliveredReversal(invoice.id, reversal.seq) : finestKeys.reversal(invoice.id, reversal.seq),
    amount: reversal.amount,
    date: todayInJakarta(new Date(reversal.queued_at)),
    reverses: { documentNo: reversal.reverses, idempotencyKey: reversal.reverses_key, reason: reversal.reason },
  };
}

export type FinestCounts = { delivered: number; cashin: number; reversal: number; deliveredReversal: number; refused: number; unreachable: number };

/** Sends what is due: delivered reports, then cash-in reversals (before a new cash-in of the same invoice), then cash-ins. */
export async function sendFinestReports({ now = () => new Date(), limit = 100, signal }: { now?: () => Date; limit?: number; signal?: AbortSignal } = {}): Promise<FinestCounts> {
  const counts: FinestCounts = { delivered: 0, cashin: 0, reversal: 0, deliveredReversal: 0, refused: 0, unreachable: 0 };
  // Delivered first: a cash-in is only reported after its invoice's delivered report is booked.
  for (const kind of ["delivered", "delivered-reversal", "cashin-reversal", "cashin"] as const) {
    for (const due of invoicesDueForFinest(kind, now(), limit)) {
      if (signal?.aborted) return counts;
      const report = reportOf(kind, due);
      if (kind === "delivered-reversal") {
        await sendDeliveredReversal(report, due, now(), counts);
        continue;
      }
      const at = now();
      const previous = (kind === "delivered" ? due.invoice.finestDelivered : due.invoice.finestCashin) as FinestCashinRecord | null;
      const seq = kind === "cashin-reversal" ? previous!.reversal!.seq : cashinSeqOf(previous);
      const attempts = (kind === "cashin-reversal" ? previous!.reversal!.attempts : previous?.attempts) ?? 0;
      const retry = (message: string) => {
        const retryAt = new Date(at.getTime() + finestBackoffMs(attempts + 1));
        if (kind === "cashin-reversal") markReversalRetry(due.invoice.id, seq, message, retryAt, at);
        else markFinestRetry(kind, due.invoice.id, { ...previous, idempotency_key: report.idempotencyKey } as FinestRecord, message, retryAt, at);
      };
      try {
        const result = await accounting().send(report, { now: at });
        if (!result.ok) {
          retry(result.message);
          counts.refused++;
        } else if (kind === "cashin-reversal") {
          markReversalSent(due.invoice.id, seq, { document_no: result.documentNo, sent_at: at.toISOString(), date: report.date, idempotency_key: report.idempotencyKey }, at);
          counts.reversal++;
        } else {
          markFinestSent(kind, due.invoice.id, { document_no: result.documentNo, sent_at: at.toISOString(), amount: report.amount, date: report.date, error: null, attempts: attempts + 1, next_attempt_at: null, idempotency_key: report.idempotencyKey }, at);
          counts[kind]++;
        }
      } catch (error) {
        if (!(error instanceof AccountingUnavailableError)) {
          logger.error({ err: String(error), invoiceId: due.invoice.id, kind }, "finest report failed unexpectedly");
        }
        retry(String((error as Error)?.message ?? error));
        counts.unreachable++;
      }
    }
  }
  return counts;
}

/** Issue 21: one delivered report's reversal (its invoice was cancelled with a credit note), retried with backoff. */
async function sendDeliveredReversal(report: FinestReport, due: Due, at: Date, counts: FinestCounts) {
  const attempts = (due.invoice.finestDelivered as FinestDeliveredRecord | null)?.reversal?.attempts ?? 0;
  const retry = (message: string) => markDeliveredReversalRetry(due.invoice.id, message, new Date(at.getTime() + finestBackoffMs(attempts + 1)), at);
  try {
    const result = await accounting().send(report, { now: at });
    if (!result.ok) {
      retry(result.message);
      counts.refused++;
      return;
    }
    markDeliveredReversalSent(due.invoice.id, { document_no: result.documentNo, sent_at: at.toISOString(), date: report.date, idempotency_key: report.idempotencyKey }, at);
    counts.deliveredReversal++;
  } catch (error) {
    if (!(error instanceof AccountingUnavailableError)) logger.error({ err: String(error), invoiceId: due.invoice.id, kind: report.kind }, "finest report failed unexpectedly");
    retry(String((error as Error)?.message ?? error));
    counts.unreachable++;
  }
}
