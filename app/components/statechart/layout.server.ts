import type ELK from "elkjs/lib/elk.bundled.js";
import type { AnyStateMachine } from "xstate";
import { type ChartModel, extractChart, fromElkLayout, type LaidOutChart, toElkGraph } from "~/lib/statechart";

/** One ELK per process: the bundled build runs in this thread, no worker (the loader awaits it). */
let elk: InstanceType<typeof ELK> | undefined;
const cache = new Map<string, Promise<{ model: ChartModel; chart: LaidOutChart }>>();

/** Lays out a chart model with ELK (layered, edge labels placed by ELK). */
export async function layoutChart(model: ChartModel): Promise<LaidOutChart> {
  // Loaded on the first chart (the inspector): the bundled ELK adds about 35 MB to a process, which every web
  // worker would otherwise pay at start (issue 19, memory).
  elk ??= new (await import("elkjs/lib/elk.bundled.js")).default();
  const layout = await elk.layout(toElkGraph(model));
  return fromElkLayout(model, layout);
}

/**
 * The chart of a registered machine, laid out once per machine id and version: the definition cannot change
 * while the process runs, and the layout takes tens of milliseconds.
 */
export function machineChart(machine: AnyStateMachine, version: number): Promise<{ model: ChartModel; chart: LaidOutChart }> {
  const key = `${machine.id}@${version}`;
  let found = cache.get(key);
  if (!found) {
    const model = extractChart(machine);
    found = layoutChart(model).then((chart) => ({ model, chart }));
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}
