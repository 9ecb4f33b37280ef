import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BILLING_COLUMNS } from "~/components/data-table/columns/billings";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { BillingDueAndAmountFilters, ProductFilter, SelectFilter, valueOptions } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { BILLING_SORTS, BILLING_STATUSES, billingDefaultSort } from "~/domain/lists";
import { listBillingsFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { listPageData } from "~/services/list-page.server";

export const meta: MetaFunction = () => [{ title: "Billings · Digimon" }];
export const handle = { title: "Billings" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:billing");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: BILLING_SORTS, defaultSort: "created", defaultSortFor: billingDefaultSort, statuses: BILLING_STATUSES });
  const scope = listScope(user, "billing");
  const { products, productIds } = scopeProducts(scope);
  const { rows, info } = listBillingsFor(productIds, params);
  return json({ rows, ...listPageData(params, info, products) });
}

const STATUS_OPTIONS = valueOptions(BILLING_STATUSES);
const PAID_OPTIONS = valueOptions(["unpaid", "paid"]);

export default function BillingsPage() {
  const { rows, info, filters, sort, dir, products, customer } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Billings" description="Billings of the products you may see: drafts, issued, paid and canceled." crumbs={[{ label: "Billings" }]} />
      <DataTableCard
        kind="billings"
        noun="billings"
        basePath="/billings"
        info={info}
        filters={filters}
        sort={sort}
        dir={dir}
        customer={customer}
        searchLabel="Search number or customer"
        searchPlaceholder="BL-ST-2611…, PO-…, 261100-0042 or a customer name"
        fields={
          <>
            <SelectFilter name="status" label="Status" value={filters.status[0] ?? ""} options={STATUS_OPTIONS} />
            <SelectFilter name="paid" label="Payment" value={filters.paid[0] ?? ""} options={PAID_OPTIONS} />
            <ProductFilter products={products} value={filters.product} />
            <BillingDueAndAmountFilters filters={filters} />
          </>
        }
      >
        <DataTable columns={BILLING_COLUMNS} rows={rows} products={products} sort={sort} dir={dir} basePath="/billings" rowTestId="billing-row" emptyMessage="No billings match these filters." />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
