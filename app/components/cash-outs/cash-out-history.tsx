import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import type { CashOutStateName } from "~/domain/cash-outs";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { CashOutStateBadge } from "./cash-out-state";

type HistoryItem = { id: number; to: string; by: string; at: string; message: string | null };
type Movement = { id: number; kind: "settled net" | "cash-out hold" | "hold released" | "paid out"; amount: number; at: string };

/** A cash-out's history (its workflow transitions) and the balance movements it made (hold, release, payout). */
export function CashOutHistory({ history, movements }: { history: HistoryItem[]; movements: Movement[] }) {
  const { t } = useTranslation("cashOuts");
  return (
    <>
      <SectionCard title={t("detail.history")}>
        <ol className="divide-y text-sm" data-testid="cash-out-history">
          {history.map((h) => (
            <li key={h.id} className="py-2">
              <div className="flex flex-wrap items-center gap-2">
                <CashOutStateBadge state={h.to as CashOutStateName} />
                <span>{h.by}</span>
                <span className="text-muted-foreground">{formatDateTimeId(h.at)}</span>
              </div>
              {h.message ? <p className="text-xs">{h.message}</p> : null}
            </li>
          ))}
        </ol>
      </SectionCard>
      <SectionCard title={t("detail.ledger")}>
        <ul className="divide-y text-sm">
          {movements.map((m) => (
            <li key={m.id} className="flex justify-between gap-4 py-1">
              <span>{t(`kind.${m.kind}`)}</span>
              <span className="tabular-nums">{`${m.amount > 0 ? "+" : "−"} ${formatRupiah(Math.abs(m.amount))}`}</span>
            </li>
          ))}
        </ul>
      </SectionCard>
    </>
  );
}
