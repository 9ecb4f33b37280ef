import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateId } from "~/domain/dates";
import type { bastListLoader } from "~/services/contract-screens.server";
import { RecordList, RecordStatus } from "./list-parts";

const BAST_STATUSES = ["draft", "submitted", "verified", "rejected"] as const;

export function BastListPage() {
  const { rows, total, filters, search, pages, mayCreate } = useLoaderData<typeof bastListLoader>();
  const { t } = useTranslation("contracts");
  return (
    <RecordList
      base="/bast" title={t("bast.title")} total={total} search={search} mayCreate={mayCreate} createLabel={t("bast.create")} q={filters.q} qPlaceholder={t("bast.qPlaceholder")}
      status={filters.status} statuses={BAST_STATUSES} page={filters.page} pages={pages} empty={rows.length === 0}
    >
      <table className="w-full text-sm" data-testid="bast-table">
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3">{t("col.number")}</th>
            <th scope="col" className="py-2 pr-3">{t("bast.date")}</th>
            <th scope="col" className="py-2 pr-3">{t("bast.po")}</th>
            <th scope="col" className="py-2 pr-3">{t("bast.delivered")}</th>
            <th scope="col" className="py-2">{t("col.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b last:border-0">
              <td className="py-2 pr-3">
                <Link to={`/bast/${r.id}`} className="font-medium text-primary hover:underline">
                  {r.number}
                </Link>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateId(r.bastDate)}</td>
              <td className="py-2 pr-3">{r.poNumber ?? r.contractNumber ?? ""}</td>
              <td className="py-2 pr-3">{r.delivered}</td>
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
