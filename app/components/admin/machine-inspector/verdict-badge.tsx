import { Badge } from "~/components/ui/badge";
import type { MachineData } from "./machine-data";

/** What the machine would do with an event in the current state. */
export function VerdictBadge({ v }: { v: MachineData["verdicts"][number] }) {
  if (v.kind === "accepted") return <Badge variant="success">accepted{v.targets.length ? ` → ${v.targets.join(", ")}` : " (stays)"}</Badge>;
  if (v.kind === "blockedByGuards") return <Badge variant="warning">blocked by {v.guards.map((g) => g.name).join(", ")}</Badge>;
  return <Badge variant="outline">not in this state</Badge>;
}
