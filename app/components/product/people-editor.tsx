import { type FieldMetadata, type FormMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { type PersonListName, type PersonRow, signerKey } from "~/lib/schemas/product";
import { cn } from "~/lib/utils";

export type PersonOption = { id: string; name: string; email: string; referenceId: string; status: string };

/* eslint-disable @typescript-eslint/no-explicit-any -- conform's field metadata carries the whole form schema as a type parameter */
type AnyForm = FormMetadata<any>;
type RowsField = FieldMetadata<PersonRow[] | undefined, any>;
type SignerField = FieldMetadata<string | undefined, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * One people list (owners, members or operational members). Each row either picks a user from a plain
 * <select> of active users or types a person in (name, e-mail, NIK): it works without JavaScript, where
 * "Add" and "Remove" are submit buttons the server answers with the changed form. With JavaScript the
 * typed fields give way to the picked user's details.
 */
export function PeopleEditor({ form, field, list, people, signer, hydrated }: { form: AnyForm; field: RowsField; list: PersonListName; people: PersonOption[]; signer?: SignerField; hydrated: boolean }) {
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation("common");
  const rows = field.getFieldList();
  const withSigner = list === "members" && signer;
  const grid = withSigner ? "md:grid-cols-[minmax(0,1.7fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_6.5rem_2.25rem]" : "md:grid-cols-[minmax(0,1.7fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_2.25rem]";
  return (
    <fieldset className="space-y-2" aria-describedby={`${field.id}-help`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <legend className="text-sm font-semibold">
          {t(`people.lists.${list}`)}{" "}
          <span className="font-normal text-muted-foreground">({rows.length})</span>
        </legend>
        <p id={`${field.id}-help`} className="text-xs text-muted-foreground">
          {t(`people.help.${list}`)}
        </p>
      </div>
      {rows.length ? (
        <div className={cn("hidden gap-2 px-1 text-xs font-medium text-muted-foreground md:grid", grid)} aria-hidden="true">
          <span>{t("people.pickUser")}</span>
          <span>{t("people.orTypeName")}</span>
          <span>{tc("email")}</span>
          <span>NIK</span>
          {withSigner ? <span>{t("people.signsInvoices")}</span> : null}
          <span />
        </div>
      ) : (
        <p className="rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">{t(`people.empty.${list}`)}</p>
      )}
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const set = row.getFieldset();
          const label = t(`people.row.${list}`, { n: index + 1 });
          const picked = typeof set.userId.value === "string" && set.userId.value ? set.userId.value : undefined;
          const pickedPerson = picked ? people.find((p) => p.id === picked) : undefined;
          const showTyped = !hydrated || !picked;
          const rowValue = { userId: picked, nik: typeof set.nik.value === "string" ? set.nik.value : undefined };
          const key = signerKey(rowValue, index);
          const errors = [set.userId, set.label, set.email, set.nik].flatMap((f) => f.errors ?? []);
          return (
            <li key={row.key} className="rounded-md border bg-card p-2 md:border-0 md:p-0">
              <div role="group" aria-label={label} className={cn("grid items-start gap-2", grid)}>
                <NativeSelect {...getSelectProps(set.userId)} aria-label={t("people.userOf", { row: label })} className="h-8 text-xs">
                  <option value="">{t("people.typeIn")}</option>
                  {people.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} · {p.email}
                      {p.status !== "active" ? ` (${p.status})` : ""}
                    </option>
                  ))}
                </NativeSelect>
                {showTyped ? (
                  <>
                    <Input {...getInputProps(set.label, { type: "text" })} aria-label={t("people.nameOf", { row: label })} placeholder={t("people.fullName")} className="h-8 text-xs" autoComplete="off" />
                    <Input {...getInputProps(set.email, { type: "email" })} aria-label={t("people.emailOf", { row: label })} placeholder="name@company.co.id" className="h-8 text-xs" autoComplete="off" />
                    <Input {...getInputProps(set.nik, { type: "text" })} aria-label={t("people.nikOf", { row: label })} placeholder="NIK" inputMode="numeric" className="h-8 text-xs tabular-nums" autoComplete="off" />
                  </>
                ) : (
                  <p className="flex h-8 items-center gap-2 truncate text-xs text-muted-foreground md:col-span-3">
                    <span className="truncate">{pickedPerson?.email}</span>
                    <span aria-hidden="true">·</span>
                    <span className="tabular-nums">{t("people.reference", { id: pickedPerson?.referenceId })}</span>
                    {pickedPerson && pickedPerson.status !== "active" ? <Badge variant="warning">{pickedPerson.status}</Badge> : null}
                  </p>
                )}
                {withSigner ? (
                  <label className="flex h-8 items-center gap-2 text-xs">
                    <input type="radio" name={signer.name} value={key} form={form.id} defaultChecked={signer.initialValue === key} aria-label={t("people.rowSigns", { row: label })} className="size-4 accent-[hsl(var(--primary))]" />
                    <span className="md:sr-only">{t("people.signsInvoices")}</span>
                  </label>
                ) : null}
                <Button variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" aria-label={t(`people.remove.${list}`, { n: index + 1 })} {...form.remove.getButtonProps({ name: field.name, index })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {errors.length ? <FieldError id={`${row.id}-error`} errors={errors} className="mt-1 ps-1" /> : null}
            </li>
          );
        })}
      </ol>
      <FieldError id={field.errorId} errors={field.errors} />
      <Button variant="outline" size="sm" {...form.insert.getButtonProps({ name: field.name, defaultValue: {} })}>
        <Plus aria-hidden="true" /> {t(`people.add.${list}`)}
      </Button>
    </fieldset>
  );
}
