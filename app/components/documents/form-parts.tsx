import { type FieldMetadata, type FormMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import type { PurchaseOrderInput } from "~/lib/schemas/documents";
import { useServerMessage } from "~/lib/server-message";

// Shared parts of the purchase order and recurring profile forms (both use PartySchema and DetailLineSchema).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform types the parent form generically
type Field<T> = FieldMetadata<T, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- either document form
type AnyForm = FormMetadata<any>;

/**
 * One party's name, NPWP, address, phone and e-mail; `customer` adds the SAP customer id; `leading`/`children` add
 * fields before/after. `legend` is the party in the reader's language ("Seller"); the field labels are built from it.
 */
export function PartyFieldset({ legend, field, customer, leading, children }: { legend: string; field: Field<PurchaseOrderInput["from"] | undefined>; customer?: boolean; leading?: ReactNode; children?: ReactNode }) {
  const f = field.getFieldset();
  const { t } = useTranslation("documents");
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{legend}</legend>
      {leading}
      <FormField label={t("form.partyName", { party: legend })} name={f.name.name} errors={f.name.errors} inputProps={getInputProps(f.name, { type: "text" })} />
      <FormField label={t("form.partyNpwp", { party: legend })} name={f.npwp.name} errors={f.npwp.errors} description={t("form.npwpHint")} inputProps={{ ...getInputProps(f.npwp, { type: "text" }), inputMode: "numeric" }} />
      <FormField label={t("form.partyAddress", { party: legend })} name={f.address.name} errors={f.address.errors} className="sm:col-span-2" inputProps={getInputProps(f.address, { type: "text" })} />
      <FormField label={t("form.partyPhone", { party: legend })} name={f.phone.name} errors={f.phone.errors} inputProps={getInputProps(f.phone, { type: "tel" })} />
      <FormField label={t("form.partyEmail", { party: legend })} name={f.email.name} errors={f.email.errors} inputProps={getInputProps(f.email, { type: "email" })} />
      {customer ? <FormField label={t("form.sapCustomerId")} name={f.sap_customer_id.name} errors={f.sap_customer_id.errors} inputProps={getInputProps(f.sap_customer_id, { type: "text" })} /> : null}
      {children}
    </fieldset>
  );
}

/** The "From" and "To" cards side by side. */
export function FromToCards({ from, to }: { from: ReactNode; to: ReactNode }) {
  const { t } = useTranslation("documents");
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <SectionCard title={t("body.from")}>{from}</SectionCard>
      <SectionCard title={t("body.to")}>{to}</SectionCard>
    </div>
  );
}

/** The product select; when locked the select is disabled and the value travels in a hidden input. */
export function ProductSelectField({ field, products, locked, value }: { field: Field<string | undefined>; products: { id: string; name: string; productCode: string }[]; locked?: boolean; value: unknown }) {
  const { t } = useTranslation("documents");
  return (
    <>
      <FormField label={t("form.product")} name={field.name} errors={field.errors}>
        <NativeSelect {...getSelectProps(field)} disabled={locked}>
          <option value="">{t("form.chooseProduct")}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.productCode} · {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {locked ? <input type="hidden" name={field.name} value={String(value ?? "")} /> : null}
    </>
  );
}

/** The detail lines card; adding and removing lines works without JavaScript (conform intents). */
export function DetailLinesCard({ title, form, field }: { title: string; form: AnyForm; field: Field<PurchaseOrderInput["details"] | undefined> }) {
  const lines = field.getFieldList();
  const { t } = useTranslation("documents");
  // The list's own errors ("Add at least one line") come from the server in English: shown translated.
  const message = useServerMessage();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
        <Button variant="outline" size="sm" {...form.insert.getButtonProps({ name: field.name, defaultValue: { item: "", description: "", quantity: 1, price: 0 } })}>
          <Plus className="size-4" aria-hidden="true" /> {t("form.addLine")}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {field.errors?.length ? <p className="text-sm text-destructive">{field.errors.map(message).join(" ")}</p> : null}
        {lines.map((line, index) => {
          const l = line.getFieldset();
          const n = index + 1;
          return (
            <fieldset key={line.key} className="grid items-start gap-2 rounded-md border p-3 sm:grid-cols-[2fr_3fr_6rem_10rem_auto]">
              <legend className="sr-only">{t("form.line", { n })}</legend>
              <FormField label={t("form.item", { n })} name={l.item.name} errors={l.item.errors} inputProps={getInputProps(l.item, { type: "text" })} />
              <FormField label={t("form.description", { n })} name={l.description.name} errors={l.description.errors} inputProps={getInputProps(l.description, { type: "text" })} />
              <FormField label={t("form.quantity", { n })} name={l.quantity.name} errors={l.quantity.errors} inputProps={{ ...getInputProps(l.quantity, { type: "number" }), min: 1, step: 1, className: "text-end tabular-nums" }} />
              <FormField label={t("form.unitPrice", { n })} name={l.price.name} errors={l.price.errors} inputProps={{ ...getInputProps(l.price, { type: "text" }), inputMode: "numeric", className: "text-end tabular-nums" }} />
              <Button variant="ghost" size="icon" className="mt-6" aria-label={t("form.removeLine", { n })} disabled={lines.length === 1} {...form.remove.getButtonProps({ name: field.name, index })}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </fieldset>
          );
        })}
      </CardContent>
    </Card>
  );
}

/** The form's submit button, right-aligned; it says "Saving…" while the form submits. */
export function SubmitRow({ label }: { label: string }) {
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("documents");
  return (
    <div className="flex justify-end gap-2">
      <Button type="submit" disabled={busy}>
        {busy ? t("form.saving") : label}
      </Button>
    </div>
  );
}
