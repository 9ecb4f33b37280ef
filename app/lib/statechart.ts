/**
 * The statechart of a machine, read from its definition (machine.root), never drawn by hand: states (nested,
 * parallel, initial, final), transitions with their event and guard, and the ELK graph that lays it out. Pure: the
 * server runs ELK on `toElkGraph()` (app/components/statechart/layout.server.ts) and turns the answer into a
 * `LaidOutChart` with `fromElkLayout()`; the SVG component only draws what it is given.
 */
import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { guardNamesOf, guardText, type GuardRef } from "#machines/inspect";

export type ChartStateType = "atomic" | "compound" | "parallel" | "final" | "history";

export type ChartState = {
  /** Dotted path from the root, the same text stateKey() gives a leaf; "" is the machine itself. */
  path: string;
  key: string;
  parent: string | null;
  type: ChartStateType;
  /** The initial child's path (compound states). */
  initial: string | null;
  description: string;
  entry: string[];
  exit: string[];
  /** A child of a parallel state: a region entered together with its siblings. */
  region: boolean;
};

export type ChartTransition = {
  id: string;
  source: string;
  targets: string[];
  event: string;
  guard: string | null;
  guardNames: string[];
  actions: string[];
  /** No target: the state handles the event without leaving it (drawn inside the state). */
  internal: boolean;
  /** Order among the branches of the same event on the same state (xstate tries them in this order). */
  branch: number;
  reenter: boolean;
};

export type ChartModel = { machineId: string; description: string; states: ChartState[]; transitions: ChartTransition[]; events: string[] };

const pathOf = (node: AnyStateNode) => node.path.join(".");

type ActionRef = string | { type?: string } | ((...args: never[]) => unknown) & { type?: string };
function actionName(action: ActionRef): string {
  if (typeof action === "string") return action;
  const type = action.type ?? (typeof action === "function" ? action.name : "");
  return type.startsWith("xstate.") ? type.slice("xstate.".length) : type || "inline action";
}

/** "after 1000ms" for xstate's delayed events, "always" for eventless transitions, otherwise the event type. */
export function eventLabel(eventType: string): string {
  if (eventType === "") return "always";
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]) ? `after ${after[1]}ms` : `after ${after[1]}`;
  if (eventType.startsWith("xstate.done.state.")) return "done";
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  return eventType;
}

/** Walks machine.root and returns every state and transition of the definition. */
export function extractChart(machine: AnyStateMachine): ChartModel {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const walk = (node: AnyStateNode, region: boolean) => {
    const path = pathOf(node);
    const initialTarget = node.type === "compound" ? node.initial?.target?.[0] : undefined;
    states.push({
      path,
      key: node === machine.root ? machine.id : node.key,
      parent: node.parent ? pathOf(node.parent) : null,
      type: node.type as ChartStateType,
      initial: initialTarget ? pathOf(initialTarget) : null,
      description: node.description ?? (node.meta as { description?: string } | undefined)?.description ?? "",
      entry: node.entry.map((a) => actionName(a as ActionRef)),
      exit: node.exit.map((a) => actionName(a as ActionRef)),
      region,
    });
    const own = [...node.transitions.values()].flat().concat(node.always ?? []);
    const branches = new Map<string, number>();
    for (const t of own) {
      const event = t.eventType ?? "";
      const branch = branches.get(event) ?? 0;
      branches.set(event, branch + 1);
      const targets = (t.target ?? []).map((n) => pathOf(n as AnyStateNode));
      const guard = t.guard as GuardRef | undefined;
      transitions.push({
        id: `${path || "#"}:${event || "always"}:${branch}`,
        source: path,
        targets,
        event,
        guard: guard ? guardText(guard) : null,
        guardNames: guardNamesOf(guard),
        actions: t.actions.map((a) => actionName(a as ActionRef)),
        internal: targets.length === 0,
        branch,
        reenter: Boolean(t.reenter),
      });
    }
    for (const child of Object.values(node.states)) walk(child as AnyStateNode, node.type === "parallel");
  };
  walk(machine.root, false);
  return { machineId: machine.id, description: machine.root.description ?? "", states, transitions, events: [...new Set(transitions.map((t) => t.event))] };
}

/** Whether `ancestor` is `path` or one of its ancestors ("" is every state's ancestor). */
export const isAncestorOrSelf = (ancestor: string, path: string) => ancestor === "" || path === ancestor || path.startsWith(`${ancestor}.`);

/** The leaves of a state key ("a.b|c.d") with every ancestor: the states drawn as active. */
export function activePaths(key: string | null | undefined): Set<string> {
  const active = new Set<string>();
  if (!key) return active;
  for (const leaf of key.split("|")) {
    const parts = leaf.split(".");
    for (let i = 1; i <= parts.length; i++) active.add(parts.slice(0, i).join("."));
  }
  return active;
}

export const initialEdgeId = (parentPath: string) => `init:${parentPath || "#"}`;

/**
 * The chart edges a logged transition took (event, from and to as workflow_snapshots stores them): `workflow.start`
 * follows the initial arrows down to the first state; otherwise a transition of that event on the from-state (or an
 * ancestor) whose targets lead to the to-state, or a targetless one when the state did not change. Branches that only
 * differ by guard all match: the log does not say which guard held.
 */
export function edgesOfStep(model: ChartModel, step: { event: string; from: string | null; to: string }): string[] {
  const toLeaves = step.to.split("|");
  // Entering a compound state follows its initial arrows down to the leaves entered.
  const initialsWithin = (roots: string[]) =>
    model.states
      .filter((s) => s.initial && roots.some((r) => isAncestorOrSelf(r, s.path)) && toLeaves.some((leaf) => isAncestorOrSelf(s.path, leaf) && isAncestorOrSelf(s.initial!, leaf)))
      .map((s) => initialEdgeId(s.path));
  if (step.from === null) return initialsWithin([""]);
  const fromLeaves = step.from.split("|");
  const candidates = model.transitions.filter((t) => t.event === step.event && fromLeaves.some((leaf) => isAncestorOrSelf(t.source, leaf)));
  const targeted = candidates.filter((t) => !t.internal && t.targets.every((target) => toLeaves.some((leaf) => isAncestorOrSelf(target, leaf))));
  if (targeted.length) return [...targeted.map((t) => t.id), ...initialsWithin(targeted.flatMap((t) => t.targets))];
  return step.from === step.to ? candidates.filter((t) => t.internal).map((t) => t.id) : [];
}

// ---------------------------------------------------------------------------------------------------------------
// Layout: sizes are computed from the text, in a monospace font whose advance is at most 0.62em (DejaVu Sans Mono,
// Liberation Mono, Menlo, Consolas, Courier are 0.55-0.61em), so the boxes ELK places always hold their text.

export const CHART_FONT = "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace";
export const LABEL_FONT_SIZE = 11;
export const STATE_FONT_SIZE = 12;
export const LINE_HEIGHT = 14;
const ADVANCE = 0.62;
const STATE_HEADER = 30;
const PAD_X = 12;
const INITIAL_SIZE = 14;
const COMPOUND_PADDING = "[top=36,left=18,bottom=18,right=18]";

export const textWidth = (text: string, fontSize = LABEL_FONT_SIZE) => Math.ceil(text.length * fontSize * ADVANCE);

/** The text lines of a transition: the event, then the guard in brackets. */
export function transitionLines(t: Pick<ChartTransition, "event" | "guard">): string[] {
  return t.guard ? [eventLabel(t.event), `[${t.guard}]`] : [eventLabel(t.event)];
}

/** A targetless transition as one line inside its state. */
export const internalLine = (t: Pick<ChartTransition, "event" | "guard">) => (t.guard ? `${eventLabel(t.event)} [${t.guard}]` : eventLabel(t.event));

const ANY_NODE = "#any";
/**
 * The "any state" box is labelled by the screen in the reader's language ("any state", "status apa pun"), while the
 * layout is computed once per machine for every language: it is sized for a label of this many characters.
 */
export const ANY_STATE_LABEL_CHARS = 14;
const nodeId = (path: string) => `s:${path || "#"}`;
const initialNodeId = (path: string) => `i:${path || "#"}`;

function stateSize(state: ChartState, internals: ChartTransition[]) {
  const lines = internals.map(internalLine);
  const width = Math.max(96, textWidth(state.key, STATE_FONT_SIZE) + 2 * PAD_X + (state.type === "final" ? 8 : 0), ...lines.map((l) => textWidth(l) + 2 * PAD_X));
  const height = STATE_HEADER + (lines.length ? lines.length * LINE_HEIGHT + 8 : 0);
  return { width, height };
}

const ROOT_OPTIONS: Record<string, string> = {
  "elk.algorithm": "layered",
  "elk.direction": "RIGHT",
  "elk.hierarchyHandling": "INCLUDE_CHILDREN",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.edgeLabels.placement": "CENTER",
  "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
  "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
  "elk.layered.spacing.nodeNodeBetweenLayers": "48",
  "elk.layered.spacing.edgeNodeBetweenLayers": "20",
  "elk.layered.spacing.edgeEdgeBetweenLayers": "12",
  "elk.spacing.nodeNode": "32",
  "elk.spacing.edgeNode": "20",
  "elk.spacing.edgeEdge": "14",
  "elk.spacing.edgeLabel": "6",
  "elk.spacing.labelLabel": "8",
  "elk.padding": "[top=16,left=16,bottom=16,right=16]",
  "elk.json.shapeCoords": "ROOT",
  "elk.json.edgeCoords": "ROOT",
};

/** The ELK graph of a chart: each state a node (compound states hold their children), each transition an edge with a sized label. */
export function toElkGraph(model: ChartModel): ElkNode {
  const byParent = new Map<string | null, ChartState[]>();
  for (const s of model.states) byParent.set(s.parent, [...(byParent.get(s.parent) ?? []), s]);
  const internalsOf = (path: string) => model.transitions.filter((t) => t.internal && t.source === path);
  const edges: ElkExtendedEdge[] = [];

  const build = (state: ChartState): ElkNode => {
    const children = byParent.get(state.path) ?? [];
    if (!children.length) return { id: nodeId(state.path), ...stateSize(state, internalsOf(state.path)) };
    const nodes = children.map(build);
    if (state.initial) {
      nodes.unshift({ id: initialNodeId(state.path), width: INITIAL_SIZE, height: INITIAL_SIZE });
      edges.push({ id: initialEdgeId(state.path), sources: [initialNodeId(state.path)], targets: [nodeId(state.initial)] });
    }
    const header = textWidth(state.key, STATE_FONT_SIZE) + 2 * PAD_X;
    return {
      id: nodeId(state.path),
      children: nodes,
      layoutOptions: { "elk.padding": COMPOUND_PADDING, "elk.nodeSize.minimum": `(${header},${STATE_HEADER + 20})`, "elk.nodeSize.constraints": "MINIMUM_SIZE" },
    };
  };

  const root = model.states.find((s) => s.parent === null)!;
  const top = (byParent.get(root.path) ?? []).map(build);
  if (root.initial) {
    top.unshift({ id: initialNodeId(root.path), width: INITIAL_SIZE, height: INITIAL_SIZE });
    edges.push({ id: initialEdgeId(root.path), sources: [initialNodeId(root.path)], targets: [nodeId(root.initial)] });
  }
  // Transitions of the machine itself apply in every state: they leave from (or, targetless, are listed in) an "any state" marker.
  if (model.transitions.some((t) => t.source === root.path)) {
    top.unshift({ id: ANY_NODE, ...stateSize({ ...root, key: "x".repeat(ANY_STATE_LABEL_CHARS), type: "atomic" }, internalsOf(root.path)) });
  }
  for (const t of model.transitions) {
    if (t.internal) continue;
    const lines = transitionLines(t);
    t.targets.forEach((target, i) => {
      edges.push({
        id: i === 0 ? t.id : `${t.id}#${i}`,
        sources: [t.source === root.path ? ANY_NODE : nodeId(t.source)],
        targets: [nodeId(target)],
        labels: i === 0 ? [{ id: `${t.id}:label`, text: lines.join("\n"), layoutOptions: { "elk.edgeLabels.inline": "true" }, width: Math.max(...lines.map((l) => textWidth(l))) + 8, height: lines.length * LINE_HEIGHT + 4 }] : [],
      });
    });
  }
  return { id: "root", layoutOptions: ROOT_OPTIONS, children: top, edges };
}

export type ChartBox = { x: number; y: number; width: number; height: number };
export type LaidOutNode = ChartBox & {
  id: string;
  kind: "state" | "initial" | "any";
  /** The state path (states only). */
  path: string | null;
  key: string;
  type: ChartStateType | null;
  region: boolean;
  depth: number;
  description: string;
  /** Targetless transitions, drawn as lines inside the state. */
  internal: { transitionId: string; text: string }[];
  compound: boolean;
};
export type LaidOutEdge = {
  id: string;
  /** The chart transition (or initial arrow, `init:<path>`) this edge draws. */
  transitionId: string;
  points: [number, number][];
  label: (ChartBox & { lines: string[] }) | null;
  /** What the edge's tooltip says (the screen words it): its event (with the guard), source ("" is any state), targets and actions; null for an initial arrow. */
  about: { event: string; source: string; targets: string[]; actions: string[] } | null;
};
export type LaidOutChart = { machineId: string; width: number; height: number; nodes: LaidOutNode[]; edges: LaidOutEdge[] };

type ElkOut = ElkNode & { children?: ElkOut[]; edges?: (ElkExtendedEdge & { sections?: { startPoint: { x: number; y: number }; endPoint: { x: number; y: number }; bendPoints?: { x: number; y: number }[] }[] })[] };

const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;

/** Turns ELK's answer (root coordinates for shapes and edges) into what the SVG draws. */
export function fromElkLayout(model: ChartModel, layout: ElkNode): LaidOutChart {
  const states = new Map(model.states.map((s) => [nodeId(s.path), s]));
  const transitions = new Map(model.transitions.map((t) => [t.id, t]));
  const nodes: LaidOutNode[] = [];
  const edges: LaidOutEdge[] = [];
  const visit = (n: ElkOut, depth: number) => {
    for (const child of n.children ?? []) {
      const state = states.get(child.id);
      const box = { x: round(child.x), y: round(child.y), width: round(child.width), height: round(child.height) };
      if (state) {
        nodes.push({
          ...box, id: child.id, kind: "state", path: state.path, key: state.key, type: state.type, region: state.region, depth, description: state.description,
          internal: model.transitions.filter((t) => t.internal && t.source === state.path).map((t) => ({ transitionId: t.id, text: internalLine(t) })),
          compound: Boolean(child.children?.length),
        });
      } else {
        const any = child.id === ANY_NODE;
        const internal = any ? model.transitions.filter((t) => t.internal && t.source === "").map((t) => ({ transitionId: t.id, text: internalLine(t) })) : [];
        nodes.push({ ...box, id: child.id, kind: any ? "any" : "initial", path: null, key: "", type: null, region: false, depth, description: "", internal, compound: false });
      }
      visit(child, depth + 1);
    }
    for (const e of n.edges ?? []) {
      const section = e.sections?.[0];
      if (!section) continue;
      const points: [number, number][] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => [round(p.x), round(p.y)]);
      const transitionId = e.id.startsWith("init:") ? e.id : e.id.replace(/#\d+$/, "");
      const t = transitions.get(transitionId);
      const label = e.labels?.[0];
      edges.push({
        id: e.id,
        transitionId,
        points,
        label: label ? { x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height), lines: (label.text ?? "").split("\n") } : null,
        about: t ? { event: `${eventLabel(t.event)}${t.guard ? ` [${t.guard}]` : ""}`, source: t.source, targets: t.targets, actions: t.actions } : null,
      });
    }
  };
  visit(layout as ElkOut, 0);
  // Containers first so their children draw on top of them.
  nodes.sort((a, b) => a.depth - b.depth);
  return { machineId: model.machineId, width: Math.ceil(layout.width ?? 0), height: Math.ceil(layout.height ?? 0), nodes, edges };
}

export const overlaps = (a: ChartBox, b: ChartBox, margin = 0) =>
  a.x < b.x + b.width + margin && b.x < a.x + a.width + margin && a.y < b.y + b.height + margin && b.y < a.y + a.height + margin;
