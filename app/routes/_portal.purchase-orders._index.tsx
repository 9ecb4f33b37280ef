import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PURCHASE_ORDER_COLUMNS } from "~/components/data-table/columns/purchase-orders";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { AmountFilter, ProductFilter, RangeFilter, SelectFilter, useStatusOptions } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { PO_SORTS, PO_STATUSES, purchaseOrderDefaultSort } from "~/domain/lists";
import { listPurchaseOrdersFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { listPageData } from "~/services/list-page.server";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "lists:purchaseOrders.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:purchase-order");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: PO_SORTS, defaultSort: "created", defaultSortFor: purchaseOrderDefaultSort, statuses: PO_STATUSES });
  const scope = listScope(user, "purchase-order");
  const { products, productIds } = scopeProducts(scope);
  const { rows, info } = listPurchaseOrdersFor(productIds, params);
  const t = await requestTranslator(request, context, "lists");
  return json({
    pageTitle: t("purchaseOrders.title"),
    rows,
    ...listPageData(params, info, products),
    canCreate: hasPermission(user, "manage:purchase-order"),
  });
}

export default function PurchaseOrdersPage() {
  const { rows, info, filters, sort, dir, products, customer, canCreate } = useLoaderData<typeof loader>();
  const { t } = useTranslation("lists");
  const statusOptions = useStatusOptions(PO_STATUSES);
  return (
    <>
      <PageHeader
        title={t("purchaseOrders.title")}
        description={t("purchaseOrders.description")}
        crumbs={[{ label: t("purchaseOrders.title") }]}
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/purchase-orders/new" prefetch="intent">
                <Plus aria-hidden="true" /> {t("purchaseOrders.new")}
              </Link>
            </Button>
          ) : null
        }
      />
      <DataTableCard
        kind="purchase-orders"
        noun={t("purchaseOrders.noun")}
        basePath="/purchase-orders"
        info={info}
        filters={filters}
        sort={sort}
        dir={dir}
        customer={customer}
        searchLabel={t("filters.searchNumberOrCustomer")}
        searchPlaceholder={t("purchaseOrders.searchPlaceholder")}
        fields={
          <>
            <SelectFilter name="status" label={t("filters.status")} value={filters.status[0] ?? ""} options={statusOptions} />
            <ProductFilter products={products} value={filters.product} />
            <RangeFilter label={t("filters.poDate")} type="date" from={{ name: "from", value: filters.dateFrom }} to={{ name: "to", value: filters.dateTo }} />
            <AmountFilter label={t("filters.total")} min={filters.amountMin} max={filters.amountMax} />
          </>
        }
      >
        <DataTable columns={PURCHASE_ORDER_COLUMNS} rows={rows} products={products} sort={sort} dir={dir} basePath="/purchase-orders" rowTestId="po-row" emptyMessage={t("purchaseOrders.empty")} />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
