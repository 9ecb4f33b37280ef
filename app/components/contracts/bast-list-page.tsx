import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import { formatDateId } from "~/domain/dates";
import type { bastListLoader } from "~/services/contract-screens.server";
import { RecordList, RecordStatus } from "./list-parts";

const BAST_STATUSES = ["draft", "submitted", "verified", "rejected"] as const;

export function BastListPage() {
  const { rows, total, filters, search, pages, mayCreate } = useLoaderData<typeof bastListLoader>();
  const { t } = useTranslation("contracts");
  const columns: ListTableColumn<(typeof rows)[number]>[] = [
    { key: "number", header: t("col.number"), cell: (r) => <ListRowLink to={`/bast/${r.id}`}>{r.number}</ListRowLink> },
    { key: "date", header: t("bast.date"), className: "whitespace-nowrap", cell: (r) => formatDateId(r.bastDate) },
    { key: "po", header: t("bast.po"), cell: (r) => r.poNumber ?? r.contractNumber ?? "" },
    { key: "delivered", header: t("bast.delivered"), cell: (r) => r.delivered },
    { key: "status", header: t("col.status"), cell: (r) => <RecordStatus value={r.status} /> },
  ];
  return (
    <RecordList
      base="/bast" title={t("bast.title")} total={total} search={search} mayCreate={mayCreate} createLabel={t("bast.create")} q={filters.q} qPlaceholder={t("bast.qPlaceholder")}
      status={filters.status} statuses={BAST_STATUSES} page={filters.page} pages={pages}
    >
      <ListTable columns={columns} rows={rows} empty={t("empty")} testId="bast-table" label={t("bast.title")} />
    </RecordList>
  );
}
