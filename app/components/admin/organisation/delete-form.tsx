import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors, useIntentForm } from "./intent-form";
import { DeleteSchema } from "./node-schemas";
import type { OrgData } from "./org-data";

export function DeleteForm({ data }: { data: OrgData }) {
  const { t } = useTranslation("admin");
  const s = data.selected!;
  const [form] = useIntentForm("delete", DeleteSchema, `delete-${s.id}`);
  const d = s.dependents;
  const blocked = d.children + d.users + d.products + d.documents > 0;
  return (
    <Card className="border-destructive/40">
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm text-destructive">{t("organisation.delete.title")}</h3>
        </CardTitle>
        <CardDescription>{blocked ? t("organisation.delete.blocked") : t("organisation.delete.free")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <Button type="submit" name="intent" value="delete" size="sm" variant="destructive">
            <Trash2 aria-hidden="true" /> {t("organisation.delete.submit", { name: s.name })}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
