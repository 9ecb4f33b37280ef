import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useServerMessage } from "~/lib/server-message";
import type { MachineData } from "./machine-data";
import { machineText } from "./machine-text";
import { pageUrl } from "./page-url";
import { SimulatedEvents } from "./simulated-events";
import { SimulatedSteps } from "./simulated-steps";

const json2 = (value: unknown) => JSON.stringify(value, null, 2);

/** Events sent to a simulation kept in the page's address: nothing is written. */
export function StepThrough({ data, error }: { data: MachineData; error: string | null }) {
  const { sim, actors, actorId, q, payloadError, machine } = data;
  const submit = useSubmit();
  const { t } = useTranslation("inspector");
  const message = useServerMessage();
  const text = machineText(t);
  const start = sim.start;
  // A token from before `start` was kept says where it began only in English.
  const origin = !start
    ? sim.origin
    : start.state
      ? start.name
        ? t("stepThrough.origin.stateWithContext", { state: start.state, name: start.name })
        : t("stepThrough.origin.state", { state: start.state })
      : start.name
        ? t("stepThrough.origin.currentOf", { name: start.name })
        : t("stepThrough.origin.initial");
  const actorLabel = (a: (typeof actors)[number]) => (a.system ? t("actors.system") : a.signer ? t("actors.signer", { name: a.name, roles: a.roles.join(", ") }) : a.label);
  return (
    <Card className="border-warning/50" role="region" aria-labelledby="step-through-title">
      <CardHeader>
        <CardTitle id="step-through-title">{t("stepThrough.title")}</CardTitle>
        <CardDescription>{t("stepThrough.description", { origin, machine: text.title(machine.id).toLowerCase() })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sim.invalid ? (
          <Alert variant="destructive">
            <AlertDescription>{t("stepThrough.invalid")}</AlertDescription>
          </Alert>
        ) : null}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{message(error)}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t("stepThrough.simulatedState")}</span>
          <Badge variant="warning" className="font-mono" data-testid="simulated-state">
            {sim.state}
          </Badge>
          {sim.done ? <span className="text-xs text-muted-foreground">{t("stepThrough.final")}</span> : null}
        </div>
        {sim.focus?.description ? <p className="text-sm text-muted-foreground">{text.state(machine.id, sim.focus.path, sim.focus.description)}</p> : null}
        {q.state ? (
          <p className="text-sm">
            <Link to={pageUrl(machine.id, { ...q, state: undefined, sim: undefined })} preventScrollReset className="text-primary hover:underline">
              {data.instance ? t("stepThrough.fromCurrent") : t("stepThrough.fromInitial")}
            </Link>
          </p>
        ) : null}
        <details className="text-sm" open={sim.steps.length > 0}>
          <summary className="cursor-pointer text-muted-foreground">{t("stepThrough.context")}</summary>
          <pre className="mt-2 max-h-48 overflow-auto rounded bg-muted p-2 text-xs" aria-label={t("stepThrough.simulatedContext")}>
            {json2(sim.context)}
          </pre>
        </details>

        <Form method="get" action={`/admin/machines/${machine.id}`} className="space-y-3" preventScrollReset>
          {(["entity", "state", "step", "sim"] as const).map((k) => (q[k] ? <input key={k} type="hidden" name={k} value={q[k]} /> : null))}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="sim-actor">{t("stepThrough.actAs")}</Label>
              <NativeSelect id="sim-actor" name="as" defaultValue={actorId} onChange={(e) => submit(e.currentTarget.form, { method: "get", preventScrollReset: true, replace: true })}>
                {actors.map((a) => (
                  <option key={a.id} value={a.id}>
                    {actorLabel(a)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="sim-message">{t("stepThrough.message")}</Label>
              <Input id="sim-message" name="msg" defaultValue={q.msg} placeholder={t("stepThrough.messagePlaceholder")} />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor="sim-extra">{t("stepThrough.extra")}</Label>
            <Textarea id="sim-extra" name="extra" defaultValue={q.extra} rows={2} className="font-mono text-xs" placeholder='{"sequenceNo": 1}' aria-invalid={payloadError ? true : undefined} aria-describedby={payloadError ? "sim-extra-error" : undefined} />
            {payloadError ? (
              <p id="sim-extra-error" className="text-xs text-destructive">
                {message(payloadError)}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="outline" size="sm">
            {t("stepThrough.evaluate")}
          </Button>
        </Form>

        <SimulatedEvents data={data} />
        <SimulatedSteps data={data} />
      </CardContent>
    </Card>
  );
}
