/**
 * Issue 21: what the tax-invoice panel shows about a correction: the cancellation (batal) and how it went (with a
 * retry after a refusal), a withdrawn request, and the replacement faktur (fgPengganti 1) either way.
 */
import { Form, Link } from "@remix-run/react";
import { RotateCcw } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatDateTimeId } from "~/domain/dates";
import type { TaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { useServerMessage } from "~/lib/server-message";

export const taxCancelRetryAction = (invoiceId: string) => `/resources/invoices/${invoiceId}/tax-cancel-retry`;
const when = (iso: string) => formatDateTimeId(new Date(iso));

export function TaxInvoiceCorrections({ invoiceId, statusFaktur, record, mayRetry, redirectTo }: { invoiceId: string; statusFaktur: string; record: TaxInvoiceRecord; mayRetry: boolean; redirectTo?: string }) {
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  const c = record.cancellation;
  const link = (to: string) => <Link className="font-medium underline" to={`/invoices/${to}`} />;
  return (
    <>
      {record.replaces?.nomor_faktur ? (
        <p className="text-sm">
          <Trans t={t} i18nKey="replace.replacesFaktur" values={{ serial: record.replaces.nomor_faktur }} components={{ anchor: link(record.replaces.invoice_id) }} />
        </p>
      ) : null}
      {record.replaced_by ? (
        <p className="text-sm">
          <Trans t={t} i18nKey="replace.replacedByFaktur" values={{ at: when(record.replaced_by.at) }} components={{ anchor: link(record.replaced_by.invoice_id) }} />
        </p>
      ) : null}
      {record.withdrawn ? <p className="text-sm text-muted-foreground">{t("replace.withdrawn", { at: when(record.withdrawn.at), by: record.withdrawn.by, reason: record.withdrawn.reason })}</p> : null}
      {c ? (
        <Alert variant={statusFaktur === "cancel failed" ? "destructive" : "info"}>
          <AlertTitle>{t("replace.cancellation")}</AlertTitle>
          <AlertDescription className="space-y-1">
            <p>{t("replace.cancellationBy", { by: c.by, at: when(c.requested_at), reason: c.reason })}</p>
            {c.on_receipt && statusFaktur === "requested" ? <p>{t("replace.cancellationOnReceipt")}</p> : null}
            {c.cancelled_at ? <p>{t("replace.cancelledAt", { at: when(c.cancelled_at) })}</p> : null}
            {c.pending && statusFaktur === "canceling" ? <p role="status">{t("replace.cancelPending", { error: message(c.pending.last_error), attempts: c.pending.attempts, at: when(c.pending.next_attempt_at) })}</p> : null}
            {c.error && statusFaktur === "cancel failed" ? <p className="break-words font-medium">{t("replace.cancelRefused", { message: message(c.error.message) })}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {statusFaktur === "cancel failed" && mayRetry ? (
        <Form method="post" action={taxCancelRetryAction(invoiceId)}>
          <input type="hidden" name="redirectTo" value={redirectTo ?? `/invoices/${invoiceId}`} />
          <Button type="submit" variant="outline">
            <RotateCcw aria-hidden="true" /> {t("replace.retryCancel")}
          </Button>
        </Form>
      ) : null}
    </>
  );
}

/** The approved invoice page's way to "Replace with a corrected invoice" (a link: the form is its own page). */
export function ReplaceInvoiceCard() {
  const { t } = useTranslation("documents");
  return (
    <Card>
      <CardContent className="space-y-2 pt-6">
        <p className="text-sm">{t("replace.hint")}</p>
        <Button asChild variant="outline">
          <Link to="replace">{t("replace.button")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
