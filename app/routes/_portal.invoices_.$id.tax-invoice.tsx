import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { TaxInvoicePanel } from "~/components/tax-invoice-panel";
import { SectionCard } from "~/components/ui/section-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateTimeId } from "~/domain/dates";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { statusText } from "~/components/documents/status-badge";
import { requestTranslator } from "~/services/i18n.server";
import { getInvoice } from "~/models/invoice.server";
import { taxRequestsOf } from "~/models/tax-invoice.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { READ_PERMISSION, requireReadableRow } from "~/services/document-access.server";

export const meta = pageMeta;
export const handle = { title: "documents:taxInvoice.handle" };

/** The tax invoice of one invoice: the panel the invoice page shows, plus every request sent for it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // A tax invoice belongs to its invoice: whoever may read the invoice may read it.
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id ?? ""));
  const t = await requestTranslator(request, context, "documents");
  const number = invoice.invoiceNumber ?? t("taxInvoice.invoiceOf", { billing: invoice.billingNumber });
  return json({
    pageTitle: t("taxInvoice.title", { number }),
    invoice: { id: invoice.id, number, customer: invoice.customerName, statusInvoice: invoice.statusInvoice, statusFaktur: invoice.statusFaktur, taxInvoice: invoice.taxInvoice, requested: invoice.requested },
    mayRetry: hasPermission(user, "retry:tax-invoice"),
    requests: taxRequestsOf(invoice.id).map((r) => ({ id: r.id, requestId: r.requestId, status: r.status, attempts: r.attempts, nextAttemptAt: r.nextAttemptAt, lastError: r.lastError, createdAt: r.createdAt, updatedAt: r.updatedAt })),
  });
}

export default function InvoiceTaxInvoicePage() {
  const { invoice, mayRetry, requests } = useLoaderData<typeof loader>();
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("taxInvoice.title", { number: invoice.number })}
        description={invoice.customer}
        crumbs={[{ label: t("invoice.list"), to: "/invoices" }, { label: invoice.number, to: `/invoices/${invoice.id}` }, { label: t("taxInvoice.handle") }]}
      />
      <TaxInvoicePanel
        invoiceId={invoice.id}
        statusInvoice={invoice.statusInvoice}
        statusFaktur={invoice.statusFaktur}
        taxInvoice={invoice.taxInvoice}
        requested={invoice.requested}
        mayRetry={mayRetry}
        redirectTo={`/invoices/${invoice.id}/tax-invoice`}
      />
      <SectionCard title={t("taxInvoice.requests.title")}>
        <Table aria-label={t("taxInvoice.requests.label")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("taxInvoice.requests.sent")}</TableHead>
              <TableHead>{t("taxInvoice.requests.requestId")}</TableHead>
              <TableHead>{t("taxInvoice.requests.status")}</TableHead>
              <TableHead className="text-end">{t("taxInvoice.requests.attempts")}</TableHead>
              <TableHead>{t("taxInvoice.requests.lastError")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.length === 0 ? (
              <TableEmptyRow colSpan={5}>
                {t("taxInvoice.requests.none")}
              </TableEmptyRow>
            ) : (
              requests.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTimeId(new Date(r.createdAt))}</TableCell>
                  <TableCell className="font-mono text-xs">{r.requestId ?? "–"}</TableCell>
                  <TableCell>{statusText(t as never, r.status)}</TableCell>
                  <TableCell className="text-end">{r.attempts}</TableCell>
                  <TableCell className="max-w-md truncate text-xs">{r.lastError ? message(r.lastError) : "–"}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <p className="mt-3 text-sm">
          <Link to={`/invoices/${invoice.id}`} className="text-primary hover:underline">
            {t("taxInvoice.back")}
          </Link>
        </p>
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
