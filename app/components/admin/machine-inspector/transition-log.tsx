import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";
import { cn } from "~/lib/utils";
import type { MachineData } from "./machine-data";

export function TransitionLog({ data }: { data: MachineData }) {
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
