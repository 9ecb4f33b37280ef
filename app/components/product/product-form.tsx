import { type DefaultValue, type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
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
  LABELS,
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

export const PRODUCT_FORM_SECTIONS = [
  { id: "identity", title: "Identity" },
  { id: "people", title: "People" },
  { id: "configuration", title: "Configuration" },
  { id: "payment", title: "Payment system" },
  { id: "bank", title: "Bank account" },
  { id: "companion", title: "Companion" },
  { id: "notifications", title: "E-mail notifications" },
  { id: "documents", title: "Document templates" },
  { id: "images", title: "Benefit, banner and feature images" },
];

const TEMPLATE_TITLE = { po: "Purchase order", billing: "Billing", invoice: "Invoice" } as const;
const GALLERY_TITLE = { benefits: "Benefit", banners: "Banner", features: "Feature" } as const;
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

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

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
      <SectionIndex sections={PRODUCT_FORM_SECTIONS} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="min-w-0 space-y-4">
        {/* Enter in a field submits through the first submit button: make that the save, not an add/remove button. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save
        </button>
        <FormErrorAlert errors={form.errors} id={form.errorId} />
        {lastResult?.status === "error" && errorCount > 0 ? (
          <Alert variant="destructive">
            <AlertTitle>The product was not saved</AlertTitle>
            <AlertDescription>
              {errorCount === 1 ? "One field needs attention" : `${errorCount} fields need attention`}; they are marked below. Nothing was written.
            </AlertDescription>
          </Alert>
        ) : null}

        <Section id="identity" title="Identity" description="How the product is named and numbered. The code appears in every PO, billing and invoice number.">
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_8rem_minmax(0,1fr)]">
            <TextField field={fields.name} label="Product name" required autoComplete="off" />
            <TextField field={fields.productCode} label="Product code" required maxLength={2} autoComplete="off" className="h-8 font-mono uppercase tracking-widest" description="Two letters, unique" />
            <TextField field={fields.gatewayAppId} label="Gateway app id" autoComplete="off" description="Payment gateway application" />
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FormField label="Description" name={fields.description.name} errors={fields.description.errors}>
              <Textarea {...getTextareaProps(fields.description)} rows={3} className="text-sm" />
            </FormField>
            <SingleImageField id="logo-file" label="Logo" name="logoFile" current={stored?.imageLogo} removeName={fields.removeLogo.name} errors={fileErrors("logoFile")} formId={form.id} />
          </div>
        </Section>

        <Section
          id="people"
          title="People"
          description="Pick people from the active users, or type one in. A typed-in person with name, e-mail and NIK gets a portal account (role Companion, pending) and an activation e-mail; without all three they are listed only."
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

        <Section id="configuration" title="Configuration" description="Numbering, pricing and accounting settings used when POs, billings and invoices are made.">
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            <SelectField field={config.po_number_periode} label="PO number period" options={choices(PO_NUMBER_PERIODES, LABELS.po_number_periode)} required />
            <TextField field={config.administration_fee} label="Administration fee (Rp)" required inputMode="numeric" className="h-8 text-end tabular-nums" description="Whole rupiah, e.g. 6.500" />
            <TextField field={config.payment_terms_days} label="Payment terms (days)" required inputMode="numeric" className="h-8 text-end tabular-nums" description="Due date = billing date + terms" />
            <SelectField field={config.unique_code_type} label="Unique code" options={choices(UNIQUE_CODE_TYPES, LABELS.unique_code_type)} required />
            <SelectField field={config.transaction_type} label="Transaction type" options={choices(TRANSACTION_TYPES, LABELS.transaction_type)} required />
            <SelectField field={config.product_ownership} label="Product ownership" options={choices(PRODUCT_OWNERSHIPS, LABELS.product_ownership)} required />
            <SelectField field={config.use_customer} label="Use customer" options={choices(USE_CUSTOMER, LABELS.use_customer)} required />
            <SelectField field={config.bypass_invoice_approval} label="Bypass invoice approval" options={choices(YES_NO, LABELS.yes_no)} required description="Yes: invoices are approved by the system at once" />
            <SelectField field={config.auto_payment_verification} label="Auto payment verification" options={choices(YES_NO, LABELS.yes_no)} required />
            <SelectField field={config.auto_switch_payment_method} label="Auto-switch payment method" options={choices(AUTO_SWITCH, LABELS.auto_switch_payment_method)} required />
            <TextField field={config.skum_code} label="SKUM code" autoComplete="off" />
            <TextField field={config.kode_unit} label="Kode unit" autoComplete="off" />
            <TextField field={config.business_area} label="Business area" autoComplete="off" />
          </div>
          <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Accounting (SAP posting)</h3>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
            <TextField field={config.akun_pendapatan} label="Akun pendapatan" autoComplete="off" className="h-8 font-mono" description="Revenue" />
            <TextField field={config.akun_bank} label="Akun bank" autoComplete="off" className="h-8 font-mono" description="Bank" />
            <TextField field={config.akun_piutang} label="Akun piutang" autoComplete="off" className="h-8 font-mono" description="Receivable" />
            <TextField field={config.akun_pdd} label="Akun PDD" autoComplete="off" className="h-8 font-mono" description="Deferred revenue" />
          </div>
        </Section>

        <Section id="payment" title="Payment system" description="How customers pay: an internal bank transfer, or the MPS payment gateway (virtual account, credit card). Merchant keys are stored encrypted and never shown again in full.">
          <div className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Payment type</legend>
              <div className="flex flex-wrap gap-2">
                {PAYMENT_TYPES.map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                    <input {...getInputProps(payment.type, { type: "radio", value })} id={`${payment.type.id}-${value}`} className="size-4 accent-[hsl(var(--primary))]" />
                    {LABELS.payment_type[value]}
                  </label>
                ))}
              </div>
              <FieldError id={payment.type.errorId} errors={payment.type.errors} className="mt-1" />
            </fieldset>
            {showMps ? (
              <div className="space-y-4 rounded-md border border-dashed p-3">
                {!hydrated ? <p className="text-xs text-muted-foreground">Only used when the payment type is the MPS gateway. Switching to internal forgets the gateway credentials.</p> : null}
                <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
                  <fieldset>
                    <legend className="mb-2 text-sm font-medium">Gateway mode</legend>
                    <div className="flex gap-4">
                      {MPS_MODES.map((value) => (
                        <label key={value} className="flex items-center gap-2 text-sm">
                          <input {...getInputProps(payment.mode, { type: "radio", value })} id={`${payment.mode.id}-${value}`} className="size-4 accent-[hsl(var(--primary))]" />
                          {LABELS.mps_mode[value]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <div className="grid gap-2 sm:grid-cols-3 sm:gap-6">
                    <CheckField field={payment.useDigimonMps} label="Use Digimon's MPS account" description="No own merchant credentials needed" />
                    <CheckField field={payment.manualExpired} label="Manual expiry" description="Virtual accounts do not expire by themselves" />
                    <CheckField field={payment.sendEmail} label="Gateway sends e-mail" description="Payment instructions to the customer" />
                  </div>
                </div>
                <div className="grid gap-4 md:grid-cols-2">
                  {MPS_MODES.map((m) => {
                    const c = payment[m].getFieldset();
                    const mask = stored?.keyMasks[m];
                    return (
                      <fieldset key={m} className="space-y-3 rounded-md border bg-muted/20 p-3">
                        <legend className="px-1 text-sm font-semibold">{LABELS.mps_mode[m]} credentials</legend>
                        <TextField field={c.merchantId} label={`${LABELS.mps_mode[m]} merchant id`} autoComplete="off" className="h-8 font-mono" />
                        <TextField
                          field={c.merchantKey}
                          label={`${LABELS.mps_mode[m]} merchant key`}
                          type="password"
                          autoComplete="new-password"
                          className="h-8 font-mono"
                          placeholder={mask ? "Leave blank to keep the stored key" : ""}
                          description={
                            mask ? (
                              <span className="inline-flex items-center gap-1">
                                <KeyRound aria-hidden="true" className="size-3" /> Stored: <span className="font-mono">{mask}</span>. Type a new key only to replace it.
                              </span>
                            ) : (
                              "No key stored yet."
                            )
                          }
                        />
                        <TextField field={c.webhook} label={`${LABELS.mps_mode[m]} webhook URL`} type="url" autoComplete="off" placeholder="https://" />
                      </fieldset>
                    );
                  })}
                </div>
              </div>
            ) : (
              <p className="text-xs text-muted-foreground">Customers pay by bank transfer to the account below; billings show its details.</p>
            )}
          </div>
        </Section>

        <Section id="bank" title="Bank account" description={paymentType === "mps" ? "Optional with the gateway: billings then show dashes instead of bank details." : "Where customers transfer to; printed on billings and invoices."}>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
            <TextField field={bank.owner} label="Account holder" autoComplete="off" />
            <TextField field={bank.accountNumber} label="Account number" inputMode="numeric" autoComplete="off" className="h-8 font-mono tabular-nums" />
            <TextField field={bank.bankName} label="Bank" autoComplete="off" />
            <TextField field={bank.branchOffice} label="Branch office" autoComplete="off" />
          </div>
        </Section>

        <Section id="companion" title="Companion" description="The division that accompanies the product; its people see the product's documents by division.">
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-3">
            <SelectField field={companion.companyId} label="Company" options={options.companies.map((c) => ({ value: c.id, label: c.name }))} required />
            <SelectField field={companion.divisionId} label="Division" options={[{ value: "", label: "— Choose a division —" }, ...options.divisions.map((d) => ({ value: d.id, label: `${d.name} (${d.code})` }))]} required />
            <SelectField field={companion.companionId} label="Companion" options={[{ value: "", label: "— None —" }, ...options.companions.map((c) => ({ value: c.id, label: `${c.name} · ${c.email}` }))]} />
          </div>
        </Section>

        <Section id="notifications" title="E-mail notifications" description="Which events also send an e-mail to the people concerned (in-app notifications are always sent).">
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
            <CheckField field={email.send_notification} label="Send notifications" description="Master switch" />
            <CheckField field={email.po} label="Purchase orders" />
            <CheckField field={email.billing} label="Billings" />
            <CheckField field={email.invoice} label="Invoices" />
            <CheckField field={email.tax_invoice} label="Tax invoices" />
          </div>
        </Section>

        <Section id="documents" title="Document templates" description="The PDF template, dominant colour and optional logo of each document.">
          <div className="grid gap-4 xl:grid-cols-3">
            {TEMPLATE_KINDS.map((k) => {
              const t = templates[k].getFieldset();
              const color = typeof t.color.value === "string" ? t.color.value : undefined;
              return (
                <fieldset key={k} className="space-y-3 rounded-md border p-3" style={{ borderTopColor: color, borderTopWidth: 3 }}>
                  <legend className="px-1 text-sm font-semibold">{TEMPLATE_TITLE[k]}</legend>
                  <TextField field={t.templatePath} label={`${TEMPLATE_TITLE[k]} template`} required autoComplete="off" className="h-8 font-mono text-xs" list={`${t.templatePath.id}-list`} />
                  <datalist id={`${t.templatePath.id}-list`}>
                    <option value={`templates/${k}-default`} />
                  </datalist>
                  <FormField label={`${TEMPLATE_TITLE[k]} dominant colour`} name={t.color.name} id={t.color.id} errors={t.color.errors} required>
                    {(control) => (
                      <div className="flex items-center gap-2">
                        <input {...getInputProps(t.color, { type: "color" })} {...control} className="h-8 w-14 cursor-pointer rounded-md border bg-card p-0.5" />
                        <span className="font-mono text-xs uppercase text-muted-foreground">{color}</span>
                      </div>
                    )}
                  </FormField>
                  <SingleImageField id={`${k}-logo-file`} label={`${TEMPLATE_TITLE[k]} logo`} name={`${k}LogoFile`} current={stored?.templateLogos[k]} removeName={t.removeLogo.name} errors={fileErrors(`${k}LogoFile`)} formId={form.id} />
                </fieldset>
              );
            })}
          </div>
        </Section>

        <Section id="images" title="Benefit, banner and feature images" description="Shown on the product's catalogue page. Missing pictures show a placeholder.">
          <div className="space-y-5">
            {GALLERIES.map((g) => (
              <GalleryField key={g} id={`${g}-files`} title={GALLERY_TITLE[g]} name={GALLERY_FILE[g]} kind={g === "banners" ? "banner" : "image"} items={stored?.galleries[g] ?? []} errors={fileErrors(GALLERY_FILE[g])} formId={form.id} />
            ))}
          </div>
        </Section>

        <div className={cn("sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur")}>
          <p className="me-auto text-xs text-muted-foreground">Fields marked * are required. Everything is saved together, or nothing is.</p>
          <Button variant="outline" asChild>
            <Link to={cancelTo}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : mode === "create" ? "Create product" : "Save changes"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
