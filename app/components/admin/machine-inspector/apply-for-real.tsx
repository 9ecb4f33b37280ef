import { Form, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useServerMessage } from "~/lib/server-message";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";
import { VerdictBadge } from "./verdict-badge";

/** Sends an event to the real instance through the workflow service, as the signed-in person. */
export function ApplyForReal({ data, error }: { data: MachineData; error: string | null }) {
  const { real, instance, machine, instanceLabel } = data;
  const navigation = useNavigation();
  const { t } = useTranslation("inspector");
  const message = useServerMessage();
  if (!real || !instance) return null;
  return (
    <Card className="border-destructive/40" role="region" aria-labelledby="apply-title">
      <CardHeader>
        <CardTitle id="apply-title">{t("apply.title")}</CardTitle>
        <CardDescription>
          <Trans t={t} i18nKey="apply.description" values={{ instance: instanceLabel ?? instance.entityId, state: real.state, actor: real.actorName }} components={{ mono: <span className="font-mono" /> }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={pageUrl(machine.id, { entity: instance.entityId })} className="space-y-3">
          <input type="hidden" name="entity" value={instance.entityId} />
          <input type="hidden" name="version" value={real.version} />
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{message(error)}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="apply-message">{t("apply.message")}</Label>
              <Input id="apply-message" name="applyMsg" placeholder={t("apply.messagePlaceholder")} aria-describedby="apply-message-help" />
              <p id="apply-message-help" className="text-xs text-muted-foreground">
                {t("apply.messageHelp")}
              </p>
            </div>
            <div className="space-y-1">
              <Label htmlFor="apply-extra">{t("apply.extra")}</Label>
              <Input id="apply-extra" name="applyExtra" className="font-mono text-xs" placeholder="{}" />
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="size-4" /> {machine.entity ? t(`apply.confirm.${machine.entity}`) : null}
          </label>
          <ul className="space-y-2">
            {real.verdicts.filter((v) => v.screen).map((v) => (
              <li key={v.event} className="flex flex-wrap items-center justify-between gap-2 rounded border px-3 py-2">
                <span className="font-mono text-sm">{v.event}</span>
                <span className="flex items-center gap-2">
                  <VerdictBadge v={v} />
                  <Button type="submit" size="sm" variant="destructive" name="intent" value={`apply:${v.event}`} disabled={navigation.state !== "idle"} aria-label={t("apply.applyEvent", { event: v.event })}>
                    {t("apply.apply")}
                  </Button>
                </span>
              </li>
            ))}
            {!real.verdicts.length ? <li className="text-sm text-muted-foreground">{t("apply.noEvent")}</li> : null}
          </ul>
          {real.verdicts.some((v) => !v.screen) ? (
            <p className="text-xs text-muted-foreground">
              <Trans
                t={t}
                i18nKey="apply.systemOnly"
                values={{ events: real.verdicts.filter((v) => !v.screen).map((v) => v.event).join(", ") }}
                components={{ mono: <span className="font-mono" /> }}
              />
            </p>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
