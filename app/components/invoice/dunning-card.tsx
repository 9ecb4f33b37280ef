import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeId } from "~/domain/dates";
import { DUNNING_PAUSE_KINDS } from "~/domain/dunning";
import { useServerMessage } from "~/lib/server-message";
import type { DunningView } from "~/models/dunning.server";

export type DunningActionData = { intent?: string; fieldErrors?: Record<string, string[] | undefined>; message?: string | null };

/**
 * The invoice's payment reminders (issue 21): the product's schedule, the steps sent, and, for those allowed, a
 * plain form to pause them with a reason (or record a dispute) and to resume them. The forms post to
 * /invoices/{id}/dunning, which answers a refusal with its own page (the same card and the field errors), so they
 * work without JavaScript.
 */
export function DunningCard({ view, canManage, result }: { view: DunningView; canManage: boolean; result?: DunningActionData | null }) {
  const { t } = useTranslation("dunning");
  const message = useServerMessage();
  const intent = useNavigation().formData?.get("intent");
  const mine = result ?? null;
  const action = `/invoices/${view.invoiceId}/dunning`;
  return (
    <SectionCard title={t("invoice.title")} contentClassName="space-y-3 text-sm">
      <p>{view.schedule.enabled ? t("invoice.schedule", { steps: view.schedule.steps }) : t("invoice.disabled")}</p>
      {!view.chased ? <p className="text-muted-foreground">{t("invoice.notChased")}</p> : null}
      {view.open ? (
        <p role="status" className="rounded bg-muted px-2 py-1">
          {t(view.open.kind === "disputed" ? "invoice.disputed" : "invoice.paused", { by: view.open.by, at: formatDateTimeId(view.open.at), reason: view.open.reason })}
        </p>
      ) : view.chased && view.schedule.enabled ? (
        <p>{t("invoice.active")}</p>
      ) : null}
      <p className="text-muted-foreground">{view.sent.length ? t("invoice.sent", { steps: view.sent.join(", ") }) : t("invoice.none")}</p>
      {mine?.message ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{message(mine.message)}</AlertDescription>
        </Alert>
      ) : null}
      {canManage && view.open ? (
        <Form method="post" action={action}>
          <Button type="submit" name="intent" value="dunning-resume" variant="outline" size="sm" disabled={intent === "dunning-resume"}>
            {t("invoice.resume")}
          </Button>
        </Form>
      ) : null}
      {canManage && !view.open && view.chased ? (
        <Form method="post" action={action} className="space-y-2">
          <input type="hidden" name="intent" value="dunning-pause" />
          <FormField label={t("invoice.kind")} name="kind" errors={mine?.fieldErrors?.kind}>
            <NativeSelect defaultValue="paused">
              {DUNNING_PAUSE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`invoice.kinds.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("invoice.reason")} name="reason" errors={mine?.fieldErrors?.reason?.map((e) => message(e))}>
            <Textarea rows={2} required minLength={3} maxLength={500} />
          </FormField>
          <Button type="submit" variant="outline" size="sm" disabled={intent === "dunning-pause"}>
            {t("invoice.pause")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}
