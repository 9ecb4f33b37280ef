import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** The sandbox gateway's daily settlement report, downloaded as CSV (a plain GET: works without JavaScript). */
export function SettlementReportForm() {
  const { t } = useTranslation("settlements");
  return (
    <section aria-labelledby="gateway-settlement-report" className="space-y-2 border-t pt-3">
      <h3 id="gateway-settlement-report" className="text-sm font-semibold">
        {t("sandbox.title")}
      </h3>
      <p className="text-xs text-muted-foreground">{t("sandbox.help")}</p>
      <Form method="get" action="/admin/sandbox/gateway-report" reloadDocument className="flex flex-wrap items-end gap-2">
        <FormField label={t("sandbox.date")} name="date" id="gateway-report-date">
          <Input type="date" required />
        </FormField>
        <Button type="submit" variant="outline" size="sm">
          {t("sandbox.download")}
        </Button>
      </Form>
    </section>
  );
}
