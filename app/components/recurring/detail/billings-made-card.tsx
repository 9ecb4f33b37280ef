import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("recurring");
  const { t: tc } = useTranslation("common");
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t("detail.billingsMade")}</CardTitle>
        <CardDescription>{t("detail.billingsMadeDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label={t("detail.billingsMade")}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>{t("detail.billing")}</TableHead>
              <TableHead>{t("detail.billingDate")}</TableHead>
              <TableHead>{t("detail.due")}</TableHead>
              <TableHead className="text-end">{tc("amount")}</TableHead>
              <TableHead>{t("detail.billingStatus")}</TableHead>
              <TableHead>{t("detail.invoice")}</TableHead>
              <TableHead>{t("detail.faktur")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {billings.length === 0 ? (
              <TableEmptyRow colSpan={8} className="py-6">
                {nextBillingDate ? t("detail.noBillingsFirstDue", { date: formatDateId(nextBillingDate) }) : t("detail.noBillings")}
              </TableEmptyRow>
            ) : (
              billings.map((b) => (
                <TableRow key={b.id}>
                  <TableCell className="text-muted-foreground">{b.sequence}</TableCell>
                  <TableCell>
                    <Link to={`/billings/${b.id}`} className="text-primary hover:underline">
                      {b.billingNumber ?? t("detail.draft")}
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
                        {b.invoiceNumber ?? t("detail.awaitingApproval")}
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
