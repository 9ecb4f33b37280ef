import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnySelect } from "~/components/lists/list-controls";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import type { contractListLoader } from "~/services/contract-screens.server";
import { RecordList, RecordStatus } from "./list-parts";

const CONTRACT_STATUSES = ["draft", "submitted", "returned", "verified", "active", "expired", "terminated"] as const;

/** /contracts and /agreements: the same list, each of its own kinds. */
export function ContractListPage() {
  const { family, rows, total, filters, kinds, search, pages, mayCreate } = useLoaderData<typeof contractListLoader>();
  const { t } = useTranslation("contracts");
  const base = family === "agreement" ? "/agreements" : "/contracts";
  const columns: ListTableColumn<(typeof rows)[number]>[] = [
    { key: "number", header: t("col.number"), cell: (r) => <ListRowLink to={`${base}/${r.id}`} detail={r.title}>{r.number}</ListRowLink> },
    { key: "kind", header: t("col.kind"), cell: (r) => t(`kind.${r.kind}`) },
    { key: "parties", header: t("col.parties"), cell: (r) => r.parties },
    { key: "value", header: t("col.value"), numeric: true, cell: (r) => formatRupiah(r.value) },
    { key: "period", header: t("col.period"), className: "whitespace-nowrap", cell: (r) => t("detail.period", { start: formatDateId(r.startDate), end: formatDateId(r.endDate) }) },
    { key: "status", header: t("col.status"), cell: (r) => <RecordStatus value={r.status} /> },
  ];
  return (
    <RecordList
      base={base} title={t(`${family}.title`)} total={total} search={search} mayCreate={mayCreate} createLabel={t(`${family}.create`)} q={filters.q} qPlaceholder={t("filters.qPlaceholder")}
      status={filters.status} statuses={CONTRACT_STATUSES} page={filters.page} pages={pages}
      extraFilter={
        <AnySelect id="record-kind" name="kind" label={t("filters.kind")} defaultValue={filters.kind} anyLabel={t("filters.anyKind")} options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
      }
    >
      <ListTable columns={columns} rows={rows} empty={t("empty")} testId="contracts-table" label={t(`${family}.title`)} />
    </RecordList>
  );
}
