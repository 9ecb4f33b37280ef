import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDateTimeId } from "~/domain/dates";
import type { MachineData } from "./machine-data";

export function InstancePicker({ data }: { data: MachineData }) {
  const { machine, picker, q, entityError, instance, instanceLabel } = data;
  const { t } = useTranslation(["inspector", "common"]);
  if (!machine.entity) {
    return <p className="text-sm text-muted-foreground">{t("picker.notStored")}</p>;
  }
  const label =
    machine.entity === "invoice" || machine.entity === "taxInvoice"
      ? t("picker.invoiceNumber")
      : machine.entity === "billing"
        ? t("picker.billingNumber")
        : machine.entity === "recurring"
          ? t("picker.recurringId")
          : t("picker.entityId");
  return (
    <div className="space-y-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1 space-y-1">
          <Label htmlFor="entity">{label}</Label>
          <Input id="entity" name="entity" defaultValue={q.entity} list="recent-instances" placeholder={machine.entity === "invoice" ? "INV-ST-261100-0001" : ""} autoComplete="off" />
          <datalist id="recent-instances">
            {picker.map((p) => (
              <option key={p.entityId} value={p.entityId}>
                {p.label}
              </option>
            ))}
          </datalist>
        </div>
        <Button type="submit">{t("picker.open")}</Button>
        {instance ? (
          <Button asChild variant="ghost">
            <Link to={`/admin/machines/${machine.id}`}>{t("common:clear")}</Link>
          </Button>
        ) : null}
      </Form>
      {entityError ? (
        <Alert variant="destructive">
          <AlertDescription>{entityError}</AlertDescription>
        </Alert>
      ) : null}
      {instance ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" aria-label={t("picker.instance")}>
          <div>
            <dt className="text-xs text-muted-foreground">{t("picker.instance")}</dt>
            <dd className="font-medium">{instanceLabel ?? instance.entityId}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("picker.currentState")}</dt>
            <dd>
              <Badge className="font-mono">{instance.state}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("picker.since")}</dt>
            <dd>{formatDateTimeId(instance.stateSince)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("picker.version")}</dt>
            <dd className="tabular-nums">
              {t("picker.versions", { version: instance.version, machineVersion: instance.machineVersion })}
            </dd>
          </div>
        </dl>
      ) : picker.length ? (
        <div className="text-sm">
          <p className="mb-1 text-xs text-muted-foreground">{t("picker.recent")}</p>
          <ul className="flex flex-wrap gap-2">
            {picker.map((p) => (
              <li key={p.entityId}>
                <Link to={`/admin/machines/${machine.id}?entity=${encodeURIComponent(p.entityId)}`} className="inline-flex items-center gap-1.5 rounded-md border px-2 py-1 hover:bg-accent">
                  <span>{p.label}</span>
                  <span className="font-mono text-xs text-muted-foreground">{p.state}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("picker.none")}</p>
      )}
    </div>
  );
}
