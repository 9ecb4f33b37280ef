import { useTranslation } from "react-i18next";
import { formatNumberId } from "~/domain/money";

export type PointBreakdown = { earned: number; held: number; spent: number; converted: number; available: number };

/** A person's points: what they can spend now, and what it is made of. */
export function PointBalance({ balance }: { balance: PointBreakdown }) {
  const { t } = useTranslation("rewards");
  const figure = (label: string, value: number, strong = false) => (
    <div className="rounded-md border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? "text-2xl font-semibold tabular-nums" : "text-lg tabular-nums"}>{formatNumberId(value)}</dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-5" data-testid="point-balance">
      {figure(t("balance.available"), balance.available, true)}
      {figure(t("balance.earned"), balance.earned)}
      {figure(t("balance.held"), balance.held)}
      {figure(t("balance.spent"), balance.spent)}
      {figure(t("balance.converted"), balance.converted)}
    </dl>
  );
}
