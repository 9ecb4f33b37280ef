import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";

/** The phase and sub-phase as words ("Negotiation · Drafting"), one component for the list and the detail page. */
export function PartnershipPhaseText({ phase, subPhase }: { phase: string; subPhase: string | null }) {
  const { t } = useTranslation("partnerships");
  const p = t(`phase.${phase}` as "phase.initiation", { defaultValue: phase });
  return <span>{subPhase ? `${p} · ${t(`subPhase.${subPhase}` as "subPhase.screening", { defaultValue: subPhase })}` : p}</span>;
}

/** The status badge (the documents' colours and words: in progress, approved, ended, stopped). */
export function PartnershipStatusBadge({ status }: { status: string }) {
  return <StatusBadge value={status} />;
}
