import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import type { CashOutStateName } from "~/domain/cash-outs";

const VARIANT: Record<CashOutStateName, "warning" | "info" | "destructive" | "success"> = { requested: "warning", approved: "info", rejected: "destructive", completed: "success" };

/** A cash-out's state, in words (one badge everywhere: list, inbox, detail). */
export function CashOutStateBadge({ state }: { state: CashOutStateName }) {
  const { t } = useTranslation("cashOuts");
  return <Badge variant={VARIANT[state]}>{t(`state.${state}`)}</Badge>;
}
