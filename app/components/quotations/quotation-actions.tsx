import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";

export type QuotationFormResult = { intent: string; fieldErrors: Record<string, string[]>; message: string | null };
type May = { submit: boolean; decide: boolean; convert: boolean };

/**
 * The quotation's next steps, each a plain form post (no JavaScript needed): submit a draft; approve with the signed
 * document (a multipart upload) or reject with a reason; turn an approved quotation into a purchase order.
 */
export function QuotationActions({ may, result, busy }: { may: May; result: QuotationFormResult | undefined; busy: boolean }) {
  const { t } = useTranslation("quotations");
  const errorsOf = (intent: string, field: string) => (result?.intent === intent ? result.fieldErrors[field] : undefined);
  if (!may.submit && !may.decide && !may.convert) return null;
  return (
    <SectionCard title={t("actions.title")} contentClassName="space-y-4 text-sm">
      {may.submit ? (
        <Form method="post" className="space-y-2">
          <p className="text-muted-foreground">{t("actions.submitHint")}</p>
          <Button type="submit" name="intent" value="submit" disabled={busy}>
            {t("actions.submit")}
          </Button>
        </Form>
      ) : null}
      {may.decide ? (
        <>
          <Form method="post" encType="multipart/form-data" className="space-y-3" aria-label={t("actions.approveForm")}>
            <FormField label={t("actions.signedDocument")} name="file" errors={errorsOf("approve", "file")} description={t("actions.signedDocumentHint")} inputProps={{ type: "file", accept: ".pdf,.jpg,.jpeg,.png" }} />
            <FormField label={t("actions.approvalNote")} name="approval" errors={errorsOf("approve", "approval")} inputProps={{ type: "text", maxLength: 500 }} />
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              {t("actions.approve")}
            </Button>
          </Form>
          <Form method="post" className="space-y-3 border-t pt-4" aria-label={t("actions.rejectForm")}>
            <FormField label={t("actions.reason")} name="message" errors={errorsOf("reject", "message")}>
              <Textarea rows={2} />
            </FormField>
            <Button type="submit" name="intent" value="reject" variant="destructive" disabled={busy}>
              {t("actions.reject")}
            </Button>
          </Form>
        </>
      ) : null}
      {may.convert ? (
        <Form method="post" className="space-y-2">
          <p className="text-muted-foreground">{t("actions.convertHint")}</p>
          <Button type="submit" name="intent" value="convert" disabled={busy}>
            {t("actions.convert")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}
