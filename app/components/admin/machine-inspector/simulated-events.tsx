import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";
import { VerdictBadge } from "./verdict-badge";

/** The events the simulated state handles, each with what the machine would do and a button to simulate it. */
export function SimulatedEvents({ data }: { data: MachineData }) {
  const { verdicts, actorId, q, payloadError, machine } = data;
  const busy = useNavigation().state !== "idle";
  const action = pageUrl(machine.id, q);
  const live = verdicts.filter((v) => v.kind !== "notAccepted");
  const others = verdicts.filter((v) => v.kind === "notAccepted");
  return (
    <Form method="post" action={action} preventScrollReset>
      {(["entity", "state", "step", "sim", "as", "msg", "extra"] as const).map((k) => (
        <input key={k} type="hidden" name={k} value={k === "as" ? actorId : q[k]} />
      ))}
      <Table aria-label="Events in the simulated state">
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            <TableHead>Now</TableHead>
            <TableHead className="sr-only">Send</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {live.map((v) => (
            <TableRow key={v.event} data-event={v.event}>
              <TableCell className="font-mono text-xs">{v.event}</TableCell>
              <TableCell>
                <VerdictBadge v={v} />
                {v.guards.some((g) => g.reason) ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {v.guards
                      .map((g) => g.reason)
                      .filter(Boolean)
                      .join("; ")}
                  </p>
                ) : null}
              </TableCell>
              <TableCell className="text-end">
                <Button
                  type="submit"
                  size="sm"
                  variant={v.kind === "accepted" ? "default" : "outline"}
                  name="intent"
                  value={`simulate:${v.event}`}
                  disabled={busy || Boolean(payloadError)}
                  aria-label={`Simulate ${v.event}`}
                >
                  Simulate
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {!live.length ? (
            <TableRow>
              <TableCell colSpan={3} className="text-sm text-muted-foreground">
                No event is handled in this state.
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {others.length ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Not handled in this state: <span className="font-mono">{others.map((v) => v.event).join(", ")}</span>
        </p>
      ) : null}
    </Form>
  );
}
