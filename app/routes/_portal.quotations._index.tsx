import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";
import { AnySelect, DateFilter, FilterButtons, ListHeader, ListPager, SearchFilter } from "~/components/lists/list-controls";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, todayInJakarta } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { effectiveQuotationStatus, MANAGE_QUOTATION, QUOTATION_STATUS_VALUES, READ_QUOTATION } from "~/domain/quotations";
import { pageMeta } from "~/lib/page-meta";
import { listQuotations, QUOTATION_PAGE_SIZE } from "~/models/quotation.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseQuotationParams, productsForQuotations, quotationScope } from "~/services/quotations.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_QUOTATION);
  const url = new URL(request.url);
  const filters = parseQuotationParams(url);
  const { rows, total } = listQuotations(filters, quotationScope(user));
  const today = todayInJakarta(new Date());
  const t = await requestTranslator(request, context, "quotations");
  return json({
    pageTitle: t("list.title"),
    rows: rows.map((r) => ({ ...r, status: effectiveQuotationStatus(r, today) })),
    total,
    filters,
    pages: Math.max(1, Math.ceil(total / QUOTATION_PAGE_SIZE)),
    products: productsForQuotations(user).map((p) => ({ id: p.id, label: `${p.productCode} · ${p.name}` })),
    search: url.search,
    mayCreate: hasPermission(user, MANAGE_QUOTATION),
  });
}

export default function QuotationsPage() {
  const { rows, total, filters, pages, products, search, mayCreate } = useLoaderData<typeof loader>();
  const { t } = useTranslation("quotations");
  const { t: td } = useTranslation("documents");
  const columns: ListTableColumn<(typeof rows)[number]>[] = [
    { key: "number", header: t("col.number"), cell: (r) => <ListRowLink to={`/quotations/${r.id}`}>{r.quotationNumber}</ListRowLink> },
    { key: "customer", header: t("col.customer"), cell: (r) => r.customer },
    { key: "product", header: t("col.product"), cell: (r) => r.productCode },
    { key: "date", header: t("col.date"), cell: (r) => formatDateId(r.quotationDate) },
    { key: "validUntil", header: t("col.validUntil"), cell: (r) => formatDateId(r.validUntil) },
    { key: "finalPrice", header: t("col.finalPrice"), numeric: true, cell: (r) => formatRupiah(r.finalPrice) },
    { key: "status", header: t("col.status"), cell: (r) => <StatusBadge value={r.status} /> },
  ];
  return (
    <>
      <ListHeader
        title={t("list.title")}
        description={t("list.total", { count: total })}
        crumbs={[{ label: t("list.title") }]}
        exportHref={`/quotations/export${search}`}
        exportLabel={t("list.export")}
        create={
          mayCreate
            ? {
                to: "/quotations/new",
                label: (
                  <>
                    <Plus aria-hidden="true" /> {t("list.new")}
                  </>
                ),
              }
            : null
        }
      />
      <SectionCard title={t("filters.title")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-6" aria-label={t("filters.title")}>
          <SearchFilter id="quotation-q" label={t("filters.q")} defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} className="md:col-span-2" />
          <AnySelect id="quotation-status" name="status" label={t("filters.status")} defaultValue={filters.status} anyLabel={t("filters.anyStatus")} options={QUOTATION_STATUS_VALUES.map((s) => ({ value: s, label: td(`status.${s}`) }))} />
          <AnySelect id="quotation-product" name="product" label={t("filters.product")} defaultValue={filters.product} anyLabel={t("filters.anyProduct")} options={products.map((p) => ({ value: String(p.id), label: p.label }))} />
          <DateFilter id="quotation-from" name="from" label={t("filters.from")} defaultValue={filters.from} />
          <DateFilter id="quotation-to" name="to" label={t("filters.to")} defaultValue={filters.to} />
          <FilterButtons reset="/quotations" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} className="md:col-span-6" />
        </Form>
        <ListTable columns={columns} rows={rows} empty={t("list.empty")} testId="quotations-table" label={t("list.title")} />
        <ListPager base="/quotations" search={search} page={filters.page} pages={pages} labels={{ page: t("list.page", { page: filters.page, pages }), previous: t("list.previous"), next: t("list.next") }} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
