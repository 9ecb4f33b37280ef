import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";

export type RedemptionListRow = { id: string; number: string; itemName: string; userName: string; points: number; state: string; deciderName: string | null; createdAt: string };

/** The redemptions list's table (one column set for the list and its Excel export's headings). */
export function RedemptionTable({ rows }: { rows: RedemptionListRow[] }) {
  const { t } = useTranslation("rewards");
  const columns: ListTableColumn<RedemptionListRow>[] = [
    { key: "number", header: t("col.number"), cell: (r) => <ListRowLink to={`/rewards/redemptions/${r.id}`}>{r.number}</ListRowLink> },
    { key: "item", header: t("col.item"), cell: (r) => r.itemName },
    { key: "requester", header: t("col.requester"), cell: (r) => r.userName },
    { key: "points", header: t("col.points"), numeric: true, cell: (r) => formatNumberId(r.points) },
    { key: "state", header: t("col.state"), cell: (r) => <StatusBadge value={r.state} /> },
    { key: "decider", header: t("col.decider"), cell: (r) => r.deciderName ?? "" },
    { key: "requestedAt", header: t("col.requestedAt"), className: "whitespace-nowrap", cell: (r) => formatDateTimeId(r.createdAt) },
  ];
  return <ListTable variant="dense" columns={columns} rows={rows} empty={t("redemptions.empty")} />;
}
