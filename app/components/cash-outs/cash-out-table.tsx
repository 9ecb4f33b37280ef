import { useTranslation } from "react-i18next";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import type { CashOutStateName } from "~/domain/cash-outs";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { CashOutStateBadge } from "./cash-out-state";

export type CashOutTableRow = {
  id: string; number: string; productName: string; amount: number; state: CashOutStateName; bankName: string; accountNumber: string; accountHolder: string; makerName: string; checkerName: string | null; createdAt: string;
};

/** The cash-outs list and the approval inbox: one table, a link per request. */
export function CashOutTable({ rows, empty }: { rows: CashOutTableRow[]; empty: string }) {
  const { t } = useTranslation("cashOuts");
  const columns: ListTableColumn<CashOutTableRow>[] = [
    { key: "number", header: t("col.number"), cell: (r) => <ListRowLink to={`/cash-outs/${r.id}`}>{r.number}</ListRowLink> },
    { key: "product", header: t("col.product"), cell: (r) => r.productName },
    { key: "amount", header: t("col.amount"), numeric: true, cell: (r) => formatRupiah(r.amount) },
    { key: "destination", header: t("col.destination"), cell: (r) => `${r.bankName} ${r.accountNumber} · ${r.accountHolder}` },
    { key: "maker", header: t("col.maker"), cell: (r) => r.makerName },
    { key: "checker", header: t("col.checker"), cell: (r) => r.checkerName ?? "—" },
    { key: "requestedAt", header: t("col.requestedAt"), cell: (r) => formatDateTimeId(r.createdAt) },
    { key: "state", header: t("col.state"), cell: (r) => <CashOutStateBadge state={r.state} /> },
  ];
  return <ListTable variant="dense" columns={columns} rows={rows} empty={empty} testId="cash-out-table" />;
}
