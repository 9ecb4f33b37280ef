import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Plus } from "lucide-react";
import { DataTableCard, type ListColumn, SortableHeader } from "~/components/data-table/data-table";
import { amountFilter, productFilter, rangeFilter, selectFilter } from "~/components/data-table/filter-markup";
import { CUSTOMER_SLOT, customerCell, documentLink, emptyRow, productCell, type ProductOption, shortDate, status, TableBody } from "~/components/data-table/document-cells";
import { html } from "~/lib/html";
import { formatRupiah } from "~/domain/money";
import { PO_SORTS, PO_STATUSES, purchaseOrderDefaultSort } from "~/components/data-table/list-defaults";
import { hrefWith, PAGING_PARAMS } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
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

const STATUS_OPTIONS = PO_STATUSES.map((v) => ({ value: v, label: v }));

type PurchaseOrderRowData = SerializeFrom<typeof loader>["rows"][number];

function purchaseOrderRow(r: PurchaseOrderRowData, productById: Map<string, ProductOption>, customerHref: string) {
  const billing = r.billingId ? documentLink(`/billings/${r.billingId}`, r.billingNumber ?? "draft", { muted: !r.billingNumber }) : "–";
  const invoice = r.invoiceId ? documentLink(`/invoices/${r.invoiceId}`, r.invoiceNumber ?? "not numbered yet", { muted: !r.invoiceNumber }) : "–";
  return html`<tr data-testid="po-row"><td>${documentLink(`/purchase-orders/${r.id}`, r.poNumber)}</td><td>${customerCell(r.customerName, r.customerId, customerHref)}</td><td>${productCell(productById.get(r.productId))}</td><td>${shortDate(r.poDate)}</td><td class="e">${formatRupiah(r.totalPrice)}</td><td>${status(r.statusPo)}</td><td class="x">${billing}</td><td class="x">${invoice}</td><td>${shortDate(r.createdAt)}</td></tr>`;
}

const PO_COLUMNS: ListColumn[] = [
  { label: "PO", sort: "number", firstDir: "desc" },
  { label: "Customer" },
  { label: "Product" },
  { label: "PO date", sort: "poDate", firstDir: "desc" },
  { label: "Total", align: "end" },
  { label: "Status", sort: "status" },
  { label: "Billing" },
  { label: "Invoice" },
  { label: "Created", sort: "created", firstDir: "desc" },
];

export default function PurchaseOrdersPage() {
  const { rows, info, filters, sort, dir, products, customer, canCreate } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const productById = new Map(products.map((p) => [p.id, p]));
  const customerHref = hrefWith("/purchase-orders", search, { customer: CUSTOMER_SLOT }, PAGING_PARAMS);
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
        search={search}
        info={info}
        filters={filters}
        sort={sort}
        dir={dir}
        customer={customer}
        searchLabel="Search number or customer"
        searchPlaceholder="PO-ST-2611…, 261100-0042 or a customer name"
        fields={html`${selectFilter({ name: "status", label: "Status", value: filters.status[0] ?? "", options: STATUS_OPTIONS })}${productFilter(products, filters.product)}${rangeFilter({
          label: "PO date",
          type: "date",
          from: { name: "from", value: filters.dateFrom },
          to: { name: "to", value: filters.dateTo },
        })}${amountFilter("Total (Rp)", filters.amountMin, filters.amountMax)}`}
      >
        <SortableHeader columns={PO_COLUMNS} sort={sort} dir={dir} />
        <TableBody rows={rows.length ? rows.map((r) => purchaseOrderRow(r, productById, customerHref)) : [emptyRow(PO_COLUMNS.length, "No purchase orders match these filters.")]} />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
