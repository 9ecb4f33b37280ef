import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { COLOR_TONES } from "~/components/layout/icon-catalogue";
import { MenuIcon } from "~/components/layout/menu-icon";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { useServerMessage } from "~/lib/server-message";
import type { action } from "~/routes/_portal.admin.menu";
import { MenuItemSchema, menuKinds } from "./menu-item-schema";
import type { MenuRow } from "./menu-row";

export function EntryForm({ editing, roles, groups }: { editing: MenuRow | null; roles: { name: string; label: string }[]; groups: MenuRow[] }) {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation(["admin", "common"]);
  const labels = useAdminLabels();
  const message = useServerMessage();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `menu-entry-${editing?.id ?? "new"}`,
    lastResult,
    defaultValue: editing
      ? { kind: editing.kind, title: editing.title, url: editing.url ?? "", icon: editing.icon ?? "", badge: editing.badge ?? "", badgeColor: editing.badgeColor ?? "primary", parentId: editing.parentId ?? "", newTab: editing.newTab ? "on" : undefined }
      : { kind: "item", badgeColor: "primary" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MenuItemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [icon, setIcon] = useState(editing?.icon ?? "");
  const [kind, setKind] = useState<string>(editing?.kind ?? "item");
  const chosenRoles = new Set(editing?.roles ?? []);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {form.errors?.length ? (
        <Alert variant="destructive">
          <AlertDescription>{form.errors.map(message).join(" ")}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label={t("menu.form.kind")} name="kind" errors={fields.kind.errors}>
        <NativeSelect {...getSelectProps(fields.kind)} onChange={(e) => setKind(e.target.value)}>
          {menuKinds.map((k) => (
            <option key={k} value={k}>
              {t(`menu.kinds.${k}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("menu.form.title")} name="title" required errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
      <FormField
        label={t("menu.form.address")}
        name="url"
        errors={fields.url.errors}
        description={kind === "external" ? t("menu.form.addressExternal") : kind === "item" ? t("menu.form.addressItem") : t("menu.form.addressOther")}
        inputProps={getInputProps(fields.url, { type: "text" })}
      />
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <FormField label={t("menu.form.icon")} name="icon" errors={fields.icon.errors} description={t("menu.form.iconHelp")} inputProps={{ ...getInputProps(fields.icon, { type: "text" }), placeholder: "ri:bill-line", onChange: (e) => setIcon(e.target.value) }} />
        <span className="mb-[42px] flex size-9 items-center justify-center rounded-md border bg-muted/40" aria-label={t("menu.form.iconPreview")} role="img">
          <MenuIcon value={icon} />
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("menu.form.badge")} name="badge" errors={fields.badge.errors} description={t("menu.form.badgeHelp")} inputProps={getInputProps(fields.badge, { type: "text" })} />
        <FormField label={t("menu.form.badgeColour")} name="badgeColor" errors={fields.badgeColor.errors}>
          <NativeSelect {...getSelectProps(fields.badgeColor)}>
            {COLOR_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`menu.form.tones.${tone}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={t("menu.form.parent")} name="parentId" errors={fields.parentId.errors} description={t("menu.form.parentHelp")}>
        <NativeSelect {...getSelectProps(fields.parentId)}>
          <option value="">{t("menu.form.topLevel")}</option>
          {groups
            .filter((g) => g.id !== editing?.id)
            .map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
        </NativeSelect>
      </FormField>
      <fieldset aria-describedby={fields.roles.errors ? `${fields.roles.id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("menu.form.roles")}</legend>
        <input type="hidden" name={fields.roles.name} value="" />
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
          {roles.map((r) => (
            <label key={r.name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={fields.roles.name} value={r.name} defaultChecked={chosenRoles.has(r.name)} className="size-4 accent-[hsl(var(--primary))]" />
              {labels.role(r.name, r.label)}
            </label>
          ))}
        </div>
        <FieldError id={`${fields.roles.id}-error`} errors={fields.roles.errors} className="mt-1.5" />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.newTab.name} defaultChecked={fields.newTab.initialValue === "on"} className="size-4 accent-[hsl(var(--primary))]" />
        {t("menu.form.newTab")}
      </label>
      <div className="flex justify-end gap-2 border-t pt-4">
        <Button asChild variant="ghost">
          <Link to="/admin/menu">{t("common:cancel")}</Link>
        </Button>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {editing ? t("menu.form.save") : t("menu.form.add")}
        </Button>
      </div>
    </Form>
  );
}
