import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { INVOICE_COLUMNS, invoiceRowView } from "~/components/data-table/columns/invoices";
import { DataTable, DataTableCard } from "~/components/data-table/data-table";
import { InvoiceFilterFields } from "~/components/data-table/filters";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { INVOICE_SORTS, INVOICE_STATUSES, invoiceListOutstanding, listInvoicesFor, parseListParams, scopeProducts } from "~/models/document-lists.server";
import { formatNumberId, formatRupiah } from "~/domain/money";
import { listScope } from "~/services/access-scope.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { listPageData } from "~/services/list-page.server";
import { invoiceDefaultSort } from "~/domain/lists";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "lists:invoices.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:invoice");
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: INVOICE_SORTS, defaultSort: "created", defaultSortFor: invoiceDefaultSort, statuses: INVOICE_STATUSES });
  const scope = listScope(user, "invoice");
  const { products, productIds } = scopeProducts(scope);
  const { rows, info } = listInvoicesFor(productIds, params);
  const now = Date.now();
  const t = await requestTranslator(request, context, "lists");
  return json({
    pageTitle: t("invoices.title"),
    rows: rows.map((r) => invoiceRowView(r, now)),
    ...listPageData(params, info, products),
    canSeeInbox: hasPermission(user, "approve:invoice"),
    // The ageing filter (a dashboard's bucket link, issue 22): the same count and balance as the dashboard's figure.
    outstanding: params.filters.ageing ? invoiceListOutstanding(productIds, params.filters) : null,
  });
}

export default function InvoicesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation(["lists", "dashboardSummary"]);
  const ageing = data.filters.ageing;
  const chips = ageing ? [{ param: "ageing", value: ageing, label: t("dashboardSummary:filterChip", { bucket: t(`dashboardSummary:ageing.buckets.${ageing}`) }) }] : [];
  const note = data.outstanding ? (
    <span className="text-xs text-muted-foreground" data-testid="ageing-outstanding">
      {t("dashboardSummary:filterTotal", { count: data.outstanding.count, formatted: formatNumberId(data.outstanding.count), amount: formatRupiah(data.outstanding.amount) })}
    </span>
  ) : null;
  return (
    <>
      <PageHeader
        title={t("invoices.title")}
        description={t("invoices.description")}
        crumbs={[{ label: t("invoices.title") }]}
        actions={
          data.canSeeInbox ? (
            <Button variant="outline" asChild>
              <Link to="/invoices/inbox" prefetch="intent">
                <Inbox aria-hidden="true" /> {t("inbox.title")}
              </Link>
            </Button>
          ) : null
        }
      />
      <DataTableCard
        kind="invoices"
        noun={t("invoices.noun")}
        basePath="/invoices"
        info={data.info}
        filters={data.filters}
        sort={data.sort}
        dir={data.dir}
        customer={data.customer}
        searchLabel={t("filters.searchNumberOrCustomer")}
        searchPlaceholder={t("invoices.searchPlaceholder")}
        fields={<InvoiceFilterFields filters={data.filters} products={data.products} showStatus />}
        chips={chips}
        chipNote={note}
      >
        <DataTable columns={INVOICE_COLUMNS} rows={data.rows} products={data.products} sort={data.sort} dir={data.dir} basePath="/invoices" rowTestId="invoice-row" emptyMessage={t("invoices.empty")} />
      </DataTableCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
