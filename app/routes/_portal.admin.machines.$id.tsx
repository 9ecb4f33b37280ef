import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { machineChart } from "~/components/statechart/layout.server";
import { type ChartHighlight, Statechart, StatechartLegend } from "~/components/statechart/statechart";
import { StuckTable, ThresholdList } from "~/components/statechart/stuck-table";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeId } from "~/domain/dates";
import { activePaths } from "~/lib/statechart";
import { cn } from "~/lib/utils";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import {
  actorFor,
  applyForReal,
  decodeSimulation,
  encodeSimulation,
  findInstance,
  getMachineEntry,
  instanceHistory,
  instanceLabelOf,
  instancePicker,
  parsePayload,
  replayHighlight,
  restore,
  runSimulation,
  simulateStep,
  simulationActors,
  SCREEN_PERMISSIONS,
  simulationOrigin,
  stuckInstances,
  verdictsFor,
} from "~/services/inspector.server";
import { actorOf, workflow } from "~/services/workflows.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.machine.title ?? "Machine"} machine · Digimon` }];
export const handle = { title: "Machine" };

/** The URL parameters of this page: the instance, the replayed step, the chosen state, the simulation and its actor and payload. */
const PARAMS = ["entity", "step", "state", "sim", "as", "msg", "extra"] as const;
type Params = Partial<Record<(typeof PARAMS)[number], string>>;

function pageUrl(id: string, params: Params) {
  const search = new URLSearchParams();
  for (const key of PARAMS) if (params[key]) search.set(key, params[key]!);
  const q = search.toString();
  return `/admin/machines/${encodeURIComponent(id)}${q ? `?${q}` : ""}`;
}

const field = z.string().trim().max(2000).optional().default("");
export const InspectorActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("simulate"), event: z.string().min(1), as: z.string().min(1, "Choose who acts"), msg: field, extra: field, sim: z.string().optional(), entity: field, state: field, step: field }),
  z.object({ kind: z.literal("undo"), sim: z.string().min(1), as: field, msg: field, extra: field, entity: field, state: field, step: field }),
  z.object({ kind: z.literal("reset"), as: field, msg: field, extra: field, entity: field, state: field, step: field }),
  z.object({
    kind: z.literal("apply"),
    event: z.string().min(1),
    entity: z.string().min(1, "Choose an instance first"),
    version: z.coerce.number().int().positive().optional(),
    applyMsg: field,
    applyExtra: field,
    confirm: z.literal("yes", { errorMap: () => ({ message: "Tick the box to confirm that this changes the real document." }) }),
  }),
]);

/** A button's `intent` ("simulate:invoice.approve", "apply:…", "undo", "reset") into the schema's kind and event. */
function parseIntent(form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const [kind, ...rest] = intent.split(":");
  const values: Record<string, unknown> = Object.fromEntries([...form.entries()].filter(([k]) => k !== "intent").map(([k, v]) => [k, String(v)]));
  return InspectorActionSchema.safeParse({ ...values, kind, event: rest.join(":") || undefined });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, "read:machine");
  const entry = getMachineEntry(params.id ?? "");
  if (!entry) throw httpError(404, `There is no machine "${params.id}". The machines page lists them all.`);
  const url = new URL(request.url);
  const q = Object.fromEntries(PARAMS.map((k) => [k, url.searchParams.get(k) ?? ""])) as Required<Params>;
  const { model, chart } = await machineChart(entry.machine, entry.version);

  const instance = findInstance(entry, q.entity || null);
  const entityError = q.entity && !instance ? (entry.entity ? `No ${entry.title.toLowerCase()} instance matches "${q.entity}".` : `${entry.title} instances live in the browser session; there are none to pick.`) : null;
  const history = instance ? instanceHistory(entry, instance) : [];
  const requested = Number.parseInt(q.step, 10);
  const step = history.length ? Math.min(Math.max(Number.isFinite(requested) ? requested : history.length, 1), history.length) : 0;
  const replay = replayHighlight(history, step);

  const chosen = q.state || null;
  const decoded = decodeSimulation(q.sim, entry.id);
  const sim = decoded ?? simulationOrigin(entry, instance, chosen);
  const run = runSimulation(entry, sim);

  let payloadError: string | null = null;
  let payload: Record<string, unknown> = { message: q.msg };
  try {
    payload = parsePayload(q.msg, q.extra);
  } catch (e) {
    payloadError = (await responseMessage(e)) ?? "Those fields could not be read.";
  }
  const actors = simulationActors(run.context);
  const actorId = actors.some((a) => a.id === q.as) ? q.as : actors.find((a) => a.id === user.id)?.id ?? actors[0].id;
  const verdicts = verdictsFor(entry, run.snapshot, actorFor(actorId), payload);

  const canApply = hasPermission(user, "apply:machine");
  const bound = entry.entity ? workflow().bindings.has(entry.entity) : false;
  const real =
    instance && canApply && bound
      ? {
          version: instance.version,
          state: instance.state,
          actorName: user.displayName,
          // Judged for the signed-in person with some reason typed: the reason itself is asked for in the form.
          verdicts: verdictsFor(entry, restore(entry.machine, { value: instance.value as never, context: instance.context }), actorOf(user, "inspector"), { ...payload, message: "reason" }).filter((v) => v.kind !== "notAccepted")
            .map((v) => ({ ...v, screen: v.event in SCREEN_PERMISSIONS })),
        }
      : null;

  const simulating = Boolean(decoded) || Boolean(chosen) || !instance;
  const highlight: ChartHighlight = {
    ...replay,
    focus: simulating ? [...activePaths(run.state)] : [],
    simulated: run.steps.flatMap((s) => s.transitionIds),
  };
  const focusState = model.states.find((s) => s.path === run.state.split("|")[0]) ?? null;

  return json({
    machine: { id: entry.id, title: entry.title, version: entry.version, description: entry.description, entity: entry.entity, stateCount: model.states.filter((s) => s.parent !== null).length, eventCount: model.events.length },
    chart,
    states: model.states.filter((s) => s.parent !== null).map((s) => ({ path: s.path, type: s.type, description: s.description })),
    q,
    entityError,
    instance: instance && { entityId: instance.entityId, kind: instance.kind, state: instance.state, version: instance.version, machineVersion: instance.machineVersion, stateSince: instance.stateSince, updatedAt: instance.updatedAt, context: instance.context },
    instanceLabel: instance ? instanceLabelOf(instance.kind, instance.entityId) : null,
    picker: instancePicker(entry),
    history,
    step,
    highlight,
    sim: {
      token: decoded ? q.sim : null,
      invalid: Boolean(q.sim) && !decoded,
      origin: sim.origin,
      baseState: runSimulation(entry, { ...sim, steps: [] }).state,
      steps: run.steps,
      state: run.state,
      context: run.context,
      done: run.done,
      effects: run.effects,
      focus: focusState && { path: focusState.path, description: focusState.description, entry: focusState.entry, type: focusState.type },
    },
    actors,
    actorId,
    payloadError,
    verdicts,
    real,
    canApply,
    stuck: stuckInstances(entry.id),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, "read:machine");
  const entry = getMachineEntry(params.id ?? "");
  if (!entry) throw httpError(404, `There is no machine "${params.id}".`);
  const parsed = parseIntent(await readForm(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return json({ kind: "error" as const, message: issue?.message ?? "That request could not be read." }, { status: 400 });
  }
  const input = parsed.data;

  if (input.kind === "apply") {
    await requireUserWithPermission(request, "apply:machine");
    try {
      const payload = parsePayload(input.applyMsg, input.applyExtra);
      const result = applyForReal(user, entry, input.entity, input.event, payload, input.version);
      const headers = await withToast(request, { kind: "success", title: `Applied ${input.event}`, description: `${result.from} → ${result.to}, logged as done via the inspector.` });
      return redirect(pageUrl(entry.id, { entity: input.entity }), { headers });
    } catch (e) {
      if (!(e instanceof Response)) throw e;
      return json({ kind: "apply" as const, message: (await responseMessage(e)) ?? "The event was refused." }, { status: e.status });
    }
  }

  const keep: Params = { entity: input.entity, state: input.state, step: input.step, as: input.as, msg: input.msg, extra: input.extra };
  if (input.kind === "reset") return redirect(pageUrl(entry.id, keep));
  const current = decodeSimulation(input.sim, entry.id);
  if (input.sim && !current) return json({ kind: "simulate" as const, message: "That simulation link was altered or belongs to another machine; it was reset." }, { status: 400 });
  if (input.kind === "undo") {
    const steps = current!.steps.slice(0, -1);
    return redirect(pageUrl(entry.id, { ...keep, sim: steps.length ? encodeSimulation({ ...current!, steps }) : undefined }));
  }
  try {
    const base = current ?? simulationOrigin(entry, findInstance(entry, input.entity || null), input.state || null);
    const payload = parsePayload(input.msg, input.extra);
    const next = simulateStep(entry, base, { event: input.event, actorId: input.as, payload });
    return redirect(pageUrl(entry.id, { ...keep, sim: encodeSimulation(next) }));
  } catch (e) {
    if (!(e instanceof Response)) throw e;
    return json({ kind: "simulate" as const, message: (await responseMessage(e)) ?? "The simulation could not take that step." }, { status: e.status });
  }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

const json2 = (value: unknown) => JSON.stringify(value, null, 2);

function useHref() {
  const { machine, q } = useLoaderData<typeof loader>();
  return (changes: Params) => pageUrl(machine.id, { ...q, ...changes });
}

function InstancePicker({ data }: { data: Data }) {
  const { machine, picker, q, entityError, instance, instanceLabel } = data;
  if (!machine.entity) {
    return <p className="text-sm text-muted-foreground">This flow is not stored: it lives in the visitor's browser session. Step through it from any state on the chart.</p>;
  }
  const label = machine.entity === "invoice" || machine.entity === "taxInvoice" ? "Invoice number or id" : machine.entity === "billing" ? "Billing number or id" : machine.entity === "recurring" ? "Recurring profile id" : "Entity id";
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
        <Button type="submit">Open instance</Button>
        {instance ? (
          <Button asChild variant="ghost">
            <Link to={`/admin/machines/${machine.id}`}>Clear</Link>
          </Button>
        ) : null}
      </Form>
      {entityError ? (
        <Alert variant="destructive">
          <AlertDescription>{entityError}</AlertDescription>
        </Alert>
      ) : null}
      {instance ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" aria-label="Instance">
          <div>
            <dt className="text-xs text-muted-foreground">Instance</dt>
            <dd className="font-medium">{instanceLabel ?? instance.entityId}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Current state</dt>
            <dd>
              <Badge className="font-mono">{instance.state}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">In this state since</dt>
            <dd>{formatDateTimeId(instance.stateSince)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Version</dt>
            <dd className="tabular-nums">
              {instance.version} (machine v{instance.machineVersion})
            </dd>
          </div>
        </dl>
      ) : picker.length ? (
        <div className="text-sm">
          <p className="mb-1 text-xs text-muted-foreground">Recently changed</p>
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
        <p className="text-sm text-muted-foreground">No instances yet.</p>
      )}
    </div>
  );
}

function Replay({ data }: { data: Data }) {
  const { history, step } = data;
  const href = useHref();
  if (!history.length) return null;
  return (
    <Card role="region" aria-labelledby="replay-title">
      <CardHeader>
        <CardTitle id="replay-title">Replay</CardTitle>
        <CardDescription>
          Replaying step {step} of {history.length}. Each step draws the path up to it on the chart.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <nav aria-label="Replay steps" className="space-y-2">
          <div className="flex gap-2">
            <Button asChild size="sm" variant="outline" className={cn(step <= 1 && "pointer-events-none opacity-50")}>
              <Link to={href({ step: String(Math.max(1, step - 1)), sim: undefined })} preventScrollReset aria-disabled={step <= 1}>
                ← Previous step
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline" className={cn(step >= history.length && "pointer-events-none opacity-50")}>
              <Link to={href({ step: String(Math.min(history.length, step + 1)), sim: undefined })} preventScrollReset aria-disabled={step >= history.length}>
                Next step →
              </Link>
            </Button>
          </div>
          <ol className="space-y-1 text-sm">
            {history.map((h) => (
              <li key={h.id}>
                <Link
                  to={href({ step: String(h.step), sim: undefined })}
                  preventScrollReset
                  aria-current={h.step === step ? "step" : undefined}
                  className={cn("flex flex-wrap items-baseline gap-x-2 rounded px-2 py-1 hover:bg-accent", h.step === step && "bg-primary/10 font-medium", h.step > step && "text-muted-foreground")}
                >
                  <span className="tabular-nums">{h.step}.</span>
                  <span className="font-mono">{h.event}</span>
                  <span className="font-mono text-xs">
                    {h.from ?? "·"} → {h.to}
                  </span>
                  <span className="text-xs text-muted-foreground">{h.actorName}</span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      </CardContent>
    </Card>
  );
}

function TransitionLog({ data }: { data: Data }) {
  const { history, step } = data;
  if (!history.length) return null;
  return (
    <Card role="region" aria-labelledby="log-title">
      <CardHeader>
        <CardTitle id="log-title">Transition log</CardTitle>
        <CardDescription>Every change of this instance, oldest first, as the workflow service logged it.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <Table aria-label="Transition log">
            <TableHeader>
              <TableRow>
                <TableHead>#</TableHead>
                <TableHead>Event</TableHead>
                <TableHead>From</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>When</TableHead>
                <TableHead>Message</TableHead>
                <TableHead>Via</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {history.map((h) => (
                <TableRow key={h.id} className={cn(h.step === step && "bg-primary/5", h.step > step && "opacity-60")}>
                  <TableCell className="tabular-nums">{h.step}</TableCell>
                  <TableCell className="font-mono text-xs">{h.event}</TableCell>
                  <TableCell className="font-mono text-xs">{h.from ?? "—"}</TableCell>
                  <TableCell className="font-mono text-xs">{h.to}</TableCell>
                  <TableCell className="text-xs">{h.actorName}</TableCell>
                  <TableCell className="whitespace-nowrap text-xs">{formatDateTimeId(h.at)}</TableCell>
                  <TableCell className="max-w-48 text-xs">{h.message ?? ""}</TableCell>
                  <TableCell>
                    <Badge variant={h.via === "inspector" ? "warning" : "outline"} className="font-normal">
                      {h.via}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}

function VerdictBadge({ v }: { v: Data["verdicts"][number] }) {
  if (v.kind === "accepted") return <Badge variant="success">accepted{v.targets.length ? ` → ${v.targets.join(", ")}` : " (stays)"}</Badge>;
  if (v.kind === "blockedByGuards") return <Badge variant="warning">blocked by {v.guards.map((g) => g.name).join(", ")}</Badge>;
  return <Badge variant="outline">not in this state</Badge>;
}

function StepThrough({ data, error }: { data: Data; error: string | null }) {
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

function ApplyForReal({ data, error }: { data: Data; error: string | null }) {
  const { real, instance, machine, instanceLabel } = data;
  const navigation = useNavigation();
  if (!real || !instance) return null;
  return (
    <Card className="border-destructive/40" role="region" aria-labelledby="apply-title">
      <CardHeader>
        <CardTitle id="apply-title">Apply for real</CardTitle>
        <CardDescription>
          Sends the event to {instanceLabel ?? instance.entityId} (now <span className="font-mono">{real.state}</span>) as you, {real.actorName}, through the workflow service: the same guards and permissions as the screens, logged as done via the inspector.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={pageUrl(machine.id, { entity: instance.entityId })} className="space-y-3">
          <input type="hidden" name="entity" value={instance.entityId} />
          <input type="hidden" name="version" value={real.version} />
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="apply-message">Message</Label>
              <Input id="apply-message" name="applyMsg" placeholder="A reason, where the event needs one" aria-describedby="apply-message-help" />
              <p id="apply-message-help" className="text-xs text-muted-foreground">
                Return, reject and cancel need a reason.
              </p>
            </div>
            <div className="space-y-1">
              <Label htmlFor="apply-extra">Other fields (JSON)</Label>
              <Input id="apply-extra" name="applyExtra" className="font-mono text-xs" placeholder="{}" />
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="size-4" /> I understand this changes the real {machine.entity} and notifies people.
          </label>
          <ul className="space-y-2">
            {real.verdicts.filter((v) => v.screen).map((v) => (
              <li key={v.event} className="flex flex-wrap items-center justify-between gap-2 rounded border px-3 py-2">
                <span className="font-mono text-sm">{v.event}</span>
                <span className="flex items-center gap-2">
                  <VerdictBadge v={v} />
                  <Button type="submit" size="sm" variant="destructive" name="intent" value={`apply:${v.event}`} disabled={navigation.state !== "idle"} aria-label={`Apply ${v.event} for real`}>
                    Apply
                  </Button>
                </span>
              </li>
            ))}
            {!real.verdicts.length ? <li className="text-sm text-muted-foreground">This state takes no event.</li> : null}
          </ul>
          {real.verdicts.some((v) => !v.screen) ? (
            <p className="text-xs text-muted-foreground">
              Only the system sends <span className="font-mono">{real.verdicts.filter((v) => !v.screen).map((v) => v.event).join(", ")}</span> (jobs and integrations); the inspector does not apply them.
            </p>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}

export default function MachinePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { machine, chart, highlight, instance, stuck, q } = data;
  const stateHref = (path: string) => pageUrl(machine.id, { entity: q.entity, step: q.step, state: path, as: q.as, msg: q.msg, extra: q.extra });
  const simulateError = actionData && actionData.kind !== "apply" ? actionData.message : null;
  const applyError = actionData?.kind === "apply" ? actionData.message : null;
  return (
    <div className="space-y-6" key={location.pathname}>
      <PageHeader
        title={`${machine.title} machine`}
        crumbs={[{ label: "Machines", to: "/admin/machines" }, { label: machine.title }]}
        description={machine.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">v{machine.version}</Badge>
            <Badge variant="outline">{machine.stateCount} states</Badge>
            <Badge variant="outline">{machine.eventCount} events</Badge>
          </div>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Instance</CardTitle>
          <CardDescription>Pick one to see its state, the path it took and its log.</CardDescription>
        </CardHeader>
        <CardContent>
          <InstancePicker data={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Statechart</CardTitle>
          <CardDescription>Drawn from the machine definition. Choose a state to step through from it{instance ? "" : " (the step-through starts in the initial state)"}.</CardDescription>
        </CardHeader>
        <CardContent>
          <Statechart chart={chart} highlight={highlight} stateHref={stateHref} title={`Statechart of the ${machine.title} machine`} legend={<StatechartLegend simulation />} />
        </CardContent>
      </Card>
      <TransitionLog data={data} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <Replay data={data} />
          <ApplyForReal data={data} error={applyError} />
        </div>
        <StepThrough data={data} error={simulateError} />
      </div>
      {stuck.rules.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Stuck instances</CardTitle>
            <CardDescription>In one state longer than its threshold, longest first.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <StuckTable rows={stuck.rows} />
            <ThresholdList rules={stuck.rules} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
