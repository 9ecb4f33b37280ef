import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { AmountFilter, DataTableCard, EmptyState, ProductFilter, RangeFilter, SelectFilter, SortHeader } from "~/components/data-table/data-table";
import { CustomerCell, DateCell, DocumentLink, Money, ProductCell, Status, TableBody } from "~/components/data-table/document-cells";
import { BILLING_SORTS, BILLING_STATUSES, billingDefaultSort } from "~/components/data-table/list-defaults";
import { hrefWith, PAGING_PARAMS } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { customerName, listBillingsFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: "Billings · Digimon" }];
export const handle = { title: "Billings" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, "read:billing");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: BILLING_SORTS, defaultSort: "created", defaultSortFor: billingDefaultSort, statuses: BILLING_STATUSES });
  const scope = listScope(user, "billing");
  const { products, productIds } = scopeProducts(scope);
  const { rows, info } = listBillingsFor(productIds, params);
  return json({
    rows,
    info,
    filters: params.filters,
    sort: params.sort,
    dir: params.dir,
    products,
    customer: params.filters.customer ? (customerName(params.filters.customer) ?? params.filters.customer) : null,
  });
}

const STATUS_OPTIONS = BILLING_STATUSES.map((v) => ({ value: v, label: v }));
const PAID_OPTIONS = [
  { value: "unpaid", label: "unpaid" },
  { value: "paid", label: "paid" },
];

export default function BillingsPage() {
  const { rows, info, filters, sort, dir, products, customer } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const productById = new Map(products.map((p) => [p.id, p]));
  const customerHref = hrefWith("/billings", search, { customer: "__customer__" }, PAGING_PARAMS);
  return (
    <>
      <PageHeader title="Billings" description="Billings of the products you may see: drafts, issued, paid and canceled." crumbs={[{ label: "Billings" }]} />
      <DataTableCard
        kind="billings"
        noun="billings"
        search={search}
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
            <RangeFilter label="Billing date" type="date" from={{ name: "from", value: filters.dateFrom }} to={{ name: "to", value: filters.dateTo }} />
            <RangeFilter label="Due date" type="date" from={{ name: "dueFrom", value: filters.dueFrom }} to={{ name: "dueTo", value: filters.dueTo }} />
            <AmountFilter label="Amount (Rp)" min={filters.amountMin} max={filters.amountMax} />
          </>
        }
      >
        <TableHeader>
          <TableRow>
            <SortHeader column="number" label="Billing" sort={sort} dir={dir} firstDir="desc" />
            <TableHead>Customer</TableHead>
            <TableHead>Product</TableHead>
            <TableHead>PO / Invoice</TableHead>
            <SortHeader column="billingDate" label="Bill date" sort={sort} dir={dir} firstDir="desc" />
            <SortHeader column="dueDate" label="Due date" sort={sort} dir={dir} firstDir="desc" />
            <TableHead className="text-end">Final price</TableHead>
            <SortHeader column="status" label="Status" sort={sort} dir={dir} />
            <TableHead>Payment</TableHead>
            <SortHeader column="created" label="Created" sort={sort} dir={dir} firstDir="desc" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? <EmptyState colSpan={10} message="No billings match these filters." /> : null}
          {rows.map((r) => (
            <tr key={r.id} data-testid="billing-row">
              <td>
                <DocumentLink to={`/billings/${r.id}`} muted={!r.billingNumber}>
                  {r.billingNumber ?? "draft"}
                </DocumentLink>
              </td>
              <td>
                <CustomerCell name={r.customerName} href={r.customerId ? customerHref.replace("__customer__", encodeURIComponent(r.customerId)) : null} />
              </td>
              <td>
                <ProductCell product={productById.get(r.productId)} />
              </td>
              <td className="x">
                {r.poId ? <DocumentLink to={`/purchase-orders/${r.poId}`}>{r.poNumber}</DocumentLink> : "–"}
                {r.invoiceId ? (
                  <span className="s">
                    <DocumentLink to={`/invoices/${r.invoiceId}`} muted={!r.invoiceNumber}>
                      {r.invoiceNumber ?? "not numbered yet"}
                    </DocumentLink>
                  </span>
                ) : null}
              </td>
              <td>
                <DateCell value={r.billingDate} />
              </td>
              <td>
                <DateCell value={r.dueDate} />
              </td>
              <td className="e">
                <Money value={r.finalPrice} />
              </td>
              <td>
                <Status value={r.status} />
              </td>
              <td>
                <Status value={r.statusPaid} />
              </td>
              <td>
                <DateCell value={r.createdAt} />
              </td>
            </tr>
          ))}
        </TableBody>
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
