/**
 * The invoices' reports to finest (spec section 3: finest_cashin, finest_delivered, status_cashin_finest,
 * status_delivered_finest). The delivered report books the receivable once the invoice is approved and its tax
 * invoice received (or not wanted); the cash-in report follows once its billing is paid. Each report is sent
 * until finest books it, with backoff after a refusal or when finest cannot be reached.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, products } from "#db/schema";
import type { FinestReportKind } from "~/integrations/accounting/types";

export type FinestRecord = {
  document_no?: string;
  sent_at?: string;
  amount?: number;
  date?: string;
  error?: { message: string; at: string } | null;
  attempts?: number;
  next_attempt_at?: string | null;
};

const column = { delivered: invoices.finestDelivered, cashin: invoices.finestCashin } as const;
const status = { delivered: invoices.statusDeliveredFinest, cashin: invoices.statusCashinFinest } as const;

const notBackingOff = (kind: FinestReportKind, nowIso: string) => sql`coalesce(json_extract(${column[kind]}, '$.next_attempt_at'), '') <= ${nowIso}`;

/** Invoices whose report of `kind` is due, with what the report needs. */
export function invoicesDueForFinest(kind: FinestReportKind, now: Date, limit = 100) {
  const nowIso = now.toISOString();
  const ready =
    kind === "delivered"
      ? and(eq(invoices.statusInvoice, "approved"), eq(invoices.statusDeliveredFinest, "not yet"), or(eq(invoices.statusFaktur, "received"), eq(invoices.sendTax, false)))
      : and(eq(invoices.statusCashinFinest, "not yet"), eq(invoices.statusDeliveredFinest, "sent"), eq(billings.statusPaid, "paid"));
  return db()
    .select({ invoice: invoices, billing: billings, product: products })
    .from(invoices)
    .innerJoin(billings, eq(billings.id, invoices.billingId))
    .innerJoin(products, eq(products.id, invoices.productId))
    .where(and(ready, notBackingOff(kind, nowIso)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(limit)
    .all();
}

/** Booked: the status column says sent and the record keeps finest's document number. */
export function markFinestSent(kind: FinestReportKind, invoiceId: string, record: FinestRecord, now: Date) {
  const values = kind === "delivered" ? { statusDeliveredFinest: "sent" as const, finestDelivered: record } : { statusCashinFinest: "sent" as const, finestCashin: record };
  db()
    .update(invoices)
    .set({ ...values, updatedAt: now.toISOString() })
    .where(and(eq(invoices.id, invoiceId), eq(status[kind], "not yet")))
    .run();
}

/** Not booked (refused or unreachable): the error and the next attempt are kept on the invoice. */
export function markFinestRetry(kind: FinestReportKind, invoiceId: string, previous: FinestRecord | null, message: string, retryAt: Date, now: Date) {
  const record: FinestRecord = { ...previous, error: { message, at: now.toISOString() }, attempts: (previous?.attempts ?? 0) + 1, next_attempt_at: retryAt.toISOString() };
  db()
    .update(invoices)
    .set({ ...(kind === "delivered" ? { finestDelivered: record } : { finestCashin: record }), updatedAt: now.toISOString() })
    .where(and(eq(invoices.id, invoiceId), eq(status[kind], "not yet")))
    .run();
}
