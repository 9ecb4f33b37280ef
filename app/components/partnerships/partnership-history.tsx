import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { PartnershipPhaseText } from "./partnership-phase";

export type PartnershipHistoryRow = { id: number; event: string; to: string; by: string; at: string; note: string | null; newEnded: string | null };

/** The spec's historyStatus: every step from the transition log, with who, when, the note and an extension's new end. */
export function PartnershipHistory({ history }: { history: PartnershipHistoryRow[] }) {
  const { t } = useTranslation("partnerships");
  return (
    <SectionCard title={t("detail.history")}>
      <ol className="space-y-2 text-sm" data-testid="partnership-history">
        {history.map((h) => (
          <li key={h.id} className="border-l-2 pl-3">
            <div className="font-medium">
              {t(`detail.event.${h.event}` as "detail.event.workflow.start", { defaultValue: h.event })}
              {" · "}
              <PartnershipPhaseText phase={h.to.split(".")[0]} subPhase={h.to.split(".")[1] ?? null} />
            </div>
            <div className="text-muted-foreground">{t("detail.by", { by: h.by, at: formatDateTimeId(h.at) })}</div>
            {h.newEnded ? <div>{t("detail.extendedTo", { date: formatDateId(h.newEnded) })}</div> : null}
            {h.note ? <div>{t("detail.note", { note: h.note })}</div> : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
