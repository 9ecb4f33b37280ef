import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { StatusBadge } from "~/components/documents/status-badge";

/**
 * The frame of the contract, agreement and BAST lists: header with Excel export and "new", a GET filter form (works
 * without JavaScript: the filters live in the URL), the table, and page links (20 a page).
 */
export function RecordList({
  base, title, total, search, mayCreate, createLabel, q, qPlaceholder, status, statuses, extraFilter, page, pages, children, empty,
}: {
  base: string; title: string; total: number; search: string; mayCreate: boolean; createLabel: string; q: string; qPlaceholder: string; status: string; statuses: readonly string[];
  extraFilter?: ReactNode; page: number; pages: number; children: ReactNode; empty: boolean;
}) {
  const { t } = useTranslation("contracts");
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `${base}?${params.toString()}`;
  };
  return (
    <>
      <PageHeader
        title={title}
        description={t("total", { count: total })}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <a href={`${base}/export${search}`} download>
                {t("export")}
              </a>
            </Button>
            {mayCreate ? (
              <Button asChild size="sm">
                <Link to={`${base}/new`}>{createLabel}</Link>
              </Button>
            ) : null}
          </>
        }
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-4" aria-label={t("filters.apply")}>
          <div className="space-y-1 md:col-span-2">
            <Label htmlFor="record-q">{t("filters.q")}</Label>
            <Input id="record-q" name="q" type="search" defaultValue={q} placeholder={qPlaceholder} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="record-status">{t("filters.status")}</Label>
            <NativeSelect id="record-status" name="status" defaultValue={status}>
              <option value="">{t("filters.anyStatus")}</option>
              {statuses.map((s) => (
                <StatusOption key={s} value={s} />
              ))}
            </NativeSelect>
          </div>
          {extraFilter}
          <div className="flex items-end gap-2 md:col-span-4">
            <Button type="submit" size="sm">
              {t("filters.apply")}
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to={base}>{t("filters.reset")}</Link>
            </Button>
          </div>
        </Form>
        {empty ? <p className="text-sm text-muted-foreground">{t("empty")}</p> : <div className="overflow-x-auto">{children}</div>}
        {pages > 1 ? (
          <nav className="flex items-center justify-between text-sm" aria-label={t("page", { page, pages })}>
            {page > 1 ? <Link to={pageHref(page - 1)}>{t("previous")}</Link> : <span />}
            <span>{t("page", { page, pages })}</span>
            {page < pages ? <Link to={pageHref(page + 1)}>{t("next")}</Link> : <span />}
          </nav>
        ) : null}
      </SectionCard>
    </>
  );
}

function StatusOption({ value }: { value: string }) {
  const { t } = useTranslation("documents");
  return <option value={value}>{t(`status.${value}` as "status.draft")}</option>;
}

/** A status in a table cell or a header: one badge everywhere. */
export const RecordStatus = ({ value }: { value: string }) => <StatusBadge value={value} />;

export type HistoryItem = { id: number; to: string; by: string; at: string; message: string | null };
