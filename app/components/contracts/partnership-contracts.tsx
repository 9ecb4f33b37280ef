import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { RecordStatus } from "./list-parts";

export type PartnershipContractRow = { id: string; number: string; title: string; kind: string; status: string; value: number; endDate: string };

/**
 * A partnership's contracts and agreements (issue 23), for the partnership page: its loader passes
 * services/contracts.server.ts partnershipContracts(user, id) (the viewer's contract scope).
 */
export function PartnershipContracts({ partnershipId, rows, mayCreate }: { partnershipId: string; rows: PartnershipContractRow[]; mayCreate: boolean }) {
  const { t } = useTranslation("contracts");
  const href = (r: PartnershipContractRow) => `/${r.kind === "agreement" || r.kind === "mou" ? "agreements" : "contracts"}/${r.id}`;
  return (
    <SectionCard title={t("section.title")} contentClassName="space-y-2">
      {rows.length ? (
        <ul className="divide-y text-sm" data-testid="partnership-contracts">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={href(r)} className="font-medium text-primary hover:underline">
                {`${r.number} · ${r.title}`}
              </Link>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{formatRupiah(r.value)}</span>
                <span className="text-muted-foreground">{formatDateId(r.endDate)}</span>
                <RecordStatus value={r.status} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("section.empty")}</p>
      )}
      {mayCreate ? (
        <Link to={`/contracts/new?partnershipId=${encodeURIComponent(partnershipId)}`} className="text-sm text-primary hover:underline">
          {t("section.add")}
        </Link>
      ) : null}
    </SectionCard>
  );
}
