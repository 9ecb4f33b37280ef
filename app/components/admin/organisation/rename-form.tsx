import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { FormErrors, useIntentForm } from "./intent-form";
import { RenameSchema } from "./node-schemas";
import type { OrgData } from "./org-data";

export function RenameForm({ data }: { data: OrgData }) {
  const s = data.selected!;
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useIntentForm("rename", RenameSchema, `rename-${s.id}`, { name: s.name, code: s.code, loker: s.loker ?? "" });
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">Rename</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <FormField label="Name" name={fields.name.name} required errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Code" name={fields.code.name} required errors={fields.code.errors} inputProps={{ ...getInputProps(fields.code, { type: "text" }), className: "font-mono uppercase" }} />
            <FormField label="Loker" name={fields.loker.name} errors={fields.loker.errors} inputProps={{ ...getInputProps(fields.loker, { type: "text" }), className: "uppercase" }} />
          </div>
          <Button type="submit" name="intent" value="rename" size="sm" disabled={busy}>
            <Pencil aria-hidden="true" /> Save
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
