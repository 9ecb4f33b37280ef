import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData } from "@remix-run/react";
import { MapPin, Unlink } from "lucide-react";
import { Detail } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { PositionMappingSchema } from "~/lib/admin-schemas";
import type { action } from "~/routes/_portal.admin.users.$id";
import type { UserData } from "./user-data";

export function PositionCard({ data }: { data: UserData }) {
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
          <h2>Position in the organisation</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {mapped ? (
          <dl>
            <Detail label="Company">{mapping.company?.name ?? "—"}</Detail>
            <Detail label="Division">{mapping.division?.name ?? "—"}</Detail>
            <Detail label="Unit">{mapping.unit?.name ?? "—"}</Detail>
            <Detail label="Position">{mapping.position?.name ?? "—"}</Detail>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Not mapped: the portal uses the defaults (DIGITAL BUSINESS, DIT-DDB).</p>
        )}
        {data.canManage ? (
          <>
            <Form method="post" {...getFormProps(form)} className="space-y-2">
              {form.errors?.length ? <p className="text-xs font-medium text-destructive">{form.errors.join(" ")}</p> : null}
              <Label htmlFor={fields.positionId.id}>Map to position</Label>
              <NativeSelect
                id={fields.positionId.id}
                name={fields.positionId.name}
                defaultValue={mapping.position?._id ?? ""}
                aria-invalid={fields.positionId.errors ? true : undefined}
                aria-describedby={fields.positionId.errors ? fields.positionId.errorId : undefined}
                className="text-sm"
              >
                <option value="">Choose a position…</option>
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
                  <MapPin aria-hidden="true" /> Save mapping
                </Button>
              </div>
            </Form>
            {mapped ? (
              <Form method="post">
                <Button type="submit" name="intent" value="clear-position" variant="outline" size="sm">
                  <Unlink aria-hidden="true" /> Remove mapping
                </Button>
              </Form>
            ) : null}
          </>
        ) : null}
        <p className="text-xs text-muted-foreground">
          The tree is edited under{" "}
          <Link to="/admin/organisation" className="text-primary hover:underline">
            Organisation
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
