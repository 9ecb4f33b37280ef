import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
import { PURCHASE_ORDER_COLUMNS } from "~/components/data-table/columns/purchase-orders";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { AmountFilter, ProductFilter, RangeFilter, SelectFilter, valueOptions } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { PO_SORTS, PO_STATUSES, purchaseOrderDefaultSort } from "~/domain/lists";
import { listPurchaseOrdersFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { listPageData } from "~/services/list-page.server";

export const meta: MetaFunction = () => [{ title: "Purchase orders · Digimon" }];
export const handle = { title: "Purchase orders" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:purchase-order");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: PO_SORTS, defaultSort: "created", defaultSortFor: purchaseOrderDefaultSort, statuses: PO_STATUSES });
  const scope = listScope(user, "purchase-order");
  const { products, productIds } = scopeProducts(scope);
  const { rows, info } = listPurchaseOrdersFor(productIds, params);
  return json({
    rows,
    ...listPageData(params, info, products),
    canCreate: hasPermission(user, "manage:purchase-order"),
  });
}

const STATUS_OPTIONS = valueOptions(PO_STATUSES);

export default function PurchaseOrdersPage() {
  const { rows, info, filters, sort, dir, products, customer, canCreate } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Purchase orders"
        description="Purchase orders of the products you may see, with the billing and invoice each one led to."
        crumbs={[{ label: "Purchase orders" }]}
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/purchase-orders/new" prefetch="intent">
                <Plus aria-hidden="true" /> New purchase order
              </Link>
            </Button>
          ) : null
        }
      />
      <DataTableCard
        kind="purchase-orders"
        noun="purchase orders"
        basePath="/purchase-orders"
        info={info}
        filters={filters}
        sort={sort}
        dir={dir}
        customer={customer}
        searchLabel="Search number or customer"
        searchPlaceholder="PO-ST-2611…, 261100-0042 or a customer name"
        fields={
          <>
            <SelectFilter name="status" label="Status" value={filters.status[0] ?? ""} options={STATUS_OPTIONS} />
            <ProductFilter products={products} value={filters.product} />
            <RangeFilter label="PO date" type="date" from={{ name: "from", value: filters.dateFrom }} to={{ name: "to", value: filters.dateTo }} />
            <AmountFilter label="Total (Rp)" min={filters.amountMin} max={filters.amountMax} />
          </>
        }
      >
        <DataTable columns={PURCHASE_ORDER_COLUMNS} rows={rows} products={products} sort={sort} dir={dir} basePath="/purchase-orders" rowTestId="po-row" emptyMessage="No purchase orders match these filters." />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
