import { Link } from "@remix-run/react";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId } from "~/domain/dates";
import type { InvoiceData } from "./invoice-data";

/** Where the invoice comes from: its billing and PO, dates and sequence. */
export function InvoiceChain({ invoice, billing }: { invoice: InvoiceData["invoice"]; billing: InvoiceData["billing"] }) {
  return (
    <SectionCard title="Chain">
      <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Billing</dt>
        <dd>
          <Link className="text-primary hover:underline" to={`/billings/${billing.id}`}>
            {billing.billingNumber}
          </Link>
        </dd>
        <dt className="text-muted-foreground">PO</dt>
        <dd>
          {billing.poId ? (
            <Link className="text-primary hover:underline" to={`/purchase-orders/${billing.poId}`}>
              Purchase order
            </Link>
          ) : (
            "—"
          )}
        </dd>
        <dt className="text-muted-foreground">Billing date</dt>
        <dd>{formatDateId(invoice.billingDate)}</dd>
        <dt className="text-muted-foreground">Due date</dt>
        <dd>{formatDateId(invoice.dueDate)}</dd>
        <dt className="text-muted-foreground">Sequence</dt>
        <dd className="tabular-nums">{invoice.sequence ?? "assigned at approval"}</dd>
      </dl>
    </SectionCard>
  );
}
