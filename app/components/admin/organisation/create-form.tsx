import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { OrgNodeCreateSchema } from "~/lib/admin-schemas";
import { FormErrors, useIntentForm } from "./intent-form";
import { asKind } from "./node-schemas";
import type { OrgData } from "./org-data";

export function CreateForm({ data }: { data: OrgData }) {
  const s = data.selected!;
  const [form, fields] = useIntentForm("create", OrgNodeCreateSchema, `create-under-${s.id}`);
  const { t } = useTranslation("admin");
  const kind = asKind(s.childKind!);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">{t(`organisation.create.${kind}.title`, { parent: s.name })}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="parentId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <FormField label={t(`organisation.create.${kind}.name`)} name={fields.name.name} required errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t(`organisation.create.${kind}.code`)} name={fields.code.name} required errors={fields.code.errors} inputProps={{ ...getInputProps(fields.code, { type: "text" }), className: "font-mono uppercase" }} />
            <FormField label={t(`organisation.create.${kind}.loker`)} name={fields.loker.name} errors={fields.loker.errors} inputProps={{ ...getInputProps(fields.loker, { type: "text" }), className: "uppercase" }} />
          </div>
          <Button type="submit" name="intent" value="create" size="sm">
            <Plus aria-hidden="true" /> {t(`organisation.create.${kind}.submit`)}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
