import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

type Values = { name?: string; description?: string; pointsCost?: string | number; stock?: string | number; active?: boolean | string };

/** The catalog item's form, for a new item and an edit (the server re-validates with RewardItemSchema). */
export function RewardItemForm({ values, errors, submit }: { values?: Values; errors?: Record<string, string[] | undefined>; submit: string }) {
  const { t } = useTranslation("rewards");
  const active = values?.active === undefined ? true : values.active === true || values.active === "on";
  return (
    <Form method="post" className="max-w-xl space-y-3" noValidate>
      <input type="hidden" name="intent" value="save" />
      <FormField label={t("item.name")} name="name" id="rw-name" errors={errors?.name} required>
        <Input defaultValue={values?.name} maxLength={120} />
      </FormField>
      <FormField label={t("item.description")} name="description" id="rw-description" errors={errors?.description}>
        <Textarea defaultValue={values?.description} maxLength={1000} rows={3} />
      </FormField>
      <FormField label={t("item.pointsCost")} name="pointsCost" id="rw-cost" errors={errors?.pointsCost} required>
        <Input inputMode="numeric" defaultValue={values?.pointsCost === undefined ? undefined : String(values.pointsCost)} autoComplete="off" />
      </FormField>
      <FormField label={t("item.stock")} name="stock" id="rw-stock" errors={errors?.stock} required>
        <Input inputMode="numeric" defaultValue={values?.stock === undefined ? undefined : String(values.stock)} autoComplete="off" />
      </FormField>
      <FormField label={t("item.active")} name="active" id="rw-active" orientation="horizontal">
        <input type="checkbox" defaultChecked={active} className="size-4" />
      </FormField>
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
