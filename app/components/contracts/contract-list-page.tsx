import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnySelect } from "~/components/lists/list-controls";
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
  return (
    <RecordList
      base={base} title={t(`${family}.title`)} total={total} search={search} mayCreate={mayCreate} createLabel={t(`${family}.create`)} q={filters.q} qPlaceholder={t("filters.qPlaceholder")}
      status={filters.status} statuses={CONTRACT_STATUSES} page={filters.page} pages={pages} empty={rows.length === 0}
      extraFilter={
        <AnySelect id="record-kind" name="kind" label={t("filters.kind")} defaultValue={filters.kind} anyLabel={t("filters.anyKind")} options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
      }
    >
      <table className="w-full text-sm" data-testid="contracts-table">
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3">{t("col.number")}</th>
            <th scope="col" className="py-2 pr-3">{t("col.kind")}</th>
            <th scope="col" className="py-2 pr-3">{t("col.parties")}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t("col.value")}</th>
            <th scope="col" className="py-2 pr-3">{t("col.period")}</th>
            <th scope="col" className="py-2">{t("col.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b last:border-0">
              <td className="py-2 pr-3">
                <Link to={`${base}/${r.id}`} className="font-medium text-primary hover:underline">
                  {r.number}
                </Link>
                <div className="text-xs text-muted-foreground">{r.title}</div>
              </td>
              <td className="py-2 pr-3">{t(`kind.${r.kind}`)}</td>
              <td className="py-2 pr-3">{r.parties}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatRupiah(r.value)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{t("detail.period", { start: formatDateId(r.startDate), end: formatDateId(r.endDate) })}</td>
              <td className="py-2">
                <RecordStatus value={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </RecordList>
  );
}
