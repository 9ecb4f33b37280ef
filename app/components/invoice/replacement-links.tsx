import { Form, Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

type Links = { statusInvoice: string; replacedByInvoiceId: string | null; replacesInvoiceId: string | null };

/**
 * The invoice's place in a replacement chain: the invoice that replaced it (a reissue of a returned invoice, or a
 * correction of an approved one, issue 21) and the one it replaces, each a link.
 */
export function ReplacementLinks({ statusInvoice, replacedByInvoiceId, replacesInvoiceId }: Links) {
  const { t } = useTranslation("documents");
  return (
    <>
      {replacedByInvoiceId ? (
        <Alert variant="warning" className="mb-4">
          <AlertDescription>
            <Trans t={t} i18nKey={statusInvoice === "returned" ? "invoice.replacedBy" : "replace.replacedByCorrection"} components={{ anchor: <Link className="font-medium underline" to={`/invoices/${replacedByInvoiceId}`} /> }} />
          </AlertDescription>
        </Alert>
      ) : null}
      {replacesInvoiceId ? (
        <Alert variant="info" className="mb-4">
          <AlertDescription>
            <Trans t={t} i18nKey="invoice.replaces" components={{ anchor: <Link className="font-medium underline" to={`/invoices/${replacesInvoiceId}`} /> }} />
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

/** A returned invoice is reissued as a new invoice with a higher sequence (posts the page's `reissue` intent). */
export function ReissueCard({ version }: { version: number | null }) {
  const { t } = useTranslation("documents");
  return (
    <Card>
      <CardContent className="space-y-2 pt-6">
        <p className="text-sm">{t("invoice.reissueHint")}</p>
        <Form method="post">
          <input type="hidden" name="version" value={version ?? ""} />
          <Button type="submit" name="intent" value="reissue">
            {t("invoice.reissue")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
