import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { CHART_FONT, LABEL_FONT_SIZE, LINE_HEIGHT, STATE_FONT_SIZE, type LaidOutChart, type LaidOutEdge, type LaidOutNode } from "~/lib/statechart";
import { cn } from "~/lib/utils";
import { PanZoom } from "./pan-zoom";

/** What the chart emphasises: the instance's state and path, a replayed step, and the step-through (simulation). */
export type ChartHighlight = {
  /** State paths the instance is in now (leaves and ancestors). */
  current?: string[];
  /** State paths the replayed path has visited. */
  visited?: string[];
  /** Transition ids on the replayed path, with their step numbers. */
  taken?: Record<string, number[]>;
  /** Transition ids of the step being replayed. */
  latest?: string[];
  /** State paths the step-through (simulation) is in. */
  focus?: string[];
  /** Transition ids the simulation took. */
  simulated?: string[];
};

const RADIUS = 6;

/** An orthogonal polyline with rounded corners. */
function edgePath(points: [number, number][]) {
  if (points.length < 2) return "";
  let d = `M ${points[0][0]} ${points[0][1]}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    const inLen = Math.hypot(x - px, y - py);
    const outLen = Math.hypot(nx - x, ny - y);
    const r = Math.min(RADIUS, inLen / 2, outLen / 2);
    const ax = x - ((x - px) / (inLen || 1)) * r;
    const ay = y - ((y - py) / (inLen || 1)) * r;
    const bx = x + ((nx - x) / (outLen || 1)) * r;
    const by = y + ((ny - y) / (outLen || 1)) * r;
    d += ` L ${ax} ${ay} Q ${x} ${y} ${bx} ${by}`;
  }
  const [lx, ly] = points[points.length - 1];
  return `${d} L ${lx} ${ly}`;
}

type EdgeTone = "plain" | "taken" | "latest" | "simulated";
const EDGE_CLASS: Record<EdgeTone, string> = {
  plain: "stroke-muted-foreground/70",
  taken: "stroke-primary",
  latest: "stroke-primary",
  simulated: "stroke-warning",
};
const EDGE_WIDTH: Record<EdgeTone, number> = { plain: 1.25, taken: 2.25, latest: 3.5, simulated: 2.5 };
const MARKER_SIZE: Record<EdgeTone, number> = { plain: 8, taken: 9, latest: 11, simulated: 9 };

type T = TFunction<"inspector">;

/** An edge's tooltip: "event [guard]: source → targets / actions", or the initial arrow's; ids are data, the words are translated. */
function edgeTitle(t: T, edge: LaidOutEdge, steps: number[]) {
  const about = edge.about;
  const base = about ? `${about.event}: ${about.source || t("chart.anyState")} → ${about.targets.join(", ")}${about.actions.length ? ` / ${about.actions.join(", ")}` : ""}` : t("chart.initialArrow");
  return `${base}${steps.length ? t("chart.steps", { steps: steps.join(", ") }) : ""}`;
}

const STATE_TYPES = { compound: true, parallel: true, final: true, history: true };

/** A state's name for its tooltip and link: "State invoiced (final) — current: description". */
function stateName(t: T, node: LaidOutNode) {
  return node.kind === "any" ? t("chart.anyStateTitle") : t("chart.state", { path: node.path });
}

function Edge({ edge, tone, steps, markerFor, t }: { edge: LaidOutEdge; tone: EdgeTone; steps: number[]; markerFor: (tone: EdgeTone) => string; t: T }) {
  const label = edge.label;
  return (
    <g data-transition={edge.transitionId} data-tone={tone}>
      <title>{edgeTitle(t, edge, steps)}</title>
      <path d={edgePath(edge.points)} fill="none" className={EDGE_CLASS[tone]} strokeWidth={EDGE_WIDTH[tone]} strokeDasharray={tone === "simulated" ? "6 4" : undefined} markerEnd={`url(#${markerFor(tone)})`} />
      {label ? (
        <g>
          <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={3} className={cn("fill-card", tone === "plain" ? "stroke-none" : tone === "simulated" ? "stroke-warning" : "stroke-primary")} strokeWidth={1} fillOpacity={0.94} />
          {label.lines.map((line, i) => (
            <text
              key={i}
              x={label.x + label.width / 2}
              y={label.y + 2 + LINE_HEIGHT * (i + 1) - 3.5}
              textAnchor="middle"
              fontSize={LABEL_FONT_SIZE}
              fontWeight={i === 0 ? 600 : 400}
              className={i === 0 ? (tone === "plain" ? "fill-foreground" : tone === "simulated" ? "fill-warning" : "fill-primary") : "fill-muted-foreground"}
            >
              {line}
            </text>
          ))}
        </g>
      ) : null}
    </g>
  );
}

function StateNode({ node, current, visited, focus, taken, href, t, describe }: { node: LaidOutNode; current: boolean; visited: boolean; focus: boolean; taken: (id: string) => boolean; href?: string; t: T; describe: (node: LaidOutNode) => string }) {
  if (node.kind === "initial") {
    return (
      <circle cx={node.x + node.width / 2} cy={node.y + node.height / 2} r={node.width / 2} className="fill-foreground">
        <title>{t("chart.initialState")}</title>
      </circle>
    );
  }
  const compound = node.compound;
  const stroke = focus ? "stroke-warning" : current ? "stroke-primary" : visited ? "stroke-primary/60" : "stroke-foreground/35";
  // A compound state is only tinted, so nested active states do not stack into a dark block.
  const fill = compound ? (current ? "fill-primary/5" : focus ? "fill-warning/5" : "fill-muted/60") : current ? "fill-primary/15" : focus ? "fill-warning/15" : visited ? "fill-primary/5" : "fill-card";
  const width = focus || current ? 2.75 : 1.25;
  const dashed = node.kind === "any" || node.region;
  const description = node.kind === "any" ? t("chart.anyStateDescription") : describe(node);
  const type = node.type && node.type !== "atomic" ? (node.type in STATE_TYPES ? t(`chart.type.${node.type as keyof typeof STATE_TYPES}`) : node.type) : null;
  const box = (
    <g>
      <title>{`${stateName(t, node)}${type ? ` (${type})` : ""}${current ? t("chart.current") : ""}${description ? `: ${description}` : ""}`}</title>
      <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={compound ? 10 : 8} className={cn(fill, stroke)} strokeWidth={width} strokeDasharray={dashed ? "5 4" : undefined} />
      {node.type === "final" ? <rect x={node.x + 3.5} y={node.y + 3.5} width={node.width - 7} height={node.height - 7} rx={6} fill="none" className={stroke} strokeWidth={1.25} /> : null}
      <text
        x={compound ? node.x + 12 : node.x + node.width / 2}
        y={node.y + 19}
        textAnchor={compound ? "start" : "middle"}
        fontSize={STATE_FONT_SIZE}
        fontWeight={700}
        fontStyle={node.kind === "any" ? "italic" : undefined}
        className={current ? "fill-primary" : "fill-foreground"}
      >
        {node.kind === "any" ? t("chart.anyState") : node.key}
        {node.type === "parallel" ? <tspan className="fill-muted-foreground" fontWeight={400}>{" ∥"}</tspan> : null}
      </text>
      {node.internal.length ? <line x1={node.x + 6} x2={node.x + node.width - 6} y1={node.y + 28} y2={node.y + 28} className="stroke-border" /> : null}
      {node.internal.map((line, i) => (
        <text key={line.transitionId} data-transition={line.transitionId} x={node.x + 12} y={node.y + 28 + 4 + LINE_HEIGHT * (i + 1) - 3} fontSize={LABEL_FONT_SIZE} className={taken(line.transitionId) ? "fill-primary font-semibold" : "fill-muted-foreground"}>
          {line.text}
        </text>
      ))}
    </g>
  );
  if (!href) return box;
  return (
    // Inside <svg> React creates the SVG <a>, which Remix's Link drives like any other: choosing a state keeps the page's scroll.
    <Link to={href} preventScrollReset aria-label={`${stateName(t, node)}${current ? t("chart.currentLabel") : ""}`} className="focus:outline-none [&:focus-visible>g>rect]:stroke-ring">
      {box}
    </Link>
  );
}

/**
 * The statechart as SVG, drawn from the server's ELK layout, readable without JavaScript (1:1, scrolls sideways);
 * with JavaScript, PanZoom adds wheel zoom and drag on the viewBox.
 */
export function Statechart({
  chart,
  highlight = {},
  stateHref,
  title,
  legend,
  describe = (node) => node.description,
}: {
  chart: LaidOutChart;
  highlight?: ChartHighlight;
  stateHref?: (path: string) => string;
  title: string;
  legend?: ReactNode;
  /** A state's description in the reader's language (the chart carries the definition's English). */
  describe?: (node: LaidOutNode) => string;
}) {
  const { t } = useTranslation("inspector");
  const uid = useId().replace(/:/g, "");
  const markerFor = (tone: EdgeTone) => `${uid}-arrow-${tone}`;
  const current = new Set(highlight.current ?? []);
  const visited = new Set(highlight.visited ?? []);
  const focus = new Set(highlight.focus ?? []);
  const latest = new Set(highlight.latest ?? []);
  const simulated = new Set(highlight.simulated ?? []);
  const taken = highlight.taken ?? {};
  const toneOf = (id: string): EdgeTone => (latest.has(id) ? "latest" : simulated.has(id) ? "simulated" : taken[id] ? "taken" : "plain");
  // Highlighted edges draw last so they are never hidden under plain ones.
  const order: EdgeTone[] = ["plain", "taken", "simulated", "latest"];
  const edges = [...chart.edges].sort((a, b) => order.indexOf(toneOf(a.transitionId)) - order.indexOf(toneOf(b.transitionId)));
  return (
    <figure className="space-y-2">
      <PanZoom width={chart.width} height={chart.height} label={title}>
        <defs>
          {(Object.keys(EDGE_CLASS) as EdgeTone[]).map((tone) => (
            <marker key={tone} id={markerFor(tone)} viewBox="0 0 10 10" refX="9" refY="5" markerWidth={MARKER_SIZE[tone]} markerHeight={MARKER_SIZE[tone]} orient="auto-start-reverse" markerUnits="userSpaceOnUse">
              <path d="M 0 0 L 10 5 L 0 10 z" className={EDGE_CLASS[tone].replace("stroke-", "fill-")} />
            </marker>
          ))}
        </defs>
        <g fontFamily={CHART_FONT}>
          {chart.nodes.map((node) => (
            <StateNode
              key={node.id}
              node={node}
              current={node.path !== null && current.has(node.path)}
              visited={node.path !== null && visited.has(node.path)}
              focus={node.path !== null && focus.has(node.path)}
              taken={(id) => Boolean(taken[id]) || latest.has(id) || simulated.has(id)}
              href={node.path !== null && stateHref ? stateHref(node.path) : undefined}
              t={t}
              describe={describe}
            />
          ))}
          {edges.map((edge) => (
            <Edge key={edge.id} edge={edge} tone={toneOf(edge.transitionId)} steps={taken[edge.transitionId] ?? []} markerFor={markerFor} t={t} />
          ))}
        </g>
      </PanZoom>
      {legend ? <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">{legend}</figcaption> : null}
    </figure>
  );
}

/** The chart's legend: what each emphasis means. */
export function StatechartLegend({ simulation }: { simulation?: boolean }) {
  const { t } = useTranslation("inspector");
  return (
    <>
      <span className="flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-sm border-2 border-primary bg-primary/15" aria-hidden="true" /> {t("chart.legend.current")}
      </span>
      <span className="flex items-center gap-1.5">
        <span className="inline-block h-0.5 w-5 bg-primary" aria-hidden="true" /> {t("chart.legend.taken")}
      </span>
      <span className="flex items-center gap-1.5">
        <span className="inline-block h-1 w-5 bg-primary" aria-hidden="true" /> {t("chart.legend.replayed")}
      </span>
      {simulation ? (
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm border-2 border-warning bg-warning/15" aria-hidden="true" /> {t("chart.legend.simulated")}
        </span>
      ) : null}
      <span className="flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-full bg-foreground" aria-hidden="true" /> {t("chart.legend.initial")}
      </span>
      <span className="flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-sm border-[3px] border-double border-foreground/60" aria-hidden="true" /> {t("chart.legend.final")}
      </span>
    </>
  );
}
