import { Badge, type BadgeProps } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import { type JobRunView } from "~/services/jobs.server";

const OUTCOME: Record<string, NonNullable<BadgeProps["variant"]>> = { running: "info", succeeded: "success", failed: "destructive", cancelled: "secondary" };

/** A run's outcome as a badge ("running (no heartbeat)" when its process is gone). */
export function Outcome({ run }: { run: Pick<JobRunView, "outcome" | "alive"> }) {
  const stale = run.outcome === "running" && !run.alive;
  return (
    <Badge variant={stale ? "warning" : OUTCOME[run.outcome]} title={stale ? "No heartbeat: the process probably died; the next run takes over" : undefined}>
      {stale ? "running (no heartbeat)" : run.outcome}
    </Badge>
  );
}

/** What a run counted, leaving out the zeros. */
export function Counts({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts).filter(([, v]) => v !== 0);
  if (!entries.length) return <span className="text-muted-foreground">–</span>;
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-0.5">
      {entries.map(([k, v]) => (
        <span key={k} className="whitespace-nowrap">
          <span className="text-muted-foreground">{k}</span> {v.toLocaleString("id-ID")}
        </span>
      ))}
    </span>
  );
}

export const when = (iso: string | null) => (iso ? formatDateTimeId(new Date(iso)) : "–");
export const every = (interval: string) => `every ${interval.replace(/(\d+)s$/, "$1 s").replace(/(\d+)m$/, "$1 min")}`;
