import { type DefaultValue, type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { type Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import {
  AUTO_SWITCH,
  GALLERIES,
  MPS_MODES,
  PAYMENT_TYPES,
  PO_NUMBER_PERIODES,
  PRODUCT_OWNERSHIPS,
  productFormSchema,
  type ProductFormValue,
  TEMPLATE_KINDS,
  TRANSACTION_TYPES,
  UNIQUE_CODE_TYPES,
  USE_CUSTOMER,
  YES_NO,
} from "~/lib/schemas/product";
import { cn } from "~/lib/utils";
import { GalleryField, SingleImageField, type StoredImage } from "./image-fields";
import { PeopleEditor, type PersonOption } from "./people-editor";
import { Section, SectionIndex } from "./section";
import { useHydrated } from "~/lib/use-hydrated";

export type ProductFormOptions = {
  people: PersonOption[];
  companions: PersonOption[];
  companies: { id: string; code: string; name: string }[];
  divisions: { id: string; code: string; name: string; companyId: string | null }[];
};

/** What an existing product already holds that the form shows but never sends back whole (pictures, masked keys). */
export type ProductFormStored = {
  imageLogo: string | null;
  templateLogos: Partial<Record<(typeof TEMPLATE_KINDS)[number], string | null>>;
  galleries: Record<(typeof GALLERIES)[number], StoredImage[]>;
  keyMasks: { sandbox: string | null; production: string | null };
};

/** The form's sections: anchor id and the `products:sections` key of its title. */
export const PRODUCT_FORM_SECTIONS = [
  { id: "identity", title: "identity" },
  { id: "people", title: "people" },
  { id: "configuration", title: "configuration" },
  { id: "payment", title: "payment" },
  { id: "bank", title: "bank" },
  { id: "companion", title: "companion" },
  { id: "notifications", title: "notifications" },
  { id: "documents", title: "documents" },
  { id: "images", title: "galleries" },
] as const;

const GALLERY_FILE = { benefits: "benefitsFiles", banners: "bannersFiles", features: "featuresFiles" } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform field metadata of any shape
type Field = FieldMetadata<any, any>;

function SelectField({ field, label, options, description, required }: { field: Field; label: string; options: readonly { value: string; label: string }[]; description?: ReactNode; required?: boolean }) {
  return (
    <FormField label={label} name={field.name} id={field.id} errors={field.errors} description={description} required={required}>
      <NativeSelect {...getSelectProps(field)} className="h-8 text-sm">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

function TextField({ field, label, description, required, type = "text", ...rest }: { field: Field; label: string; description?: ReactNode; required?: boolean; type?: "text" | "email" | "url" | "password" } & Omit<React.ComponentProps<typeof Input>, "type">) {
  return <FormField label={label} name={field.name} errors={field.errors} description={description} required={required} inputProps={{ ...getInputProps(field, { type }), className: "h-8", ...rest }} />;
}

function CheckField({ field, label, description }: { field: Field; label: string; description?: string }) {
  return (
    <div className="flex items-start gap-2">
      <input {...getInputProps(field, { type: "checkbox" })} className="mt-0.5 size-4 shrink-0 accent-[hsl(var(--primary))]" />
      <div className="grid gap-0.5">
        <label htmlFor={field.id} className="text-sm font-medium leading-none">
          {label}
        </label>
        {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
      </div>
    </div>
  );
}

const choices = <T extends string>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ value, label: label(value) }));

/**
 * The product form, create and edit alike, grouped into titled sections with an index. It works without
 * JavaScript (multipart post, server validation, plain selects and add/remove buttons answered by the
 * server); with JavaScript conform validates as you go and hides what does not apply.
 */
export function ProductForm({
  mode,
  defaultValue,
  lastResult,
  options,
  stored,
  cancelTo,
}: {
  mode: "create" | "edit";
  defaultValue: DefaultValue<ProductFormValue>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  options: ProductFormOptions;
  stored?: ProductFormStored;
  cancelTo: string;
}) {
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation("common");
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const storedKeys = { sandbox: Boolean(stored?.keyMasks.sandbox), production: Boolean(stored?.keyMasks.production) };
  const [form, fields] = useForm<ProductFormValue>({
    id: "product-form",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema({ storedKeys }) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const config = fields.config.getFieldset();
  const payment = fields.payment.getFieldset();
  const bank = fields.bank.getFieldset();
  const companion = fields.companion.getFieldset();
  const email = fields.emailSetting.getFieldset();
  const templates = fields.templates.getFieldset();
  const paymentType = payment.type.value ?? payment.type.initialValue;
  const showMps = !hydrated || paymentType === "mps";
  const errorCount = Object.values(form.allErrors).reduce((n, list) => n + list.length, 0);
  const fileErrors = (name: string) => form.allErrors[name];

  return (
    <div className="grid gap-6 lg:grid-cols-[11rem_minmax(0,1fr)]">
      <SectionIndex sections={PRODUCT_FORM_SECTIONS.map((s) => ({ id: s.id, title: t(`sections.${s.title}`) }))} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="min-w-0 space-y-4">
        {/* Enter in a field submits through the first submit button: make that the save, not an add/remove button. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {tc("save")}
        </button>
        <FormErrorAlert errors={form.errors} id={form.errorId} />
        {lastResult?.status === "error" && errorCount > 0 ? (
          <Alert variant="destructive">
            <AlertTitle>{t("form.notSaved")}</AlertTitle>
            <AlertDescription>{t("form.attention", { count: errorCount })}</AlertDescription>
          </Alert>
        ) : null}

        <Section id="identity" title={t("sections.identity")} description={t("form.identityDescription")}>
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_8rem_minmax(0,1fr)]">
            <TextField field={fields.name} label={t("fields.productName")} required autoComplete="off" />
            <TextField field={fields.productCode} label={t("fields.productCode")} required maxLength={2} autoComplete="off" className="h-8 font-mono uppercase tracking-widest" description={t("form.codeDescription")} />
            <TextField field={fields.gatewayAppId} label={t("fields.gatewayAppId")} autoComplete="off" description={t("form.gatewayAppIdDescription")} />
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FormField label={tc("description")} name={fields.description.name} errors={fields.description.errors}>
              <Textarea {...getTextareaProps(fields.description)} rows={3} className="text-sm" />
            </FormField>
            <SingleImageField id="logo-file" label={t("fields.logo")} lowerLabel={t("images.logoLower")} name="logoFile" current={stored?.imageLogo} removeName={fields.removeLogo.name} errors={fileErrors("logoFile")} formId={form.id} />
          </div>
        </Section>

        <Section
          id="people"
          title={t("sections.people")}
          description={t("form.peopleDescription")}
        >
          <div className="space-y-5">
            <PeopleEditor form={form} field={fields.owners} list="owners" people={options.people} hydrated={hydrated} />
            <div className="space-y-1">
              <PeopleEditor form={form} field={fields.members} list="members" people={options.people} signer={fields.signer} hydrated={hydrated} />
              <FieldError id={fields.signer.errorId} errors={fields.signer.errors} />
            </div>
            <PeopleEditor form={form} field={fields.operationals} list="operationals" people={options.people} hydrated={hydrated} />
          </div>
        </Section>

        <Section id="configuration" title={t("sections.configuration")} description={t("form.configurationDescription")}>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            <SelectField field={config.po_number_periode} label={t("fields.poNumberPeriod")} options={choices(PO_NUMBER_PERIODES, (v) => t(`options.po_number_periode.${v}`))} required />
            <TextField field={config.administration_fee} label={t("fields.administrationFeeRp")} required inputMode="numeric" className="h-8 text-end tabular-nums" description={t("form.feeDescription")} />
            <TextField field={config.payment_terms_days} label={t("fields.paymentTermsDays")} required inputMode="numeric" className="h-8 text-end tabular-nums" description={t("form.termsDescription")} />
            <SelectField field={config.unique_code_type} label={t("fields.uniqueCode")} options={choices(UNIQUE_CODE_TYPES, (v) => t(`options.unique_code_type.${v}`))} required />
            <SelectField field={config.transaction_type} label={t("fields.transactionType")} options={choices(TRANSACTION_TYPES, (v) => t(`options.transaction_type.${v}`))} required />
            <SelectField field={config.product_ownership} label={t("fields.productOwnership")} options={choices(PRODUCT_OWNERSHIPS, (v) => t(`options.product_ownership.${v}`))} required />
            <SelectField field={config.use_customer} label={t("fields.useCustomer")} options={choices(USE_CUSTOMER, (v) => t(`options.use_customer.${v}`))} required />
            <SelectField field={config.bypass_invoice_approval} label={t("fields.bypassApproval")} options={choices(YES_NO, (v) => t(`options.yes_no.${v}`))} required description={t("form.bypassDescription")} />
            <SelectField field={config.auto_payment_verification} label={t("fields.autoPaymentVerification")} options={choices(YES_NO, (v) => t(`options.yes_no.${v}`))} required />
            <SelectField field={config.billing_requires_bast} label={t("fields.billingRequiresBast")} options={choices(YES_NO, (v) => t(`options.yes_no.${v}`))} required description={t("form.bastDescription")} />
            <SelectField field={config.auto_switch_payment_method} label={t("fields.autoSwitch")} options={choices(AUTO_SWITCH, (v) => t(`options.auto_switch_payment_method.${v}`))} required />
            <TextField field={config.skum_code} label={t("fields.skumCode")} autoComplete="off" />
            <TextField field={config.kode_unit} label={t("fields.kodeUnit")} autoComplete="off" />
            <TextField field={config.business_area} label={t("fields.businessArea")} autoComplete="off" />
          </div>
          <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("fields.accounting")}</h3>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
            <TextField field={config.akun_pendapatan} label={t("fields.akunPendapatan")} autoComplete="off" className="h-8 font-mono" description={t("fields.revenue")} />
            <TextField field={config.akun_bank} label={t("fields.akunBank")} autoComplete="off" className="h-8 font-mono" description={t("fields.bank")} />
            <TextField field={config.akun_piutang} label={t("fields.akunPiutang")} autoComplete="off" className="h-8 font-mono" description={t("fields.receivable")} />
            <TextField field={config.akun_pdd} label={t("fields.akunPdd")} autoComplete="off" className="h-8 font-mono" description={t("fields.deferredRevenue")} />
          </div>
        </Section>

        <Section id="payment" title={t("sections.payment")} description={t("form.paymentDescription")}>
          <div className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{t("form.paymentType")}</legend>
              <div className="flex flex-wrap gap-2">
                {PAYMENT_TYPES.map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                    <input {...getInputProps(payment.type, { type: "radio", value })} id={`${payment.type.id}-${value}`} className="size-4 accent-[hsl(var(--primary))]" />
                    {t(`options.payment_type.${value}`)}
                  </label>
                ))}
              </div>
              <FieldError id={payment.type.errorId} errors={payment.type.errors} className="mt-1" />
            </fieldset>
            {showMps ? (
              <div className="space-y-4 rounded-md border border-dashed p-3">
                {!hydrated ? <p className="text-xs text-muted-foreground">{t("form.mpsOnly")}</p> : null}
                <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
                  <fieldset>
                    <legend className="mb-2 text-sm font-medium">{t("form.gatewayMode")}</legend>
                    <div className="flex gap-4">
                      {MPS_MODES.map((value) => (
                        <label key={value} className="flex items-center gap-2 text-sm">
                          <input {...getInputProps(payment.mode, { type: "radio", value })} id={`${payment.mode.id}-${value}`} className="size-4 accent-[hsl(var(--primary))]" />
                          {t(`options.mps_mode.${value}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <div className="grid gap-2 sm:grid-cols-3 sm:gap-6">
                    <CheckField field={payment.useDigimonMps} label={t("form.useDigimonMps")} description={t("form.useDigimonMpsDescription")} />
                    <CheckField field={payment.manualExpired} label={t("fields.manualExpiry")} description={t("form.manualExpiryDescription")} />
                    <CheckField field={payment.sendEmail} label={t("fields.gatewaySendsEmail")} description={t("form.sendEmailDescription")} />
                  </div>
                </div>
                <div className="grid gap-4 md:grid-cols-2">
                  {MPS_MODES.map((m) => {
                    const c = payment[m].getFieldset();
                    const mask = stored?.keyMasks[m];
                    const modeName = t(`options.mps_mode.${m}`);
                    return (
                      <fieldset key={m} className="space-y-3 rounded-md border bg-muted/20 p-3">
                        <legend className="px-1 text-sm font-semibold">{t("form.credentials", { mode: modeName })}</legend>
                        <TextField field={c.merchantId} label={t("form.merchantId", { mode: modeName })} autoComplete="off" className="h-8 font-mono" />
                        <TextField
                          field={c.merchantKey}
                          label={t("form.merchantKey", { mode: modeName })}
                          type="password"
                          autoComplete="new-password"
                          className="h-8 font-mono"
                          placeholder={mask ? t("form.keepKey") : ""}
                          description={
                            mask ? (
                              <span className="inline-flex items-center gap-1">
                                <KeyRound aria-hidden="true" className="size-3" /> <Trans t={t} i18nKey="form.storedKey" values={{ mask }} components={{ mask: <span className="font-mono" /> }} />
                              </span>
                            ) : (
                              t("form.noKey")
                            )
                          }
                        />
                        <TextField field={c.webhook} label={t("form.webhookUrl", { mode: modeName })} type="url" autoComplete="off" placeholder="https://" />
                      </fieldset>
                    );
                  })}
                </div>
              </div>
            ) : (
              <p className="text-xs text-muted-foreground">{t("form.internalNote")}</p>
            )}
          </div>
        </Section>

        <Section id="bank" title={t("sections.bank")} description={paymentType === "mps" ? t("form.bankDescriptionMps") : t("form.bankDescription")}>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
            <TextField field={bank.owner} label={t("fields.accountHolder")} autoComplete="off" />
            <TextField field={bank.accountNumber} label={t("fields.accountNumber")} inputMode="numeric" autoComplete="off" className="h-8 font-mono tabular-nums" />
            <TextField field={bank.bankName} label={t("fields.bank")} autoComplete="off" />
            <TextField field={bank.branchOffice} label={t("fields.branchOffice")} autoComplete="off" />
          </div>
        </Section>

        <Section id="companion" title={t("sections.companion")} description={t("form.companionDescription")}>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-3">
            <SelectField field={companion.companyId} label={t("fields.company")} options={options.companies.map((c) => ({ value: c.id, label: c.name }))} required />
            <SelectField field={companion.divisionId} label={t("fields.division")} options={[{ value: "", label: t("form.chooseDivision") }, ...options.divisions.map((d) => ({ value: d.id, label: `${d.name} (${d.code})` }))]} required />
            <SelectField field={companion.companionId} label={t("fields.companion")} options={[{ value: "", label: t("form.noCompanion") }, ...options.companions.map((c) => ({ value: c.id, label: `${c.name} · ${c.email}` }))]} />
          </div>
        </Section>

        <Section id="notifications" title={t("sections.notifications")} description={t("form.notificationsDescription")}>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
            <CheckField field={email.send_notification} label={t("fields.sendNotifications")} description={t("form.masterSwitch")} />
            <CheckField field={email.po} label={t("fields.purchaseOrders")} />
            <CheckField field={email.billing} label={t("fields.billings")} />
            <CheckField field={email.invoice} label={t("fields.invoices")} />
            <CheckField field={email.tax_invoice} label={t("fields.taxInvoices")} />
          </div>
        </Section>

        <Section id="documents" title={t("sections.documents")} description={t("form.documentsDescription")}>
          <div className="grid gap-4 xl:grid-cols-3">
            {TEMPLATE_KINDS.map((k) => {
              const tf = templates[k].getFieldset();
              const color = typeof tf.color.value === "string" ? tf.color.value : undefined;
              const kind = t(`templates.${k}`);
              return (
                <fieldset key={k} className="space-y-3 rounded-md border p-3" style={{ borderTopColor: color, borderTopWidth: 3 }}>
                  <legend className="px-1 text-sm font-semibold">{kind}</legend>
                  <TextField field={tf.templatePath} label={t("templates.template", { kind })} required autoComplete="off" className="h-8 font-mono text-xs" list={`${tf.templatePath.id}-list`} />
                  <datalist id={`${tf.templatePath.id}-list`}>
                    <option value={`templates/${k}-default`} />
                  </datalist>
                  <FormField label={t("templates.colour", { kind })} name={tf.color.name} id={tf.color.id} errors={tf.color.errors} required>
                    {(control) => (
                      <div className="flex items-center gap-2">
                        <input {...getInputProps(tf.color, { type: "color" })} {...control} className="h-8 w-14 cursor-pointer rounded-md border bg-card p-0.5" />
                        <span className="font-mono text-xs uppercase text-muted-foreground">{color}</span>
                      </div>
                    )}
                  </FormField>
                  <SingleImageField id={`${k}-logo-file`} label={t("templates.logo", { kind })} lowerLabel={t("images.templateLogoLower", { kind: kind.toLowerCase() })} name={`${k}LogoFile`} current={stored?.templateLogos[k]} removeName={tf.removeLogo.name} errors={fileErrors(`${k}LogoFile`)} formId={form.id} />
                </fieldset>
              );
            })}
          </div>
        </Section>

        <Section id="images" title={t("sections.galleries")} description={t("form.imagesDescription")}>
          <div className="space-y-5">
            {GALLERIES.map((g) => (
              <GalleryField key={g} id={`${g}-files`} gallery={g} name={GALLERY_FILE[g]} kind={g === "banners" ? "banner" : "image"} items={stored?.galleries[g] ?? []} errors={fileErrors(GALLERY_FILE[g])} formId={form.id} />
            ))}
          </div>
        </Section>

        <div className={cn("sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur")}>
          <p className="me-auto text-xs text-muted-foreground">{t("form.requiredNote")}</p>
          <Button variant="outline" asChild>
            <Link to={cancelTo}>{tc("cancel")}</Link>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t("form.saving") : mode === "create" ? t("form.create") : tc("saveChanges")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
