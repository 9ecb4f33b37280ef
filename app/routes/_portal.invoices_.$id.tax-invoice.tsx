import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { TaxInvoicePanel } from "~/components/tax-invoice-panel";
import { SectionCard } from "~/components/ui/section-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateTimeId } from "~/domain/dates";
import { getInvoice } from "~/models/invoice.server";
import { taxRequestsOf } from "~/models/tax-invoice.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { READ_PERMISSION, requireReadableRow } from "~/services/document-access.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Tax invoice of ${data?.invoice.number ?? "invoice"} · Digimon` }];
export const handle = { title: "Tax invoice" };

/** The tax invoice of one invoice: the panel the invoice page shows, plus every request sent for it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // A tax invoice belongs to its invoice: whoever may read the invoice may read it.
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id ?? ""));
  return json({
    invoice: { id: invoice.id, number: invoice.invoiceNumber ?? `invoice of ${invoice.billingNumber}`, customer: invoice.customerName, statusInvoice: invoice.statusInvoice, statusFaktur: invoice.statusFaktur, taxInvoice: invoice.taxInvoice, requested: invoice.requested },
    mayRetry: hasPermission(user, "retry:tax-invoice"),
    requests: taxRequestsOf(invoice.id).map((r) => ({ id: r.id, requestId: r.requestId, status: r.status, attempts: r.attempts, nextAttemptAt: r.nextAttemptAt, lastError: r.lastError, createdAt: r.createdAt, updatedAt: r.updatedAt })),
  });
}

export default function InvoiceTaxInvoicePage() {
  const { invoice, mayRetry, requests } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <PageHeader
        title={`Tax invoice of ${invoice.number}`}
        description={invoice.customer}
        crumbs={[{ label: "Invoices", to: "/invoices" }, { label: invoice.number, to: `/invoices/${invoice.id}` }, { label: "Tax invoice" }]}
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
      <SectionCard title="Requests sent">
        <Table aria-label="Tax invoice requests">
          <TableHeader>
            <TableRow>
              <TableHead>Sent</TableHead>
              <TableHead>Request id</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-end">Attempts</TableHead>
              <TableHead>Last error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.length === 0 ? (
              <TableEmptyRow colSpan={5}>
                None yet.
              </TableEmptyRow>
            ) : (
              requests.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTimeId(new Date(r.createdAt))}</TableCell>
                  <TableCell className="font-mono text-xs">{r.requestId ?? "–"}</TableCell>
                  <TableCell>{r.status}</TableCell>
                  <TableCell className="text-end">{r.attempts}</TableCell>
                  <TableCell className="max-w-md truncate text-xs">{r.lastError ?? "–"}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <p className="mt-3 text-sm">
          <Link to={`/invoices/${invoice.id}`} className="text-primary hover:underline">
            Back to the invoice
          </Link>
        </p>
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
