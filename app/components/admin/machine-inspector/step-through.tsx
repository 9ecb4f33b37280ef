import { Form, Link, useSubmit } from "@remix-run/react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";
import { SimulatedEvents } from "./simulated-events";
import { SimulatedSteps } from "./simulated-steps";

const json2 = (value: unknown) => JSON.stringify(value, null, 2);

/** Events sent to a simulation kept in the page's address: nothing is written. */
export function StepThrough({ data, error }: { data: MachineData; error: string | null }) {
  const { sim, actors, actorId, q, payloadError, machine } = data;
  const submit = useSubmit();
  return (
    <Card className="border-warning/50" role="region" aria-labelledby="step-through-title">
      <CardHeader>
        <CardTitle id="step-through-title">Step-through on a copy</CardTitle>
        <CardDescription>
          From {sim.origin}. Events go to a simulation kept in this page's address; nothing is written to the {machine.title.toLowerCase()}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sim.invalid ? (
          <Alert variant="destructive">
            <AlertDescription>That simulation link was altered or belongs to another machine; it was reset.</AlertDescription>
          </Alert>
        ) : null}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Simulated state</span>
          <Badge variant="warning" className="font-mono" data-testid="simulated-state">
            {sim.state}
          </Badge>
          {sim.done ? <span className="text-xs text-muted-foreground">final: accepts nothing more</span> : null}
        </div>
        {sim.focus?.description ? <p className="text-sm text-muted-foreground">{sim.focus.description}</p> : null}
        {q.state ? (
          <p className="text-sm">
            <Link to={pageUrl(machine.id, { ...q, state: undefined, sim: undefined })} preventScrollReset className="text-primary hover:underline">
              Step through from {data.instance ? "the instance's current state" : "the initial state"} instead
            </Link>
          </p>
        ) : null}
        <details className="text-sm" open={sim.steps.length > 0}>
          <summary className="cursor-pointer text-muted-foreground">Context</summary>
          <pre className="mt-2 max-h-48 overflow-auto rounded bg-muted p-2 text-xs" aria-label="Simulated context">
            {json2(sim.context)}
          </pre>
        </details>

        <Form method="get" action={`/admin/machines/${machine.id}`} className="space-y-3" preventScrollReset>
          {(["entity", "state", "step", "sim"] as const).map((k) => (q[k] ? <input key={k} type="hidden" name={k} value={q[k]} /> : null))}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="sim-actor">Act as</Label>
              <NativeSelect id="sim-actor" name="as" defaultValue={actorId} onChange={(e) => submit(e.currentTarget.form, { method: "get", preventScrollReset: true, replace: true })}>
                {actors.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="sim-message">Message</Label>
              <Input id="sim-message" name="msg" defaultValue={q.msg} placeholder="A reason, where the event needs one" />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor="sim-extra">Other fields (JSON)</Label>
            <Textarea id="sim-extra" name="extra" defaultValue={q.extra} rows={2} className="font-mono text-xs" placeholder='{"sequenceNo": 1}' aria-invalid={payloadError ? true : undefined} aria-describedby={payloadError ? "sim-extra-error" : undefined} />
            {payloadError ? (
              <p id="sim-extra-error" className="text-xs text-destructive">
                {payloadError}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="outline" size="sm">
            Evaluate events
          </Button>
        </Form>

        <SimulatedEvents data={data} />
        <SimulatedSteps data={data} />
      </CardContent>
    </Card>
  );
}
