import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import type { StepsProblem } from "~/domain/dunning";

export type DunningSettingsValues = { steps: string; enabled: boolean; escalation: boolean; custom: boolean };

/**
 * The product's payment-reminder schedule (issue 21), a form of its own on the product's edit page (intent
 * "dunning"): the reminder days, whether reminders run, and the escalation. The server validates; its field
 * errors are problem codes shown in the reader's language. Works without JavaScript.
 */
export function DunningSettingsForm({ values, errors }: { values: DunningSettingsValues; errors?: { steps?: StepsProblem[] } }) {
  const { t } = useTranslation("dunning");
  const busy = useNavigation().formData?.get("intent") === "dunning";
  return (
    <SectionCard title={t("settings.title")} className="mt-6" contentClassName="space-y-4">
      <p className="text-sm text-muted-foreground">{t("settings.description")}</p>
      {!values.custom ? <p className="text-sm">{t("settings.defaultNote")}</p> : null}
      <Form method="post" className="space-y-4" aria-label={t("settings.title")}>
        <input type="hidden" name="intent" value="dunning" />
        <FormField
          label={t("settings.steps")}
          name="steps"
          description={t("settings.stepsHint")}
          errors={errors?.steps?.map((p) => t(`settings.errors.${p}`))}
          inputProps={{ defaultValue: values.steps, required: true, maxLength: 200, autoComplete: "off" }}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="enabled" defaultChecked={values.enabled} className="size-4 accent-[hsl(var(--primary))]" />
          {t("settings.enabled")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="escalation" defaultChecked={values.escalation} className="size-4 accent-[hsl(var(--primary))]" />
          {t("settings.escalation")}
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          {t("settings.save")}
        </Button>
      </Form>
    </SectionCard>
  );
}
