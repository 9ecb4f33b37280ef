import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import type { PaymentHistoryEntry } from "~/models/billing.server";


export type PaymentsReceivedProps = {
  statusPaid: string;
  amountDue: number;
  paidAmount: number;
  history: PaymentHistoryEntry[];
  /** Whether the reader may open /payments/{id} (read:payment): the entries link there then. */
  linkPayments: boolean;
};

/**
 * What the customer has paid against a billing (issue 20), on the billing and the invoice pages: paid, partly
 * paid or unpaid, the amount due, what was received and the balance, and every payment matched to it, a reversed
 * one struck through with who reversed it and why.
 */
export function PaymentsReceivedCard({ statusPaid, amountDue, paidAmount, history, linkPayments }: PaymentsReceivedProps) {
  const { t } = useTranslation("documents");
  const balance = Math.max(0, amountDue - paidAmount);
  return (
    <SectionCard title={t("received.title")} contentClassName="space-y-3 text-sm">
      <div className="flex items-center justify-between">
        <span className="text-muted-foreground">{t("received.status")}</span>
        <StatusBadge value={statusPaid} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">{t("received.amountDue")}</dt>
        <dd className="text-right">{formatRupiah(amountDue)}</dd>
        <dt className="text-muted-foreground">{t("received.paid")}</dt>
        <dd className="text-right">{formatRupiah(paidAmount)}</dd>
        <dt className="font-medium">{t("received.balance")}</dt>
        <dd className="text-right font-medium">{formatRupiah(balance)}</dd>
      </dl>
      {history.length === 0 ? (
        <p className="text-muted-foreground">{t("received.none")}</p>
      ) : (
        <ul className="space-y-2" aria-label={t("received.history")}>
          {history.map((entry) => {
            const label = `${formatDateId(entry.transaction_date)} · ${formatRupiah(entry.amount)}`;
            return (
              <li key={entry.allocation_id} className="rounded-md border p-2">
                <div className={entry.reversed ? "line-through" : undefined}>
                  {linkPayments ? (
                    <Link className="text-primary hover:underline" to={`/payments/${entry.payment_id}`}>
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                </div>
                <div className="text-xs text-muted-foreground">
                  {t(entry.source === "gateway" ? "received.viaGateway" : entry.source === "credit" ? "received.viaCredit" : "received.viaTransfer", { reference: entry.reference_no || "—", channel: entry.channel ?? "" })}
                  {entry.surplus > 0 ? ` · ${t("received.surplus", { amount: formatRupiah(entry.surplus) })}` : ""}
                </div>
                {entry.reversed ? <div className="text-xs text-destructive">{t("received.reversed", { by: entry.reversed.by, at: formatDateId(entry.reversed.at), reason: entry.reversed.reason })}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
