import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData } from "@remix-run/react";
import { MapPin, Unlink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Detail } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { PositionMappingSchema } from "~/lib/admin-schemas";
import { useServerMessage } from "~/lib/server-message";
import type { action } from "~/routes/_portal.admin.users.$id";
import type { UserData } from "./user-data";

export function PositionCard({ data }: { data: UserData }) {
  const { t } = useTranslation("admin");
  const message = useServerMessage();
  const mapping = data.user.positionMapping;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "user-position",
    lastResult: actionData?.intent === "position" ? actionData.result : undefined,
    defaultValue: { positionId: mapping.position?._id ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PositionMappingSchema }),
    shouldValidate: "onSubmit",
  });
  const groups = new Map<string, typeof data.positions>();
  for (const p of data.positions) groups.set(`${p.division} › ${p.unit}`, [...(groups.get(`${p.division} › ${p.unit}`) ?? []), p]);
  const mapped = mapping.company || mapping.division || mapping.unit || mapping.position;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>{t("users.detail.position")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {mapped ? (
          <dl>
            <Detail label={t("users.detail.company")}>{mapping.company?.name ?? "—"}</Detail>
            <Detail label={t("users.detail.division")}>{mapping.division?.name ?? "—"}</Detail>
            <Detail label={t("users.detail.unit")}>{mapping.unit?.name ?? "—"}</Detail>
            <Detail label={t("users.detail.positionLabel")}>{mapping.position?.name ?? "—"}</Detail>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("users.detail.notMapped")}</p>
        )}
        {data.canManage ? (
          <>
            <Form method="post" {...getFormProps(form)} className="space-y-2">
              {form.errors?.length ? <p className="text-xs font-medium text-destructive">{form.errors.map(message).join(" ")}</p> : null}
              <Label htmlFor={fields.positionId.id}>{t("users.detail.mapTo")}</Label>
              <NativeSelect
                id={fields.positionId.id}
                name={fields.positionId.name}
                defaultValue={mapping.position?._id ?? ""}
                aria-invalid={fields.positionId.errors ? true : undefined}
                aria-describedby={fields.positionId.errors ? fields.positionId.errorId : undefined}
                className="text-sm"
              >
                <option value="">{t("users.detail.choosePosition")}</option>
                {[...groups.entries()].map(([group, list]) => (
                  <optgroup key={group} label={group}>
                    {list.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
              <FieldError id={fields.positionId.errorId} errors={fields.positionId.errors} />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="position" size="sm">
                  <MapPin aria-hidden="true" /> {t("users.detail.saveMapping")}
                </Button>
              </div>
            </Form>
            {mapped ? (
              <Form method="post">
                <Button type="submit" name="intent" value="clear-position" variant="outline" size="sm">
                  <Unlink aria-hidden="true" /> {t("users.detail.removeMapping")}
                </Button>
              </Form>
            ) : null}
          </>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t("users.detail.treeEditedUnder")}{" "}
          <Link to="/admin/organisation" className="text-primary underline underline-offset-4">
            {t("users.detail.organisation")}
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
