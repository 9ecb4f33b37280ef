import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import type { z } from "zod";
import { LEVEL_ACCESS, USER_TYPES, type UserEditSchema } from "~/lib/admin-schemas";

/** The values of the profile part of the user forms (what UserEditSchema reads). */
export type UserFormValues = z.infer<typeof UserEditSchema>;

type Fields<S extends UserFormValues> = { [K in keyof UserFormValues]-?: FieldMetadata<UserFormValues[K], S, string[]> };

const asList = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : undefined);

/**
 * The fields a user's profile form shows, shared by the new-user and edit screens. Roles and granted divisions
 * are checkbox groups (several values under one name), so the form works without JavaScript.
 */
export function UserProfileFields<S extends UserFormValues>({
  fields,
  roles,
  divisions,
  accessEditable,
  rolesEditable = true,
  defaults,
}: {
  fields: Fields<S>;
  roles: { name: string; label: string }[];
  divisions: { value: string; label: string }[];
  accessEditable: boolean;
  rolesEditable?: boolean;
  defaults: { roles: string[]; grantAccess: string[]; levelAccess: number };
}) {
  const { t } = useTranslation("admin");
  const label = useAdminLabels();
  const chosenRoles = new Set(asList(fields.roles.value) ?? defaults.roles);
  const chosenGrants = new Set(asList(fields.grantAccess.value) ?? defaults.grantAccess);
  const { key: typeKey, ...typeProps } = getSelectProps(fields.type);
  const { key: levelKey, ...levelProps } = getSelectProps(fields.levelAccess);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("users.fields.fullname")} name={fields.fullname.name} required errors={fields.fullname.errors} inputProps={{ ...getInputProps(fields.fullname, { type: "text" }), autoComplete: "off" }} />
        <FormField label={t("users.fields.email")} name={fields.email.name} required errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
        <FormField label={t("users.fields.phone")} name={fields.phoneNumber.name} errors={fields.phoneNumber.errors} description={t("users.fields.phoneHint")} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), inputMode: "tel" }} />
        <FormField label={t("users.fields.nik")} name={fields.nik.name} errors={fields.nik.errors} description={t("users.fields.nikHint")} inputProps={{ ...getInputProps(fields.nik, { type: "text" }), inputMode: "numeric", maxLength: 16 }} />
        <FormField label={t("users.fields.referenceId")} name={fields.referenceId.name} errors={fields.referenceId.errors} description={t("users.fields.referenceIdHint")} inputProps={{ ...getInputProps(fields.referenceId, { type: "text" }), inputMode: "numeric" }} />
        <FormField label={t("users.fields.jobPosition")} name={fields.jobPosition.name} errors={fields.jobPosition.errors} inputProps={getInputProps(fields.jobPosition, { type: "text" })} />
        <FormField label={t("users.fields.type")} name={fields.type.name} errors={fields.type.errors}>
          <NativeSelect key={typeKey} {...typeProps}>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("users.fields.country")} name={fields.country.name} errors={fields.country.errors} inputProps={getInputProps(fields.country, { type: "text" })} />
      </div>

      <fieldset className="space-y-2" aria-describedby={fields.roles.errors ? fields.roles.errorId : undefined}>
        <legend className="text-sm font-medium">
          {t("users.fields.roles")} <span className="text-xs font-normal text-muted-foreground">{t("users.fields.primaryRole")}</span>
        </legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3 lg:grid-cols-4">
          {roles.map((r) => (
            <label key={r.name} className="flex items-center gap-2 text-sm">
              <Checkbox name={fields.roles.name} value={r.name} defaultChecked={chosenRoles.has(r.name)} disabled={!rolesEditable} />
              {label.role(r.name, r.label)}
            </label>
          ))}
        </div>
        {!rolesEditable ? (
          <>
            {[...chosenRoles].map((r) => (
              <input key={r} type="hidden" name={fields.roles.name} value={r} />
            ))}
            <p className="text-xs text-muted-foreground">{t("users.fields.ownRoles")}</p>
          </>
        ) : null}
        <FieldError id={fields.roles.errorId} errors={fields.roles.errors} />
      </fieldset>

      <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-[14rem_1fr]">
        <legend className="px-1 text-sm font-medium">{t("users.fields.dataAccess")}</legend>
        <FormField label={t("users.fields.accessLevel")} name={fields.levelAccess.name} errors={fields.levelAccess.errors} description={t("users.fields.accessLevelHint")}>
          <NativeSelect key={levelKey} {...levelProps} disabled={!accessEditable}>
            {LEVEL_ACCESS.map((l) => (
              <option key={l} value={l}>
                {t(`users.fields.level${l}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {!accessEditable ? <input type="hidden" name={fields.levelAccess.name} value={String(fields.levelAccess.value ?? defaults.levelAccess)} /> : null}
        <div className="space-y-1.5">
          <p className="text-sm font-medium">{t("users.fields.grantDivisions")}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            {divisions.map((d) => (
              <label key={d.value} className="flex items-center gap-2 text-xs">
                <Checkbox name={fields.grantAccess.name} value={d.value} defaultChecked={chosenGrants.has(d.value)} disabled={!accessEditable} />
                {d.label} <span className="font-mono text-muted-foreground">{d.value}</span>
              </label>
            ))}
          </div>
          {!accessEditable
            ? [...chosenGrants].map((g) => <input key={g} type="hidden" name={fields.grantAccess.name} value={g} />)
            : null}
          <FieldError id={fields.grantAccess.errorId} errors={fields.grantAccess.errors} />
          {!accessEditable ? <p className="text-xs text-muted-foreground">{t("users.fields.accessNote")}</p> : null}
        </div>
      </fieldset>
    </div>
  );
}
