import { Link } from "@remix-run/react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";

export type StuckRow = { machineId: string; machineTitle: string; state: string; entityId: string; label: string; since: string; ageMs: number; thresholdHours: number; why: string; href: string };
export type StuckRuleRow = { machineId: string; state: string; hours: number; why: string };

/** "3 d 4 h", "2 h 5 min", "12 min". */
export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

export const formatHours = (hours: number) => (hours % 24 === 0 ? `${hours / 24} d` : `${hours} h`);

export function StuckTable({ rows, showMachine }: { rows: StuckRow[]; showMachine?: boolean }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">Nothing is stuck: every instance is within its state's threshold.</p>;
  return (
    <Table aria-label="Stuck instances">
      <TableHeader>
        <TableRow>
          {showMachine ? <TableHead>Machine</TableHead> : null}
          <TableHead>Instance</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Since</TableHead>
          <TableHead className="text-end">Age</TableHead>
          <TableHead>Threshold</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.machineId}:${r.entityId}`}>
            {showMachine ? <TableCell>{r.machineTitle}</TableCell> : null}
            <TableCell>
              <Link to={r.href} className="text-primary hover:underline">
                {r.label}
              </Link>
            </TableCell>
            <TableCell className="font-mono text-xs">{r.state}</TableCell>
            <TableCell className="whitespace-nowrap text-xs">{formatDateTimeId(r.since)}</TableCell>
            <TableCell className="text-end font-semibold tabular-nums text-destructive">{formatAge(r.ageMs)}</TableCell>
            <TableCell className="text-xs text-muted-foreground">&gt; {formatHours(r.thresholdHours)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ThresholdList({ rules }: { rules: StuckRuleRow[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">Thresholds</summary>
      <ul className="mt-2 space-y-1">
        {rules.map((r) => (
          <li key={`${r.machineId}.${r.state}`}>
            <span className="font-mono text-xs">
              {r.machineId} · {r.state}
            </span>{" "}
            longer than <span className="font-medium">{formatHours(r.hours)}</span>: <span className="text-muted-foreground">{r.why}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
