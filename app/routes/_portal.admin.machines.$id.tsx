import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { MachineInspector } from "~/components/admin/machine-inspector/machine-inspector";
import { machineText } from "~/components/admin/machine-inspector/machine-text";
import { pageUrl, type Params, PARAMS } from "~/components/admin/machine-inspector/page-url";
import { machineChart } from "~/components/statechart/layout.server";
import type { ChartHighlight } from "~/components/statechart/statechart";
import { pageMeta } from "~/lib/page-meta";
import { activePaths } from "~/lib/statechart";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseInspectorIntent } from "~/services/inspector-form.server";
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

export const meta = pageMeta;
export const handle = { title: "admin:machines.machine" };

/** A stand-in reason for judging the real instance's events (never shown: the form asks for the real one). */
const SOME_REASON = "reason";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:machine");
  const entry = getMachineEntry(params.id ?? "");
  if (!entry) throw httpError(404, `There is no machine "${params.id}". The machines page lists them all.`);
  const url = new URL(request.url);
  const q = Object.fromEntries(PARAMS.map((k) => [k, url.searchParams.get(k) ?? ""])) as Required<Params>;
  const { model, chart } = await machineChart(entry.machine, entry.version);
  const t = await requestTranslator(request, context, "inspector");
  const machineTitle = machineText(t).title(entry.id);

  const instance = findInstance(entry, q.entity || null);
  const entityError = q.entity && !instance ? (entry.entity ? t("page.noMatch", { machine: machineTitle.toLowerCase(), entity: q.entity }) : t("page.notStored", { machine: machineTitle })) : null;
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
          verdicts: verdictsFor(entry, restore(entry.machine, { value: instance.value as never, context: instance.context }), actorOf(user, "inspector"), { ...payload, message: SOME_REASON }).filter((v) => v.kind !== "notAccepted")
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
    pageTitle: t("page.title", { machine: machineTitle }),
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
      start: sim.start ?? null,
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

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:machine");
  const entry = getMachineEntry(params.id ?? "");
  if (!entry) throw httpError(404, `There is no machine "${params.id}".`);
  const parsed = parseInspectorIntent(await readForm(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return json({ kind: "error" as const, message: issue?.message ?? "That request could not be read." }, { status: 400 });
  }
  const input = parsed.data;

  if (input.kind === "apply") {
    await requireUserWithPermission(request, context, "apply:machine");
    try {
      const payload = parsePayload(input.applyMsg, input.applyExtra);
      const result = applyForReal(user, entry, input.entity, input.event, payload, input.version);
      const t = await requestTranslator(request, context, "admin");
      const headers = await withToast(request, { kind: "success", title: t("machines.applied", { event: input.event }), description: t("machines.appliedDescription", { from: result.from, to: result.to }) });
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

export default function MachinePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const simulateError = actionData && actionData.kind !== "apply" ? actionData.message : null;
  const applyError = actionData?.kind === "apply" ? actionData.message : null;
  // A new machine starts a fresh page (its simulation and open details belong to the old one).
  return <MachineInspector key={location.pathname} data={data} simulateError={simulateError} applyError={applyError} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
