import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BILLING_COLUMNS } from "~/components/data-table/columns/billings";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { BillingDueAndAmountFilters, ProductFilter, SelectFilter, useStatusOptions } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { BILLING_SORTS, BILLING_STATUSES, billingDefaultSort } from "~/domain/lists";
import { listBillingsFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { listPageData } from "~/services/list-page.server";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "lists:billings.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:billing");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: BILLING_SORTS, defaultSort: "created", defaultSortFor: billingDefaultSort, statuses: BILLING_STATUSES });
  const scope = listScope(user, "billing");
  const { products, productIds } = scopeProducts(scope);
  const { rows, info } = listBillingsFor(productIds, params);
  const t = await requestTranslator(request, context, "lists");
  return json({ pageTitle: t("billings.title"), rows, ...listPageData(params, info, products) });
}

const PAID_STATUSES = ["unpaid", "paid"] as const;

export default function BillingsPage() {
  const { rows, info, filters, sort, dir, products, customer } = useLoaderData<typeof loader>();
  const { t } = useTranslation("lists");
  const statusOptions = useStatusOptions(BILLING_STATUSES);
  const paidOptions = useStatusOptions(PAID_STATUSES);
  return (
    <>
      <PageHeader title={t("billings.title")} description={t("billings.description")} crumbs={[{ label: t("billings.title") }]} />
      <DataTableCard
        kind="billings"
        noun={t("billings.noun")}
        basePath="/billings"
        info={info}
        filters={filters}
        sort={sort}
        dir={dir}
        customer={customer}
        searchLabel={t("filters.searchNumberOrCustomer")}
        searchPlaceholder={t("billings.searchPlaceholder")}
        fields={
          <>
            <SelectFilter name="status" label={t("filters.status")} value={filters.status[0] ?? ""} options={statusOptions} />
            <SelectFilter name="paid" label={t("filters.payment")} value={filters.paid[0] ?? ""} options={paidOptions} />
            <ProductFilter products={products} value={filters.product} />
            <BillingDueAndAmountFilters filters={filters} />
          </>
        }
      >
        <DataTable columns={BILLING_COLUMNS} rows={rows} products={products} sort={sort} dir={dir} basePath="/billings" rowTestId="billing-row" emptyMessage={t("billings.empty")} />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
