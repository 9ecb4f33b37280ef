import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { FormErrors, useIntentForm } from "./intent-form";
import { RenameSchema } from "./node-schemas";
import type { OrgData } from "./org-data";

export function RenameForm({ data }: { data: OrgData }) {
  const { t } = useTranslation("admin");
  const s = data.selected!;
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useIntentForm("rename", RenameSchema, `rename-${s.id}`, { name: s.name, code: s.code, loker: s.loker ?? "" });
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">{t("organisation.rename.title")}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <FormField label={t("organisation.rename.name")} name={fields.name.name} required errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t("organisation.rename.code")} name={fields.code.name} required errors={fields.code.errors} inputProps={{ ...getInputProps(fields.code, { type: "text" }), className: "font-mono uppercase" }} />
            <FormField label={t("organisation.rename.loker")} name={fields.loker.name} errors={fields.loker.errors} inputProps={{ ...getInputProps(fields.loker, { type: "text" }), className: "uppercase" }} />
          </div>
          <Button type="submit" name="intent" value="rename" size="sm" disabled={busy}>
            <Pencil aria-hidden="true" /> {t("organisation.rename.save")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
