import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AnySelect, FilterButtons, ListHeader, ListPager, SearchFilter } from "~/components/lists/list-controls";
import { SectionCard } from "~/components/ui/section-card";
import { StatusBadge } from "~/components/documents/status-badge";

/**
 * The frame of the contract, agreement and BAST lists, composed of the shared list controls: header with Excel export
 * and "new", a GET filter form (works without JavaScript: the filters live in the URL), the table (a ListTable, which
 * shows the empty message itself), and page links (20 a page).
 */
export function RecordList({
  base, title, total, search, mayCreate, createLabel, q, qPlaceholder, status, statuses, extraFilter, page, pages, children,
}: {
  base: string; title: string; total: number; search: string; mayCreate: boolean; createLabel: string; q: string; qPlaceholder: string; status: string; statuses: readonly string[];
  extraFilter?: ReactNode; page: number; pages: number; children: ReactNode;
}) {
  const { t } = useTranslation("contracts");
  const { t: td } = useTranslation("documents");
  return (
    <>
      <ListHeader
        title={title}
        description={t("total", { count: total })}
        exportHref={`${base}/export${search}`}
        exportLabel={t("export")}
        create={mayCreate ? { to: `${base}/new`, label: createLabel } : null}
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-4" aria-label={t("filters.apply")}>
          <SearchFilter id="record-q" label={t("filters.q")} defaultValue={q} placeholder={qPlaceholder} className="md:col-span-2" />
          <AnySelect id="record-status" name="status" label={t("filters.status")} defaultValue={status} anyLabel={t("filters.anyStatus")} options={statuses.map((s) => ({ value: s, label: td(`status.${s}` as "status.draft") }))} />
          {extraFilter}
          <FilterButtons reset={base} applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} className="md:col-span-4" />
        </Form>
        {children}
        <ListPager base={base} search={search} page={page} pages={pages} labels={{ page: t("page", { page, pages }), previous: t("previous"), next: t("next") }} />
      </SectionCard>
    </>
  );
}

/** A status in a table cell or a header: one badge everywhere. */
export const RecordStatus = ({ value }: { value: string }) => <StatusBadge value={value} />;

export type HistoryItem = { id: number; to: string; by: string; at: string; message: string | null };
