import { and, assign, not, or, setup, type AnyStateMachine } from "xstate";
import { machineRegistry } from "#machines/registry";
import { layoutChart } from "~/components/statechart/layout.server";
import { activePaths, edgesOfStep, eventLabel, extractChart, initialEdgeId, type LaidOutChart, overlaps } from "./statechart";

/** A machine with what the registered ones lack so far: nesting, parallel regions, root and compound transitions, composite guards. */
const nested = setup({ guards: { isReady: () => true, isAllowed: () => false, hasDocs: () => true } }).createMachine({
  id: "nested",
  initial: "draft",
  on: { "nested.reset": ".draft", "nested.touch": { actions: assign({}) } },
  states: {
    draft: { on: { "nested.submit": "review" } },
    review: {
      initial: "waiting",
      on: { "nested.cancel": "canceled", "nested.back": ".waiting" },
      states: {
        waiting: { on: { "nested.pick": "checking" } },
        checking: {
          on: {
            "nested.pass": [{ guard: and(["isReady", not("isAllowed")]), target: "#nested.work" }, { guard: "hasDocs", target: "#nested.canceled" }],
            "nested.ping": { guard: or(["isReady", "hasDocs"]), actions: assign({}) },
          },
        },
      },
    },
    work: {
      type: "parallel",
      onDone: "finished",
      states: {
        docs: { initial: "todo", states: { todo: { on: { "nested.write": "done" } }, done: { type: "final" } } },
        tests: { initial: "red", states: { red: { on: { "nested.fix": "green" } }, green: { type: "final" } } },
      },
    },
    canceled: { type: "final" },
    finished: { type: "final" },
  },
});

const machines: [string, AnyStateMachine][] = [...machineRegistry.map((e) => [e.id, e.machine] as [string, AnyStateMachine]), ["nested (synthetic)", nested]];

// ---- The definition, read from machine.config without xstate's StateNode objects -------------------------------

type Config = { id?: string; initial?: string; type?: string; states?: Record<string, Config>; on?: Record<string, unknown>; onDone?: unknown; always?: unknown };
type GuardLike = string | { type: string } | { guards?: GuardLike[] };
const guardNames = (g: GuardLike | undefined): string[] => (!g ? [] : typeof g === "string" ? [g] : "guards" in g && g.guards ? g.guards.flatMap(guardNames) : "type" in g ? [g.type] : []);

function definition(machine: AnyStateMachine) {
  const config = machine.config as Config;
  const states: { path: string; final: boolean; initial: string | null }[] = [];
  const transitions: string[] = [];
  const resolve = (target: string, path: string, parent: string) => {
    if (target.startsWith("#")) return target.slice(1).split(".").slice(1).join(".");
    if (target.startsWith(".")) return path ? `${path}${target}` : target.slice(1);
    return parent ? `${parent}.${target}` : target;
  };
  const branchesOf = (value: unknown): { target?: string | string[]; guard?: GuardLike }[] =>
    (Array.isArray(value) ? value : [value]).map((b) => (typeof b === "string" ? { target: b } : (b as { target?: string; guard?: GuardLike })));
  const walk = (node: Config, path: string, parent: string) => {
    if (path) states.push({ path, final: node.type === "final", initial: node.initial ? `${path}.${node.initial}` : null });
    const events: [string, unknown][] = Object.entries(node.on ?? {});
    // Eventless transitions (`always`) are drawn with an empty event name.
    if (node.always) events.push(["", node.always]);
    if (node.onDone) events.push([`xstate.done.state.${[machine.id, ...(path ? path.split(".") : [])].join(".")}`, node.onDone]);
    for (const [event, value] of events) {
      for (const branch of branchesOf(value)) {
        const targets = (branch.target === undefined ? [] : [branch.target].flat()).map((t) => resolve(t, path, parent)).sort();
        transitions.push(`${path}|${event}|${targets.join(",")}|${guardNames(branch.guard).join(",")}`);
      }
    }
    for (const [key, child] of Object.entries(node.states ?? {})) walk(child, path ? `${path}.${key}` : key, path);
  };
  walk(config, "", "");
  return { states, transitions, rootInitial: config.initial ?? null };
}

describe.each(machines)("%s", (_name, machine) => {
  const model = extractChart(machine);
  const def = definition(machine);

  test("the chart has every state of the definition, with its initial child and final marker", () => {
    const drawn = model.states.filter((s) => s.parent !== null);
    expect(drawn.map((s) => s.path).sort()).toEqual(def.states.map((s) => s.path).sort());
    for (const s of def.states) {
      const found = drawn.find((d) => d.path === s.path)!;
      expect(found.type === "final").toBe(s.final);
      expect(found.initial).toBe(s.initial);
    }
    expect(model.states.find((s) => s.parent === null)!.initial).toBe(def.rootInitial);
  });

  test("the chart has every transition of the definition: source, event, targets and guard names", () => {
    const drawn = model.transitions.map((t) => `${t.source}|${t.event}|${[...t.targets].sort().join(",")}|${t.guardNames.join(",")}`);
    expect(drawn.sort()).toEqual([...def.transitions].sort());
  });

  test("the layout draws every state and transition; no boxes or labels overlap", async () => {
    const chart: LaidOutChart = await layoutChart(model);
    const states = chart.nodes.filter((n) => n.kind === "state");
    expect(states.map((n) => n.path).sort()).toEqual(model.states.filter((s) => s.parent !== null).map((s) => s.path).sort());
    for (const t of model.transitions) {
      if (t.internal) expect(chart.nodes.some((n) => n.internal.some((i) => i.transitionId === t.id))).toBe(true);
      else expect(chart.edges.filter((e) => e.transitionId === t.id && e.label)).toHaveLength(1);
    }
    for (const s of model.states.filter((x) => x.initial)) expect(chart.edges.some((e) => e.transitionId === initialEdgeId(s.path))).toBe(true);

    const related = (a: string | null, b: string | null) => a !== null && b !== null && (a.startsWith(`${b}.`) || b.startsWith(`${a}.`));
    for (const [i, a] of chart.nodes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(chart.width);
      expect(a.y + a.height).toBeLessThanOrEqual(chart.height);
      for (const b of chart.nodes.slice(i + 1)) {
        if (related(a.path, b.path)) continue;
        // An initial marker sits inside its compound state; every other pair of boxes is apart.
        const inside = (inner: typeof a, outer: typeof a) => inner.kind === "initial" && outer.compound && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height;
        if (inside(a, b) || inside(b, a)) continue;
        expect(overlaps(a, b), `${a.id} and ${b.id} overlap`).toBe(false);
      }
    }
    const labels = chart.edges.filter((e) => e.label).map((e) => ({ id: e.id, ...e.label! }));
    const boxes = chart.nodes.filter((n) => !n.compound);
    for (const [i, a] of labels.entries()) {
      expect(a.lines.length).toBeGreaterThan(0);
      for (const b of labels.slice(i + 1)) expect(overlaps(a, b), `labels ${a.id} and ${b.id} overlap`).toBe(false);
      for (const n of boxes) expect(overlaps(a, n), `label ${a.id} covers ${n.id}`).toBe(false);
    }
    // A child box lies inside its compound parent.
    for (const n of states) {
      const parent = states.find((p) => p.path === model.states.find((s) => s.path === n.path)!.parent);
      if (!parent) continue;
      expect(n.x).toBeGreaterThanOrEqual(parent.x);
      expect(n.y).toBeGreaterThanOrEqual(parent.y);
      expect(n.x + n.width).toBeLessThanOrEqual(parent.x + parent.width);
      expect(n.y + n.height).toBeLessThanOrEqual(parent.y + parent.height);
    }
  });
});

test("composite guards are written out, and internal and root transitions are kept", () => {
  const model = extractChart(nested);
  expect(model.transitions.find((t) => t.event === "nested.pass" && t.branch === 0)).toMatchObject({ guard: "and(isReady, not(isAllowed))", targets: ["work"] });
  expect(model.transitions.find((t) => t.event === "nested.ping")).toMatchObject({ guard: "or(isReady, hasDocs)", internal: true, source: "review.checking" });
  expect(model.transitions.find((t) => t.event === "nested.reset")).toMatchObject({ source: "", targets: ["draft"] });
  expect(model.states.filter((s) => s.region).map((s) => s.path)).toEqual(["work.docs", "work.tests"]);
  expect(eventLabel("xstate.done.state.nested.work")).toBe("done");
  expect(eventLabel("xstate.after.1000.nested.a")).toBe("after 1000ms");
});

test("activePaths gives leaves and ancestors of a state key", () => {
  expect([...activePaths("work.docs.todo|work.tests.red")].sort()).toEqual(["work", "work.docs", "work.docs.todo", "work.tests", "work.tests.red"]);
  expect(activePaths(null).size).toBe(0);
});

test("edgesOfStep finds the edges a logged step took", () => {
  const model = extractChart(nested);
  expect(edgesOfStep(model, { event: "workflow.start", from: null, to: "draft" })).toEqual([initialEdgeId("")]);
  // Entering a compound state follows its initial arrow too.
  expect(edgesOfStep(model, { event: "nested.submit", from: "draft", to: "review.waiting" })).toEqual(["draft:nested.submit:0", initialEdgeId("review")]);
  expect(edgesOfStep(model, { event: "nested.cancel", from: "review.checking", to: "canceled" })).toEqual(["review:nested.cancel:0"]);
  expect(edgesOfStep(model, { event: "nested.pass", from: "review.checking", to: "work.docs.todo|work.tests.red" })).toEqual(["review.checking:nested.pass:0", initialEdgeId("work.docs"), initialEdgeId("work.tests")]);
  expect(edgesOfStep(model, { event: "nested.ping", from: "review.checking", to: "review.checking" })).toEqual(["review.checking:nested.ping:0"]);
  expect(edgesOfStep(model, { event: "nested.reset", from: "work.docs.done|work.tests.red", to: "draft" })).toEqual(["#:nested.reset:0"]);
  expect(edgesOfStep(model, { event: "nested.unknown", from: "draft", to: "draft" })).toEqual([]);

  const tax = extractChart(machineRegistry.find((e) => e.id === "taxInvoice")!.machine);
  // Two guarded branches reach the same state: both are marked, the log does not say which guard held.
  expect(edgesOfStep(tax, { event: "taxInvoice.failed", from: "requested", to: "error" })).toEqual(["requested:taxInvoice.failed:1", "requested:taxInvoice.failed:2"]);
  // The first branch (refused after the invoice was cancelled) goes elsewhere, so it is not marked.
  expect(edgesOfStep(tax, { event: "taxInvoice.failed", from: "requested", to: "withdrawn" })).toEqual(["requested:taxInvoice.failed:0"]);
  expect(edgesOfStep(tax, { event: "taxInvoice.pending", from: "requested", to: "requested" })).toEqual(["requested:taxInvoice.pending:0"]);
});
