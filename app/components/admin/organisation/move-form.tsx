import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FolderInput } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { FormErrors, useIntentForm } from "./intent-form";
import { asKind, MoveSchema } from "./node-schemas";
import type { OrgData } from "./org-data";

export function MoveForm({ data }: { data: OrgData }) {
  const { t } = useTranslation("admin");
  const s = data.selected!;
  const [form, fields] = useIntentForm("move", MoveSchema, `move-${s.id}`, { parentId: s.parentId ?? "" });
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">{t("organisation.move.title")}</h3>
        </CardTitle>
        <CardDescription>{t(`organisation.move.${asKind(s.kind)}`, { level: s.level - 1 })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <div className="space-y-1.5">
            <Label htmlFor={fields.parentId.id}>{t("organisation.move.newParent")}</Label>
            <NativeSelect id={fields.parentId.id} name={fields.parentId.name} defaultValue={s.parentId ?? ""} aria-invalid={fields.parentId.errors ? true : undefined} aria-describedby={fields.parentId.errors ? fields.parentId.errorId : undefined}>
              {s.parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.code})
                </option>
              ))}
            </NativeSelect>
            <FieldError id={fields.parentId.errorId} errors={fields.parentId.errors} />
          </div>
          <Button type="submit" name="intent" value="move" size="sm" variant="outline">
            <FolderInput aria-hidden="true" /> {t("organisation.move.submit")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
