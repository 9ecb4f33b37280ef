import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { COLOR_TONES, ICON_HELP } from "~/components/layout/icon-catalogue";
import { MenuIcon } from "~/components/layout/menu-icon";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import type { action } from "~/routes/_portal.admin.menu";
import { KIND_LABEL, MenuItemSchema, menuKinds } from "./menu-item-schema";
import type { MenuRow } from "./menu-row";

export function EntryForm({ editing, roles, groups }: { editing: MenuRow | null; roles: { name: string; label: string }[]; groups: MenuRow[] }) {
  const lastResult = useActionData<typeof action>();
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
          <AlertDescription>{form.errors.join(" ")}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Kind" name="kind" errors={fields.kind.errors}>
        <NativeSelect {...getSelectProps(fields.kind)} onChange={(e) => setKind(e.target.value)}>
          {menuKinds.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Title" name="title" required errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
      <FormField
        label="Address"
        name="url"
        errors={fields.url.errors}
        description={kind === "external" ? "A full address, e.g. https://efaktur.pajak.go.id" : kind === "item" ? "A portal path, e.g. /invoices. Its pages are then open only to the roles below." : "Headers and groups are not links; this is ignored."}
        inputProps={getInputProps(fields.url, { type: "text" })}
      />
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <FormField label="Icon" name="icon" errors={fields.icon.errors} description={ICON_HELP} inputProps={{ ...getInputProps(fields.icon, { type: "text" }), placeholder: "ri:bill-line", onChange: (e) => setIcon(e.target.value) }} />
        <span className="mb-[42px] flex size-9 items-center justify-center rounded-md border bg-muted/40" aria-label="Icon preview" role="img">
          <MenuIcon value={icon} />
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Badge" name="badge" errors={fields.badge.errors} description="Short text, e.g. New" inputProps={getInputProps(fields.badge, { type: "text" })} />
        <FormField label="Badge colour" name="badgeColor" errors={fields.badgeColor.errors}>
          <NativeSelect {...getSelectProps(fields.badgeColor)}>
            {COLOR_TONES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Inside group" name="parentId" errors={fields.parentId.errors} description="Items and external links may sit inside a collapsible group.">
        <NativeSelect {...getSelectProps(fields.parentId)}>
          <option value="">Top level</option>
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
        <legend className="mb-2 text-sm font-medium">Roles that see it</legend>
        <input type="hidden" name={fields.roles.name} value="" />
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
          {roles.map((r) => (
            <label key={r.name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={fields.roles.name} value={r.name} defaultChecked={chosenRoles.has(r.name)} className="size-4 accent-[hsl(var(--primary))]" />
              {r.label}
            </label>
          ))}
        </div>
        <FieldError id={`${fields.roles.id}-error`} errors={fields.roles.errors} className="mt-1.5" />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.newTab.name} defaultChecked={fields.newTab.initialValue === "on"} className="size-4 accent-[hsl(var(--primary))]" />
        Open external links in a new tab
      </label>
      <div className="flex justify-end gap-2 border-t pt-4">
        <Button asChild variant="ghost">
          <Link to="/admin/menu">Cancel</Link>
        </Button>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {editing ? "Save entry" : "Add entry"}
        </Button>
      </div>
    </Form>
  );
}
