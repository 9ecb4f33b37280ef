import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CREDIT_NOTE_COLUMNS } from "~/components/credit-notes/columns";
import { DataTable, FilterForm, Pagination } from "~/components/data-table/data-table";
import { RangeFilter, SelectFilter } from "~/components/data-table/filters";
import { filterQuery } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { CREDIT_NOTE_STATUSES } from "~/domain/credit-notes";
import { pageMeta } from "~/lib/page-meta";
import { scopeProducts } from "~/models/document-lists.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { listScope } from "~/services/access-scope.server";
import { creditNotePage, parseCreditNoteParams } from "~/services/credit-notes.server";
import { READ_PERMISSION } from "~/services/document-access.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "creditNotes:title.list" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const params = parseCreditNoteParams(new URL(request.url));
  const { rows, info } = creditNotePage(user, params);
  const t = await requestTranslator(request, context, "creditNotes");
  return json({ pageTitle: t("title.list"), rows, info, filters: params.filters, sort: params.sort, dir: params.dir, products: scopeProducts(listScope(user, "invoice")).products });
}

export default function CreditNotesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("creditNotes");
  const { t: tl } = useTranslation("lists");
  const { search } = useLocation();
  const query = filterQuery(search);
  const f = data.filters;
  return (
    <>
      <PageHeader title={t("title.list")} description={t("description.list")} crumbs={[{ label: t("title.list") }]} />
      <section aria-label={tl("table.listOf", { noun: t("noun") })} className="rounded-lg border bg-card text-card-foreground shadow-sm">
        <FilterForm sort={data.sort} dir={data.dir} q={f.q} searchLabel={t("searchLabel")} searchPlaceholder={t("searchPlaceholder")} resetHref="/credit-notes" exportHref={`/credit-notes/export${query ? `?${query}` : ""}`}>
          <SelectFilter name="status" label={t("filters.status")} value={f.status} options={CREDIT_NOTE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          <SelectFilter name="product" label={t("filters.product")} value={f.product} options={data.products.map((p) => ({ value: p.id, label: `${p.productCode} · ${p.name}` }))} />
          <RangeFilter label={t("filters.date")} type="date" from={{ name: "from", value: f.dateFrom }} to={{ name: "to", value: f.dateTo }} />
        </FilterForm>
        <DataTable columns={CREDIT_NOTE_COLUMNS} rows={data.rows} products={[]} sort={data.sort} dir={data.dir} basePath="/credit-notes" rowTestId="credit-note-row" emptyMessage={t("empty")} />
        <Pagination info={data.info} noun={t("noun")} />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
