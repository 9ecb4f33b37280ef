import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import type { MachineData } from "./machine-data";

/** What the machine would do with an event in the current state. */
export function VerdictBadge({ v }: { v: MachineData["verdicts"][number] }) {
  const { t } = useTranslation("inspector");
  if (v.kind === "accepted") return <Badge variant="success">{v.targets.length ? t("verdict.accepted", { targets: v.targets.join(", ") }) : t("verdict.stays")}</Badge>;
  if (v.kind === "blockedByGuards") return <Badge variant="warning">{t("verdict.blocked", { guards: v.guards.map((g) => g.name).join(", ") })}</Badge>;
  return <Badge variant="outline">{t("verdict.notAccepted")}</Badge>;
}
