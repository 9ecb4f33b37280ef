import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { INBOX_COLUMNS, invoiceRowView } from "~/components/data-table/columns/invoices";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { InvoiceFilterFields } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { INVOICE_SORTS, listInbox, parseListParams, signerProductIds } from "~/models/document-lists.server";
import { productsByIds, productsInScope } from "~/models/product.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { canReadProductDocuments } from "~/services/document-access.server";
import { listPageData } from "~/services/list-page.server";

export const meta: MetaFunction = () => [{ title: "Approval inbox · Digimon" }];
export const handle = { title: "Approval inbox" };

/**
 * Invoices waiting for approval (status invoiced) on the products the user signs for; a super-admin
 * sees every product's. Oldest first: the longest wait comes first. Approval happens on the invoice page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "approve:invoice");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: INVOICE_SORTS, defaultSort: "created", defaultDir: "asc" });
  // Signing for a product does not widen what one may read: the inbox shows only invoices that open.
  const signsFor = signerProductIds(user);
  const productIds = signsFor === null ? null : signsFor.filter((id) => canReadProductDocuments(user, "invoice", id));
  const { rows, info } = listInbox(productIds, params);
  const now = Date.now();
  const products = (productIds === null ? productsInScope({ all: true }) : productsByIds(productIds)).map((p) => ({ id: p.id, name: p.name, productCode: p.productCode }));
  return json({
    rows: rows.map((r) => invoiceRowView(r, now)),
    ...listPageData(params, info, products),
    signsFor: productIds === null ? null : products.map((p) => p.name),
  });
}

export default function InboxPage() {
  const data = useLoaderData<typeof loader>();
  const description =
    data.signsFor === null
      ? "Invoices of every product waiting for approval (you approve as super-admin). Open one to approve, return or reject it."
      : data.signsFor.length
        ? `Invoices waiting for your approval as the designated signer of ${data.signsFor.join(", ")}. Open one to approve, return or reject it.`
        : "You are not the designated invoice signer of any product, so nothing waits for you here.";
  return (
    <>
      <PageHeader title="Approval inbox" description={description} crumbs={[{ label: "Invoices", to: "/invoices" }, { label: "Approval inbox" }]} />
      <DataTableCard
        kind="invoices"
        noun="invoices waiting"
        basePath="/invoices/inbox"
        info={data.info}
        filters={data.filters}
        sort={data.sort}
        dir={data.dir}
        customer={data.customer}
        exportable={false}
        searchLabel="Search billing number or customer"
        searchPlaceholder="BL-ST-2611…, 261100-0042 or a customer name"
        fields={<InvoiceFilterFields filters={data.filters} products={data.products} showStatus={false} />}
      >
        <DataTable columns={INBOX_COLUMNS} rows={data.rows} products={data.products} sort={data.sort} dir={data.dir} basePath="/invoices/inbox" rowTestId="invoice-row" emptyMessage="Nothing waits for your approval." />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
