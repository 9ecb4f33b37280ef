import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";

export type CompanyFormValues = Record<string, string>;

/**
 * The company's registration and edit form (one form: plain multipart post, no JavaScript needed). The server
 * re-validates and answers 400 with the field errors shown beside each field.
 */
export function CompanyForm({
  values,
  errors,
  mode,
  partnerEmail,
  note,
}: {
  values: CompanyFormValues;
  errors?: Record<string, string[]>;
  mode: "new" | "edit";
  /** A partner registering is the first PIC themselves: no PIC fields, a note instead. */
  partnerEmail: string | null;
  note?: string | null;
}) {
  const { t } = useTranslation("companies");
  const busy = useNavigation().state === "submitting";
  const v = (name: string) => values[name] ?? "";
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
      <SectionCard title={t("form.company")} contentClassName="grid gap-3 md:grid-cols-2">
        <FormField label={t("form.name")} name="name" id="company-name" errors={errors?.name} required>
          <Input defaultValue={v("name")} maxLength={160} autoComplete="organization" />
        </FormField>
        <FormField label={t("form.category")} name="category" id="company-category" errors={errors?.category} required>
          <Input defaultValue={v("category")} maxLength={80} />
        </FormField>
        <FormField label={t("form.taxId")} name="taxId" id="company-tax-id" errors={errors?.taxId} description={t("form.taxIdHint")} required>
          <Input defaultValue={v("taxId")} inputMode="numeric" maxLength={25} autoComplete="off" />
        </FormField>
        <FormField label={t("form.email")} name="email" id="company-email" errors={errors?.email} required>
          <Input type="email" defaultValue={v("email")} maxLength={160} />
        </FormField>
        <FormField label={t("form.phoneNumber")} name="phoneNumber" id="company-phone" errors={errors?.phoneNumber} required>
          <Input type="tel" defaultValue={v("phoneNumber")} maxLength={20} />
        </FormField>
        <FormField label={t("form.website")} name="website" id="company-website" errors={errors?.website}>
          <Input type="url" defaultValue={v("website")} maxLength={200} placeholder="https://" />
        </FormField>
        <FormField label={t("form.description")} name="description" id="company-description" errors={errors?.description} className="md:col-span-2">
          <Textarea defaultValue={v("description")} rows={3} maxLength={2000} />
        </FormField>
      </SectionCard>
      <SectionCard title={t("form.address")} contentClassName="grid gap-3 md:grid-cols-2">
        <FormField label={t("form.street")} name="street" id="company-street" errors={errors?.street} required className="md:col-span-2">
          <Input defaultValue={v("street")} maxLength={200} autoComplete="street-address" />
        </FormField>
        <FormField label={t("form.city")} name="city" id="company-city" errors={errors?.city} required>
          <Input defaultValue={v("city")} maxLength={80} />
        </FormField>
        <FormField label={t("form.state")} name="state" id="company-state" errors={errors?.state} required>
          <Input defaultValue={v("state")} maxLength={80} />
        </FormField>
        <FormField label={t("form.postalCode")} name="postalCode" id="company-postal-code" errors={errors?.postalCode} required>
          <Input defaultValue={v("postalCode")} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
        </FormField>
      </SectionCard>
      <SectionCard title={t("form.experience")} contentClassName="space-y-3">
        <FormField label={t("form.isExperienced")} name="isExperienced" id="company-experienced" orientation="horizontal">
          <input type="checkbox" className="size-4" defaultChecked={v("isExperienced") === "on"} />
        </FormField>
        <FormField label={t("form.experienceLines")} name="experience" id="company-experience" errors={errors?.experience} description={t("form.experienceHint")}>
          <Textarea defaultValue={v("experience")} rows={3} />
        </FormField>
        <FormField label={t("form.documents")} name="documents" id="company-documents" errors={errors?.documents}>
          <Input type="file" multiple accept=".pdf,.jpg,.jpeg,.png" />
        </FormField>
      </SectionCard>
      {mode === "new" ? (
        <SectionCard title={t("form.pic")} contentClassName="grid gap-3 md:grid-cols-3">
          {partnerEmail ? (
            <p className="text-sm md:col-span-3" role="note">
              {t("form.partnerPic", { email: partnerEmail })}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground md:col-span-3">{t("form.picHint")}</p>
              <FormField label={t("form.picFullname")} name="picFullname" id="company-pic-name" errors={errors?.picFullname} required>
                <Input defaultValue={v("picFullname")} maxLength={120} />
              </FormField>
              <FormField label={t("form.picEmail")} name="picEmail" id="company-pic-email" errors={errors?.picEmail} required>
                <Input type="email" defaultValue={v("picEmail")} maxLength={160} />
              </FormField>
              <FormField label={t("form.picPhone")} name="picPhone" id="company-pic-phone" errors={errors?.picPhone}>
                <Input type="tel" defaultValue={v("picPhone")} maxLength={20} />
              </FormField>
            </>
          )}
        </SectionCard>
      ) : null}
      {note ? (
        <p className="text-sm" role="note">
          {note}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {mode === "new" ? t("form.submit") : t("form.save")}
      </Button>
    </Form>
  );
}
