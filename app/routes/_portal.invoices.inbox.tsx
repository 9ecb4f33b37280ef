import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { INBOX_COLUMNS, invoiceRowView } from "~/components/data-table/columns/invoices";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { InvoiceFilterFields } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { INVOICE_SORTS, listInbox, parseListParams, signerProductIds } from "~/models/document-lists.server";
import { productsByIds, productsInScope } from "~/models/product.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { canReadProductDocuments } from "~/services/document-access.server";
import { listPageData } from "~/services/list-page.server";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "lists:inbox.title" };

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
  const t = await requestTranslator(request, context, "lists");
  return json({
    pageTitle: t("inbox.title"),
    rows: rows.map((r) => invoiceRowView(r, now)),
    ...listPageData(params, info, products),
    signsFor: productIds === null ? null : products.map((p) => p.name),
  });
}

export default function InboxPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("lists");
  const description =
    data.signsFor === null
      ? t("inbox.descriptionAll")
      : data.signsFor.length
        ? t("inbox.descriptionSigner", { products: data.signsFor.join(", ") })
        : t("inbox.descriptionNone");
  return (
    <>
      <PageHeader title={t("inbox.title")} description={description} crumbs={[{ label: t("invoices.title"), to: "/invoices" }, { label: t("inbox.title") }]} />
      <DataTableCard
        kind="invoices"
        noun={t("inbox.noun")}
        basePath="/invoices/inbox"
        info={data.info}
        filters={data.filters}
        sort={data.sort}
        dir={data.dir}
        customer={data.customer}
        exportable={false}
        searchLabel={t("inbox.searchLabel")}
        searchPlaceholder={t("inbox.searchPlaceholder")}
        fields={<InvoiceFilterFields filters={data.filters} products={data.products} showStatus={false} />}
      >
        <DataTable columns={INBOX_COLUMNS} rows={data.rows} products={data.products} sort={data.sort} dir={data.dir} basePath="/invoices/inbox" rowTestId="invoice-row" emptyMessage={t("inbox.empty")} />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
