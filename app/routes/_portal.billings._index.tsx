import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { DataTableCard, type ListColumn, SortableHeader } from "~/components/data-table/data-table";
import { billingDueAndAmountFilters, productFilter, selectFilter } from "~/components/data-table/filter-markup";
import { CUSTOMER_SLOT, customerCell, documentLink, emptyRow, productCell, type ProductOption, shortDate, status, TableBody } from "~/components/data-table/document-cells";
import { html } from "~/lib/html";
import { formatRupiah } from "~/domain/money";
import { BILLING_SORTS, BILLING_STATUSES, billingDefaultSort } from "~/components/data-table/list-defaults";
import { hrefWith, PAGING_PARAMS } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { customerName, listBillingsFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: "Billings · Digimon" }];
export const handle = { title: "Billings" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:billing");
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

type BillingRowData = SerializeFrom<typeof loader>["rows"][number];

function billingRow(r: BillingRowData, productById: Map<string, ProductOption>, customerHref: string) {
  const invoice = r.invoiceId ? html`<span class="s">${documentLink(`/invoices/${r.invoiceId}`, r.invoiceNumber ?? "not numbered yet", { muted: !r.invoiceNumber })}</span>` : null;
  return html`<tr data-testid="billing-row"><td>${documentLink(`/billings/${r.id}`, r.billingNumber ?? "draft", { muted: !r.billingNumber })}</td><td>${customerCell(r.customerName, r.customerId, customerHref)}</td><td>${productCell(productById.get(r.productId))}</td><td class="x">${r.poId ? documentLink(`/purchase-orders/${r.poId}`, r.poNumber ?? "") : "–"}${invoice}</td><td>${shortDate(r.billingDate)}</td><td>${shortDate(r.dueDate)}</td><td class="e">${formatRupiah(r.finalPrice)}</td><td>${status(r.status)}</td><td>${status(r.statusPaid)}</td><td>${shortDate(r.createdAt)}</td></tr>`;
}

const BILLING_COLUMNS: ListColumn[] = [
  { label: "Billing", sort: "number", firstDir: "desc" },
  { label: "Customer" },
  { label: "Product" },
  { label: "PO / Invoice" },
  { label: "Bill date", sort: "billingDate", firstDir: "desc" },
  { label: "Due date", sort: "dueDate", firstDir: "desc" },
  { label: "Final price", align: "end" },
  { label: "Status", sort: "status" },
  { label: "Payment" },
  { label: "Created", sort: "created", firstDir: "desc" },
];

export default function BillingsPage() {
  const { rows, info, filters, sort, dir, products, customer } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const productById = new Map(products.map((p) => [p.id, p]));
  const customerHref = hrefWith("/billings", search, { customer: CUSTOMER_SLOT }, PAGING_PARAMS);
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
        fields={html`${selectFilter({ name: "status", label: "Status", value: filters.status[0] ?? "", options: STATUS_OPTIONS })}${selectFilter({
          name: "paid",
          label: "Payment",
          value: filters.paid[0] ?? "",
          options: PAID_OPTIONS,
        })}${productFilter(products, filters.product)}${billingDueAndAmountFilters(filters)}`}
      >
        <SortableHeader columns={BILLING_COLUMNS} sort={sort} dir={dir} />
        <TableBody rows={rows.length ? rows.map((r) => billingRow(r, productById, customerHref)) : [emptyRow(BILLING_COLUMNS.length, "No billings match these filters.")]} />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
