import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { AlertTriangle, ExternalLink, FileText, Loader2, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { StatusBadge, statusText } from "~/components/documents/status-badge";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { asTaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { safeHref } from "~/lib/safe-href";
import { useServerMessage } from "~/lib/server-message";
import { TaxInvoiceCorrections } from "./tax-invoice-corrections";

export { ReplaceInvoiceCard } from "./tax-invoice-corrections";

/** What the invoice page passes: the invoice row's own fields, and whether this user may retry. */
export type TaxInvoicePanelProps = {
  invoiceId: string;
  /** invoices.status_invoice: a retry is offered only while the invoice is approved. */
  statusInvoice: string;
  /** invoices.status_faktur: not yet, requested, received, error. */
  statusFaktur: string;
  /** invoices.tax_invoice (JSON): request_id and tanggal_tagihan, or url, data, file_url, or error{message}. */
  taxInvoice: unknown;
  /** invoices.requested: the system's request record (by, at). */
  requested: { by: string; at: string } | null;
  /** The user holds retry:tax-invoice and works on the invoice's product. */
  mayRetry: boolean;
  /** Where the retry returns to; the invoice page by default. */
  redirectTo?: string;
  /** Re-read the page while the request is pending (off in static renders such as PDFs). */
  live?: boolean;
};

/** The retry endpoint the panel posts to (a resource route; form field: redirectTo). */
export const taxRetryAction = (invoiceId: string) => `/resources/invoices/${invoiceId}/tax-retry`;

const when = (iso: string | null | undefined) => (iso ? formatDateTimeId(new Date(iso)) : "–");
const rupiah = (value: string | undefined) => (value && /^\d+$/.test(value) ? formatRupiah(Number(value)) : (value ?? "–"));

function Field({ label, children, mono }: { label: string; children: React.ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`break-words text-sm ${mono ? "font-mono tabular-nums" : ""}`}>{children}</dd>
    </div>
  );
}

/**
 * The tax invoice (e-Faktur) of an invoice: its status, the faktur number, data and file once received, the error
 * (and a retry when the error left the invoice approved), or how the request is getting on while the tax
 * intermediary is slow or unreachable. While pending it refreshes itself every few seconds.
 */
export function TaxInvoicePanel({ invoiceId, statusInvoice, statusFaktur, taxInvoice, requested, mayRetry, redirectTo, live = true }: TaxInvoicePanelProps) {
  const record = asTaxInvoiceRecord(taxInvoice);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" && navigation.formAction === taxRetryAction(invoiceId);
  const pending = statusFaktur === "requested";
  const { t } = useTranslation("documents");
  // The intermediary's refusals are stored in English (spec section 8, the API returns them): shown translated.
  const message = useServerMessage();

  useEffect(() => {
    if (!live || !pending) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [live, pending, revalidator]);

  const data = record.data;
  const canRetry = mayRetry && statusFaktur === "error" && Boolean(record.error?.retryable) && statusInvoice === "approved";

  return (
    <Card role="region" aria-labelledby={`tax-invoice-${invoiceId}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1">
          <CardTitle id={`tax-invoice-${invoiceId}`} className="flex items-center gap-2 text-base">
            <FileText className="size-4" aria-hidden="true" /> {t("taxInvoice.panel.title")}
          </CardTitle>
          <CardDescription>
            {requested ? t("taxInvoice.panel.requestedBy", { name: requested.by, when: when(requested.at) }) : t("taxInvoice.panel.requestedAutomatically")}
          </CardDescription>
        </div>
        <StatusBadge value={statusFaktur} label={t("taxInvoice.panel.status", { status: statusText(t as never, statusFaktur) })} />
      </CardHeader>
      <CardContent className="space-y-4">
        {pending ? (
          <div role="status" className="flex items-start gap-2 rounded-md border border-info/40 bg-info/5 p-3 text-sm">
            <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-medium">{t("taxInvoice.panel.waiting")}</p>
              <p className="text-muted-foreground">
                {record.request_id ? t("taxInvoice.panel.acceptedAs", { request: record.request_id }) : t("taxInvoice.panel.notAccepted")}{" "}
                {record.pending ? (
                  <>
                    {record.pending.attempts > 0 ? `${t("taxInvoice.panel.attempt", { attempt: record.pending.attempts })} ` : null}
                    {t("taxInvoice.panel.nextTry", { when: when(record.pending.next_attempt_at) })}
                  </>
                ) : null}
              </p>
              {record.pending?.last_error ? <p>{t("taxInvoice.panel.lastTry", { error: message(record.pending.last_error) })}</p> : null}
            </div>
          </div>
        ) : null}

        {statusFaktur === "error" && record.error ? (
          <Alert variant="destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            <AlertTitle>{t("taxInvoice.panel.notIssued")}</AlertTitle>
            <AlertDescription className="space-y-2">
              <p className="break-words font-medium">{message(record.error.message)}</p>
              <p>{record.error.retryable ? t("taxInvoice.panel.staysApproved") : t("taxInvoice.panel.returned")}</p>
            </AlertDescription>
          </Alert>
        ) : null}

        {canRetry ? (
          <Form method="post" action={taxRetryAction(invoiceId)} className="flex items-center gap-2">
            <input type="hidden" name="redirectTo" value={redirectTo ?? `/invoices/${invoiceId}`} />
            <Button type="submit" variant="outline" disabled={retrying}>
              <RotateCcw aria-hidden="true" /> {retrying ? t("taxInvoice.panel.sending") : t("taxInvoice.panel.retry")}
            </Button>
          </Form>
        ) : null}

        <TaxInvoiceCorrections invoiceId={invoiceId} statusFaktur={statusFaktur} record={record} mayRetry={mayRetry} redirectTo={redirectTo} />

        {/* Issue 21: a cancelled or replaced faktur still shows what was granted. */}
        {data && ["received", "canceling", "canceled", "cancel failed", "replaced"].includes(statusFaktur) ? (
          <div className="space-y-4">
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Field label={t("taxInvoice.fields.nomorFaktur")} mono>
                <span className="text-base font-semibold">{data.nomorFaktur}</span>
              </Field>
              <Field label={t("taxInvoice.fields.tanggalFaktur")}>{data.tanggalFaktur}</Field>
              <Field label={t("taxInvoice.fields.kodeJenisTransaksi")} mono>
                {data.kdJenisTransaksi}
              </Field>
              <Field label={t("taxInvoice.fields.status")}>{data.statusFaktur}</Field>
              <Field label={t("taxInvoice.fields.npwpPenjual")} mono>
                {data.npwpPenjual}
              </Field>
              <Field label={t("taxInvoice.fields.namaPenjual")}>{data.namaPenjual}</Field>
              <Field label={t("taxInvoice.fields.npwpLawanTransaksi")} mono>
                {data.npwpLawanTransaksi}
              </Field>
              <Field label={t("taxInvoice.fields.namaLawanTransaksi")}>{data.namaLawanTransaksi}</Field>
              <Field label={t("taxInvoice.fields.jumlahDpp")}>{rupiah(data.jumlahDpp)}</Field>
              <Field label={t("taxInvoice.fields.jumlahPpn")}>{rupiah(data.jumlahPpn)}</Field>
              <Field label={t("taxInvoice.fields.jumlahPpnBm")}>{rupiah(data.jumlahPpnBm)}</Field>
              <Field label={t("taxInvoice.fields.approval")}>{data.statusApproval}</Field>
            </dl>
            {Array.isArray(data.detailTransaksi) && data.detailTransaksi.length ? (
              <Table aria-label={t("taxInvoice.lines.label")}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("taxInvoice.lines.name")}</TableHead>
                    <TableHead className="text-end">{t("taxInvoice.lines.quantity")}</TableHead>
                    <TableHead className="text-end">{t("taxInvoice.lines.unitPrice")}</TableHead>
                    <TableHead className="text-end">DPP</TableHead>
                    <TableHead className="text-end">PPN</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.detailTransaksi.map((line, i) => (
                    <TableRow key={`${line.nama}-${i}`}>
                      <TableCell>{line.nama}</TableCell>
                      <TableCell className="text-end">{line.jumlahBarang}</TableCell>
                      <TableCell className="text-end">{rupiah(line.hargaSatuan)}</TableCell>
                      <TableCell className="text-end">{rupiah(line.dpp)}</TableCell>
                      <TableCell className="text-end">{rupiah(line.ppn)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <OutsideLink address={record.file_url} label={t("taxInvoice.panel.file")} variant="outline">
                <FileText aria-hidden="true" /> {t("taxInvoice.panel.openFile")}
              </OutsideLink>
              <OutsideLink address={record.url} label={t("taxInvoice.panel.validation")} variant="ghost">
                <ExternalLink aria-hidden="true" /> {t("taxInvoice.panel.validation")}
              </OutsideLink>
            </div>
            {record.request_id ? (
              <p className="text-xs text-muted-foreground">
                {record.tanggal_tagihan ? t("taxInvoice.panel.requestWithDate", { request: record.request_id, date: record.tanggal_tagihan }) : t("taxInvoice.panel.request", { request: record.request_id })}
              </p>
            ) : null}
          </div>
        ) : null}

        {statusFaktur === "not yet" ? <p className="text-sm text-muted-foreground">{t("taxInvoice.panel.notRequested")}</p> : null}
      </CardContent>
    </Card>
  );
}

/**
 * An address the tax intermediary sent (file_url, url): a link only when it is http(s) or one of our paths
 * (lib/safe-href.ts). Anything else (javascript:, data:) is shown as text, so the tax team can still report it.
 */
function OutsideLink({ address, label, variant, children }: { address: string | undefined; label: string; variant: "outline" | "ghost"; children: ReactNode }) {
  const { t } = useTranslation("documents");
  if (!address) return null;
  const href = safeHref(address);
  if (!href) {
    return (
      <p className="w-full break-all text-xs text-muted-foreground">
        {t("taxInvoice.panel.notLinked", { label, address })}
      </p>
    );
  }
  return (
    <Button asChild variant={variant} size="sm">
      <a href={href} target="_blank" rel="noreferrer">
        {children}
      </a>
    </Button>
  );
}
