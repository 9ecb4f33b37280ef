import { Link } from "@remix-run/react";
import { StatusBadge } from "~/components/documents/status-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import type { ProfileData } from "./profile-data";

/** The billings made so far, one per period. */
export function BillingsMadeCard({ billings, nextBillingDate }: { billings: ProfileData["billings"]; nextBillingDate: ProfileData["profile"]["nextBillingDate"] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Billings made</CardTitle>
        <CardDescription>One per period, each exactly once.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Billings made">
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>Billing</TableHead>
              <TableHead>Billing date</TableHead>
              <TableHead>Due</TableHead>
              <TableHead className="text-end">Amount</TableHead>
              <TableHead>Billing status</TableHead>
              <TableHead>Invoice</TableHead>
              <TableHead>Faktur</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {billings.length === 0 ? (
              <TableEmptyRow colSpan={8} className="py-6">
                No billings yet{nextBillingDate ? `; the first is due ${formatDateId(nextBillingDate)}` : ""}.
              </TableEmptyRow>
            ) : (
              billings.map((b) => (
                <TableRow key={b.id}>
                  <TableCell className="text-muted-foreground">{b.sequence}</TableCell>
                  <TableCell>
                    <Link to={`/billings/${b.id}`} className="text-primary hover:underline">
                      {b.billingNumber ?? "draft"}
                    </Link>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateId(b.billingDate)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateId(b.dueDate)}</TableCell>
                  <TableCell className="text-end">{formatRupiah(b.finalPrice)}</TableCell>
                  <TableCell>
                    <StatusBadge value={b.status} />
                  </TableCell>
                  <TableCell className="space-x-2 whitespace-nowrap">
                    {b.invoiceId ? (
                      <Link to={`/invoices/${b.invoiceId}`} className="text-primary hover:underline">
                        {b.invoiceNumber ?? "awaiting approval"}
                      </Link>
                    ) : (
                      "–"
                    )}
                    {b.statusInvoice ? <StatusBadge value={b.statusInvoice} /> : null}
                  </TableCell>
                  <TableCell>{b.statusFaktur ? <StatusBadge value={b.statusFaktur} /> : "–"}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
