import { Form, useNavigation } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";

/** The steps simulated so far, from the starting state, with undo and reset. */
export function SimulatedSteps({ data }: { data: MachineData }) {
  const { sim, q, machine } = data;
  const busy = useNavigation().state !== "idle";
  const action = pageUrl(machine.id, q);
  if (!sim.steps.length) return null;
  return (
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
  );
}
