/**
 * Reports to finest, the group's accounting system: the delivered report once an invoice is out with its tax
 * invoice, the cash-in report once its billing is paid. Run by the finest-reports job. Each report carries
 * `${invoiceId}:${kind}` as its idempotency key, so a report resent after a crash is booked once.
 */
import { todayInJakarta } from "~/domain/dates";
import { accounting, AccountingUnavailableError, type FinestReport, type FinestReportKind } from "~/integrations/accounting/index.server";
import { type FinestRecord, invoicesDueForFinest, markFinestRetry, markFinestSent } from "~/models/finest-report.server";
import { logger } from "./logger.server";

/** After a refusal or an unreachable finest: 1 min, 2 min, 4 min … capped at 6 hours. */
export const finestBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

type Due = ReturnType<typeof invoicesDueForFinest>[number];

function reportOf(kind: FinestReportKind, { invoice, billing, product }: Due): FinestReport {
  const faktur = (invoice.taxInvoice as { data?: { nomorFaktur?: string } } | null)?.data?.nomorFaktur ?? null;
  return {
    kind,
    idempotencyKey: `${invoice.id}:${kind}`,
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
}

export type FinestCounts = { delivered: number; cashin: number; refused: number; unreachable: number };

export async function sendFinestReports({ now = () => new Date(), limit = 100, signal }: { now?: () => Date; limit?: number; signal?: AbortSignal } = {}): Promise<FinestCounts> {
  const counts: FinestCounts = { delivered: 0, cashin: 0, refused: 0, unreachable: 0 };
  // Delivered first: a cash-in is only reported after its invoice's delivered report is booked.
  for (const kind of ["delivered", "cashin"] as const) {
    for (const due of invoicesDueForFinest(kind, now(), limit)) {
      if (signal?.aborted) return counts;
      const report = reportOf(kind, due);
      const previous = (kind === "delivered" ? due.invoice.finestDelivered : due.invoice.finestCashin) as FinestRecord | null;
      const at = now();
      try {
        const result = await accounting().send(report, { now: at });
        if (result.ok) {
          markFinestSent(kind, due.invoice.id, { document_no: result.documentNo, sent_at: at.toISOString(), amount: report.amount, date: report.date, error: null, attempts: (previous?.attempts ?? 0) + 1, next_attempt_at: null }, at);
          counts[kind]++;
        } else {
          markFinestRetry(kind, due.invoice.id, previous, result.message, new Date(at.getTime() + finestBackoffMs((previous?.attempts ?? 0) + 1)), at);
          counts.refused++;
        }
      } catch (error) {
        if (!(error instanceof AccountingUnavailableError)) {
          logger.error({ err: String(error), invoiceId: due.invoice.id, kind }, "finest report failed unexpectedly");
        }
        markFinestRetry(kind, due.invoice.id, previous, String((error as Error)?.message ?? error), new Date(at.getTime() + finestBackoffMs((previous?.attempts ?? 0) + 1)), at);
        counts.unreachable++;
      }
    }
  }
  return counts;
}
