import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";
import { VerdictBadge } from "./verdict-badge";

const json2 = (value: unknown) => JSON.stringify(value, null, 2);

/** Events sent to a simulation kept in the page's address: nothing is written. */
export function StepThrough({ data, error }: { data: MachineData; error: string | null }) {
  const { sim, verdicts, actors, actorId, q, payloadError, machine } = data;
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const action = pageUrl(machine.id, q);
  const live = verdicts.filter((v) => v.kind !== "notAccepted");
  const others = verdicts.filter((v) => v.kind === "notAccepted");
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

        <Form method="post" action={action} preventScrollReset>
          {(["entity", "state", "step", "sim", "as", "msg", "extra"] as const).map((k) => (
            <input key={k} type="hidden" name={k} value={k === "as" ? actorId : q[k]} />
          ))}
          <Table aria-label="Events in the simulated state">
            <TableHeader>
              <TableRow>
                <TableHead>Event</TableHead>
                <TableHead>Now</TableHead>
                <TableHead className="sr-only">Send</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {live.map((v) => (
                <TableRow key={v.event} data-event={v.event}>
                  <TableCell className="font-mono text-xs">{v.event}</TableCell>
                  <TableCell>
                    <VerdictBadge v={v} />
                    {v.guards.some((g) => g.reason) ? <p className="mt-1 text-xs text-muted-foreground">{v.guards.map((g) => g.reason).filter(Boolean).join("; ")}</p> : null}
                  </TableCell>
                  <TableCell className="text-end">
                    <Button type="submit" size="sm" variant={v.kind === "accepted" ? "default" : "outline"} name="intent" value={`simulate:${v.event}`} disabled={busy || Boolean(payloadError)} aria-label={`Simulate ${v.event}`}>
                      Simulate
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {!live.length ? (
                <TableRow>
                  <TableCell colSpan={3} className="text-sm text-muted-foreground">
                    No event is handled in this state.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
          {others.length ? (
            <p className="mt-2 text-xs text-muted-foreground">
              Not handled in this state: <span className="font-mono">{others.map((v) => v.event).join(", ")}</span>
            </p>
          ) : null}
        </Form>

        {sim.steps.length ? (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Simulated steps</h3>
            <ol className="space-y-1 text-sm" aria-label="Simulated steps">
              <li className="text-xs text-muted-foreground">
                start: <span className="font-mono">{sim.baseState}</span>
              </li>
              {sim.steps.map((s, i) => (
                <li key={i} className="flex flex-wrap items-baseline gap-x-2">
                  <span className="tabular-nums">{i + 1}.</span>
                  <span className="font-mono">{s.event}</span>
                  <span className="text-xs text-muted-foreground">as {s.actorName}</span>
                  {s.accepted ? (
                    <span className="font-mono text-xs">
                      {s.from} → {s.to}
                    </span>
                  ) : (
                    <Badge variant="warning" className="font-normal">
                      refused{s.blockedBy.length ? `: ${s.blockedBy.join(", ")}` : ": not in this state"}
                    </Badge>
                  )}
                </li>
              ))}
            </ol>
            {sim.effects.length ? <p className="text-xs text-muted-foreground">Would have queued (not run): {sim.effects.join(", ")}</p> : null}
            <Form method="post" action={action} className="flex gap-2" preventScrollReset>
              {(["entity", "state", "step", "sim", "as", "msg", "extra"] as const).map((k) => (
                <input key={k} type="hidden" name={k} value={q[k]} />
              ))}
              <Button type="submit" size="sm" variant="outline" name="intent" value="undo" disabled={busy}>
                Undo last step
              </Button>
              <Button type="submit" size="sm" variant="ghost" name="intent" value="reset" disabled={busy}>
                Reset simulation
              </Button>
            </Form>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
