import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";

export type PartnershipSteps = { advance: boolean; approve: boolean; end: boolean; stop: boolean; extend: boolean };

/**
 * The phase steps the machine accepts now and the viewer may take, each a plain post with its note (no JavaScript
 * needed); the server checks again and answers 400 with the errors beside the fields, or 409 above.
 */
export function PartnershipStepForms({ steps, errorsOf, busy }: { steps: PartnershipSteps; errorsOf: (intent: string) => Record<string, string[]> | undefined; busy: boolean }) {
  const { t } = useTranslation("partnerships");
  const any = Object.values(steps).some(Boolean);
  const noteForm = (intent: "advance" | "approve" | "end", variant: "default" | "outline" = "default") => (
    <Form method="post" className="space-y-2" aria-label={t(`steps.${intent}`)}>
      <input type="hidden" name="intent" value={intent} />
      <FormField label={t("steps.note")} name="note" id={`step-${intent}-note`} errors={errorsOf(intent)?.note}>
        <Textarea rows={2} maxLength={500} />
      </FormField>
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {t(`steps.${intent}`)}
      </Button>
    </Form>
  );
  return (
    <SectionCard title={t("steps.title")} contentClassName="space-y-4">
      {!any ? <p className="text-sm text-muted-foreground">{t("steps.nothing")}</p> : null}
      {steps.approve ? noteForm("approve") : null}
      {steps.advance ? noteForm("advance") : null}
      {steps.extend ? (
        <Form method="post" className="space-y-2 border-t pt-3" aria-label={t("steps.extend")}>
          <input type="hidden" name="intent" value="extend" />
          <FormField label={t("steps.newEnded")} name="newEnded" id="step-extend-date" errors={errorsOf("extend")?.newEnded} required>
            <Input type="date" />
          </FormField>
          <FormField label={t("steps.extendReason")} name="reason" id="step-extend-reason" errors={errorsOf("extend")?.reason} required>
            <Textarea rows={2} maxLength={500} />
          </FormField>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {t("steps.extend")}
          </Button>
        </Form>
      ) : null}
      {steps.end ? <div className="border-t pt-3">{noteForm("end", "outline")}</div> : null}
      {steps.stop ? (
        <Form method="post" className="space-y-2 border-t pt-3" aria-label={t("steps.stop")}>
          <input type="hidden" name="intent" value="stop" />
          <FormField label={t("steps.stopReason")} name="reason" id="step-stop-reason" errors={errorsOf("stop")?.reason} required>
            <Textarea rows={2} maxLength={500} />
          </FormField>
          <Button type="submit" size="sm" variant="destructive" disabled={busy}>
            {t("steps.stop")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}
